import os from 'node:os';
import { buildApp, closeApp } from './app';
import { ensureAdmin } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { seedDemoContent } from './demo/seed';

/** The process: read the environment, start, stop cleanly on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  if (config.role !== 'worker') await ensureAdmin(app);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    closeApp(app).then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  if (config.role === 'worker') {
    // A worker opens no port: this line (and its jobs moving in the queue) is its health.
    await app.ready();
    app.log.info({ worker: `${os.hostname()}-${process.pid}` }, 'worker ready');
    seedDemoContent(app).catch((err: unknown) => app.log.error({ err }, 'demo content could not be made'));
    return;
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: config.publicUrl,
      api: `${config.publicUrl}${config.apiBase}`,
      docs: `${config.publicUrl}${config.apiBase}/docs`,
    },
    'izoom is ready',
  );
  // Demo pictures are made by imaging processes, which a web instance does not run.
  if (config.role === 'web') return;
  seedDemoContent(app).catch((err: unknown) => app.log.error({ err }, 'demo content could not be made'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`izoom: configuration error: ${error.message}\n`);
  } else {
    process.stderr.write(
      `izoom: could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
