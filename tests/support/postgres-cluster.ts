import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

/** A throwaway PostgreSQL cluster for one test run (tests/support/postgres-setup.ts starts and stops it). */

const PREFERRED_VERSION = '15';
const asRoot = process.getuid?.() === 0;

/** The server's programs: Debian's PostgreSQL 15 (any version there will do), installed with apt-get if missing. */
function serverBin(): string {
  const installed = () =>
    existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .filter((version) => existsSync(`/usr/lib/postgresql/${version}/bin/pg_ctl`))
          .sort((a, b) => (a === PREFERRED_VERSION ? -1 : b === PREFERRED_VERSION ? 1 : Number(b) - Number(a)))
      : [];
  if (installed().length === 0) {
    console.log("postgres: no server in /usr/lib/postgresql, installing Debian's postgresql package");
    const apt = (...args: string[]) =>
      execFileSync(asRoot ? 'apt-get' : 'sudo', asRoot ? args : ['apt-get', ...args], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    apt('update');
    apt('install', '-y', 'postgresql');
  }
  const [version] = installed();
  if (!version) throw new Error('postgres: still no server in /usr/lib/postgresql after installing it');
  return `/usr/lib/postgresql/${version}/bin`;
}

/** initdb and pg_ctl refuse to run as root: as root they run as the `postgres` user. */
const asServerUser = (program: string, args: string[]) =>
  execFileSync(asRoot ? 'runuser' : program, asRoot ? ['-u', 'postgres', '--', program, ...args] : args, {
    stdio: 'pipe',
    encoding: 'utf8',
  });

export interface Cluster {
  /** Superuser URL of the cluster's `postgres` database (trust authentication on loopback). */
  url: string;
  stop(): void;
}

/**
 * initdb + pg_ctl on a temporary folder and a free loopback port. The cluster's own collation is ICU English
 * where the server has ICU (sorting "apple" before "Zebra", and folding "É" to "é"), as production databases
 * often are: the tests then show that izoom's text rules do not depend on it. `settings`: more `-c name=value`.
 */
export async function startCluster(settings: string[] = []): Promise<Cluster> {
  const bin = serverBin();
  const root = mkdtempSync(path.join(tmpdir(), 'izoom-pg-'));
  const [data, sockets, log] = [path.join(root, 'data'), path.join(root, 'sockets'), path.join(root, 'server.log')];
  mkdirSync(sockets);
  if (asRoot) for (const dir of [root, sockets]) chownSync(dir, uid('postgres'), gid('postgres'));

  const initdb = (extra: string[]) =>
    asServerUser(`${bin}/initdb`, ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', ...extra]);
  try {
    initdb(['--locale=C.UTF-8', '--locale-provider=icu', '--icu-locale=en']);
  } catch {
    rmSync(data, { recursive: true, force: true });
    initdb(['--locale=C.UTF-8']);
  }

  const pgCtl = (...args: string[]) => asServerUser(`${bin}/pg_ctl`, ['-D', data, ...args]);
  let port = 0;
  for (let attempt = 1; ; attempt++) {
    port = await freePort();
    const options = [
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${sockets}`,
      // A throwaway cluster: nothing needs to survive a crash; every test server holds a pool of connections.
      '-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300',
      // More server settings a caller asks for (a benchmark: shared_preload_libraries=pg_stat_statements).
      ...settings.map((setting) => `-c ${setting}`),
    ].join(' ');
    try {
      pgCtl('-o', options, '-l', log, '-w', 'start');
      break;
    } catch (error) {
      // Another process took the port between the probe and the start: try another.
      if (attempt === 3)
        throw new Error(`postgres did not start: ${(error as Error).message}\n${readFileSync(log, 'utf8')}`);
    }
  }

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      pgCtl('-m', 'immediate', '-w', 'stop');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
  process.once('exit', stop);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

const idOf = (flag: '-u' | '-g', name: string) => Number(execFileSync('id', [flag, name], { encoding: 'utf8' }));
const uid = (name: string) => idOf('-u', name);
const gid = (name: string) => idOf('-g', name);
