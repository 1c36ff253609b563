import { type ChildProcess, spawn } from 'node:child_process';
import { databaseEnv } from './postgres';
import { testStorageEnv } from './storage';

/**
 * `node --import tsx <script>`: how the tests run our TypeScript entry points as real processes, with the V8 flag
 * `npm run serve` gives the server (1 MB semi-spaces: an idle web instance holds about 40 MB less).
 */
export const nodeCommand = (script: string) =>
  [process.execPath, ['--max-semi-space-size=1', '--import', 'tsx', script]] as const;

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * `src/server/main.ts` as its own process, resolved once it logs `readyLine` (a worker: `worker ready`). With a DATA_DIR, in the
 * `api-pg` project it runs on the PostgreSQL database that belongs with it, and in `api-s3` on its test bucket — unless `env`
 * names a DATABASE_URL or STORAGE_URL itself (processes of one cluster, each with a DATA_DIR of its own). It gives up
 * after `timeoutMs`.
 */
export async function startServerProcess(
  env: Record<string, string>,
  readyLine = 'izoom is ready',
  timeoutMs = 30_000,
): Promise<ServerProcess> {
  const [cmd, args] = nodeCommand('src/server/main.ts');
  const database = env.DATA_DIR && !env.DATABASE_URL ? await databaseEnv(env.DATA_DIR) : {};
  const storage = env.DATA_DIR && !env.STORAGE_URL ? await testStorageEnv(env.DATA_DIR) : {};
  const child = spawn(cmd, args, {
    env: { ...process.env, LOG_LEVEL: 'info', DEMO_CONTENT: 'false', ...database, ...storage, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (d: Buffer) => (text += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (text += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  for (const end = Date.now() + timeoutMs; !text.includes(readyLine); await new Promise((r) => setTimeout(r, 100))) {
    if (Date.now() > end || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${text}`);
    }
  }
  return { child, output: () => text, exited };
}
