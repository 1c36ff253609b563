/**
 * The viewer's data file (spec: the third viewer file, beside its framework and code): built once per
 * process from src/viewer/data/ and emitted as `assets/viewer-data-<viewer version>-<hash>.bin`.
 * `import url from 'virtual:izoom-viewer-data'` gives its URL; under `vite dev` a middleware serves it.
 * Nothing is built until the virtual module is loaded (a build) or the URL is asked for (dev), so unit
 * tests that do not import it never pay for it.
 */
import { fileURLToPath } from 'node:url';
import { type Plugin, runnerImport } from 'vite';

type PackBuilder = typeof import('../src/viewer/data/build-viewer-pack.ts');
/** Loaded through Vite's module runner when first needed, so the config bundle stays small and fast. */
const BUILDER = fileURLToPath(new URL('../src/viewer/data/build-viewer-pack.ts', import.meta.url));
const buildViewerPack = async (version: string): Promise<Uint8Array> =>
  (await runnerImport<PackBuilder>(BUILDER)).module.buildViewerPack(version);

export const VIEWER_DATA_MODULE = 'virtual:izoom-viewer-data';
const RESOLVED_ID = `\0${VIEWER_DATA_MODULE}`;

let cached: { version: string; pack: Promise<Uint8Array> } | undefined;

/** The pack of `version`, built on first use; a failed build is forgotten so the next use tries again. */
const viewerPack = (version: string, log: (message: string) => void): Promise<Uint8Array> => {
  if (cached?.version !== version) {
    const started = performance.now();
    const pack = buildViewerPack(version).then((bytes) => {
      const ms = Math.round(performance.now() - started);
      log(`viewer data ${version}: ${(bytes.byteLength / 1024).toFixed(0)} kB, built in ${ms} ms`);
      return bytes;
    });
    cached = { version, pack };
    pack.catch(() => {
      if (cached?.pack === pack) cached = undefined;
    });
  }
  return cached.pack;
};

export const viewerDataPlugin = ({ version }: { version: string }): Plugin => {
  const fileName = `viewer-data-${version}.bin`;
  let devUrl = `/@izoom/${fileName}`;
  let building = false;
  let log = (_message: string) => {};
  return {
    name: 'izoom:viewer-data',
    configResolved(config) {
      building = config.command === 'build';
      log = (message) => config.logger.info(message, { timestamp: true });
      devUrl = `${config.base.replace(/\/$/, '')}/@izoom/${fileName}`;
    },
    resolveId: {
      filter: { id: /^virtual:izoom-viewer-data$/ },
      handler: () => RESOLVED_ID,
    },
    load: {
      filter: { id: /^\0virtual:izoom-viewer-data$/ },
      async handler() {
        if (!building) return `export default ${JSON.stringify(devUrl)};`;
        const source = await viewerPack(version, log);
        const reference = this.emitFile({ type: 'asset', name: fileName, source });
        return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
      },
    },
    configureServer(server) {
      // Editing the data's sources rebuilds the pack on its next request.
      const sources = fileURLToPath(new URL('../src/viewer/data/', import.meta.url));
      server.watcher.on('change', (file) => {
        if (file.startsWith(sources) && !file.endsWith('.test.ts')) cached = undefined;
      });
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0];
        if (path !== devUrl && path !== `/@izoom/${fileName}`) return next();
        viewerPack(version, log).then(
          (pack) => {
            response.setHeader('content-type', 'application/octet-stream');
            response.setHeader('cache-control', 'no-cache');
            response.end(pack);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
};
