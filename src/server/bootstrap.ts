import { Role } from '../shared/constants';
import { DEMO_TEXTS } from '../shared/demo-texts';
import { generatePassword } from './auth/passwords';
import type { App } from './types';

/**
 * On first start (no admin yet) an admin account exists: from ADMIN_EMAIL / ADMIN_PASSWORD,
 * else generated and printed once.
 */
export async function ensureAdmin(app: App): Promise<void> {
  const { repos, config } = app;
  if ((await repos.users.countWithRole(Role.Admin)) > 0) return;
  const email = config.adminEmail ?? 'admin@izoom.local';
  if (await repos.users.findByEmail(email)) {
    app.log.warn(
      { email },
      'no admin exists and ADMIN_EMAIL belongs to another account: make one with `npm run admin -- create-user`',
    );
    return;
  }
  const password = config.adminPassword ?? generatePassword();
  await repos.users.create({ email, password, role: Role.Admin, fullname: DEMO_TEXTS.adminName });
  if (config.adminPassword) {
    app.log.info({ email }, 'admin account created from ADMIN_EMAIL / ADMIN_PASSWORD');
  } else {
    // Printed once, on stdout, outside the structured log so it is easy to find and not kept in log files.
    process.stdout.write(
      `\n  izoom: first start. An admin account was created:\n    e-mail:   ${email}\n    password: ${password}\n  It is shown only this once. Change it with: npm run admin -- reset-password ${email}\n\n`,
    );
  }
}
