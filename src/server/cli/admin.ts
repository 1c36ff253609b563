import { parseArgs } from 'node:util';
import { ROLE_NAMES, type RoleId } from '../../shared/constants';
import { cleanText, NAME_RULE, TEXT_LIMITS, type TextProblem, textProblem } from '../../shared/text';
import { generatePassword } from '../auth/passwords';
import { ConfigError, loadConfig } from '../config';
import { type Db, migrateToLatest, openDatabase } from '../db';
import { credentialsRepo } from '../repos/credentials';
import { usersRepo } from '../repos/users';

const HELP = `izoom admin: operator commands on DATA_DIR's database (the server may be running).

  npm run admin -- create-user <email> --role admin|user|guest [--name "Full Name"] [--password P]
  npm run admin -- reset-password <email> [--password P]
  npm run admin -- token create <email> --name <label> [--days 90]
  npm run admin -- token list [<email>]
  npm run admin -- token revoke <id>

Passwords not given are generated and printed once. Tokens are printed once: send them as
"Authorization: Bearer <token>". They expire after --days (default 90) and can be revoked.`;

class UsageError extends Error {}

const roleId = (name: string | undefined): RoleId => {
  const found = Object.entries(ROLE_NAMES).find(([, n]) => n === name);
  if (!found) throw new UsageError(`--role must be admin, user or guest${name ? `, not "${name}"` : ''}`);
  return Number(found[0]) as RoleId;
};

const need = (value: string | undefined, what: string): string => {
  if (!value) throw new UsageError(`missing ${what}`);
  return value;
};

const NAME_PROBLEMS: Record<TextProblem, string> = {
  required: 'is required',
  tooLong: `is longer than ${TEXT_LIMITS.name} characters`,
  control: 'must be one line without control characters (tabs, line breaks)',
};

/** A full name or token label, under the same rule as names sent to the API. */
const nameOption = (value: string | undefined): string | undefined => {
  if (value === undefined) return undefined;
  const problem = textProblem(value, NAME_RULE);
  if (problem) throw new UsageError(`--name ${NAME_PROBLEMS[problem]}`);
  return cleanText(value);
};

async function run(db: Db, argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      role: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      days: { type: 'string', default: '90' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const name = nameOption(values.name);
  const users = usersRepo(db);
  const credentials = credentialsRepo(db);
  const [command, ...rest] = positionals;
  const userByEmail = async (email: string | undefined) => {
    const user = await users.findByEmail(need(email, 'the e-mail'));
    if (!user) throw new UsageError(`no account has the e-mail ${email}`);
    return user;
  };

  if (values.help || !command || command === 'help') return void console.log(HELP);

  if (command === 'create-user') {
    const email = need(rest[0], 'the e-mail');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new UsageError(`"${email}" is not a valid e-mail`);
    if (await users.findByEmail(email)) throw new UsageError(`an account with the e-mail ${email} already exists`);
    const password = values.password ?? generatePassword();
    const user = await users.create({ email, password, role: roleId(values.role), fullname: name ?? '' });
    console.log(`created ${ROLE_NAMES[user.role as RoleId]} ${user.email} (id ${user.id})`);
    if (!values.password) console.log(`password: ${password}`);
    return;
  }

  if (command === 'reset-password') {
    const user = await userByEmail(rest[0]);
    const password = values.password ?? generatePassword();
    await users.setPassword(user.id, password);
    console.log(`password of ${user.email} changed`);
    if (!values.password) console.log(`password: ${password}`);
    return;
  }

  if (command === 'token') {
    const [sub, arg] = rest;
    if (sub === 'create') {
      const user = await userByEmail(arg);
      const days = Number(values.days);
      if (!Number.isInteger(days) || days < 1 || days > 3650)
        throw new UsageError('--days must be a whole number from 1 to 3650');
      const expiresAt = new Date(Date.now() + days * 86_400_000);
      const { token, row } = await credentials.createPersonalToken(user.id, need(name, '--name'), expiresAt);
      console.log(`token ${row.id} for ${user.email}, expires ${row.expires_at}:\n${token}`);
      return;
    }
    if (sub === 'list') {
      const user = arg ? await userByEmail(arg) : undefined;
      const rows = await credentials.listPersonalTokens(user?.id);
      if (rows.length === 0) return void console.log('no tokens');
      for (const r of rows) {
        const state = r.revoked_at ? 'revoked' : r.expires_at < new Date().toISOString() ? 'expired' : 'active';
        console.log(
          `${r.id}\t${state}\t${r.email}\t${r.name}\texpires ${r.expires_at}\tlast used ${r.last_used_at ?? 'never'}`,
        );
      }
      return;
    }
    if (sub === 'revoke') {
      const id = Number(need(arg, 'the token id'));
      if (!(await credentials.revokePersonalToken(id))) throw new UsageError(`no active token has the id ${arg}`);
      console.log(`token ${id} revoked`);
      return;
    }
    throw new UsageError('token needs create, list or revoke');
  }
  throw new UsageError(`unknown command "${command}"`);
}

async function main() {
  const config = loadConfig();
  const db = openDatabase(config);
  try {
    await migrateToLatest(db);
    await run(db, process.argv.slice(2));
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof UsageError ||
    error instanceof ConfigError ||
    (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
  ) {
    console.error(`izoom admin: ${(error as Error).message}\n\n${HELP}`);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
