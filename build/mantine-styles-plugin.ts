import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { namesOf } from './first-load-chunks.ts';

/** What the app imports (src/web/main.tsx): all of Mantine's styles, 295 KB. */
const MANTINE_STYLES = '@mantine/core/styles.css';
const CORE = 'node_modules/@mantine/core';
/** The styles every page needs (Mantine's "global styles"), before any component's. */
const GLOBAL = ['baseline', 'default-css-variables', 'global'];

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });

/** The Mantine modules named in `import { … } from "@mantine/core"` lines of these files. */
const namedModules = (root: string, files: string[]): string[] => {
  const names = namesOf(root, '@mantine/core');
  if (!names) return [];
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*["']@mantine\/core["']/g)]
      .flatMap(([, list]) => list.split(','))
      .map((part) =>
        names.get(
          part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+/)[0],
        ),
      )
      .filter((module): module is string => module !== undefined),
  );
};

/**
 * The components whose styles the app can use: every Mantine module reached from what our sources and the other
 * Mantine packages they use (modals, notifications) import from @mantine/core, following Mantine's own imports.
 * Each component's class names live in its `Name.module.mjs`, whose rules are `styles/Name.css`. A module the
 * bundle later drops only costs its rules, never the reverse (tests/e2e/mantine-styles.test.ts checks the build).
 */
const usedMantineComponents = (root: string): Set<string> => {
  const sources = filesUnder(path.join(root, 'src')).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  const packages = new Set(
    sources.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from '@mantine\/([a-z-]+)'/g)].map(([, name]) => name),
    ),
  );
  packages.delete('core');
  const packageFiles = [...packages].flatMap((name) => {
    const esm = path.join(root, 'node_modules/@mantine', name, 'esm');
    return existsSync(esm) ? filesUnder(esm).filter((file) => file.endsWith('.mjs')) : [];
  });
  const queue = namedModules(root, [...sources, ...packageFiles]);
  const seen = new Set<string>();
  const components = new Set<string>();
  while (queue.length > 0) {
    const found = queue.pop() as string;
    if (!existsSync(found)) continue;
    // One id per module: node_modules may be a symbolic link (a git worktree's).
    const file = realpathSync.native(found);
    if (seen.has(file)) continue;
    seen.add(file);
    const own = file.match(/([A-Za-z]+)\.module\.mjs$/);
    if (own) components.add(own[1]);
    for (const [, relative] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*["'](\.[^"']+)["']/g)) {
      queue.push(path.resolve(path.dirname(file), relative));
    }
  }
  return components;
};

/**
 * Mantine's styles for these components, in the order of its styles.css (which is its per-component files one after
 * another: where two rules tie, the later wins, as it would with the whole file).
 */
const mantineStyles = (root: string, components: Set<string>): string => {
  const styles = path.join(root, CORE, 'styles');
  const whole = readFileSync(path.join(root, CORE, 'styles.css'), 'utf8');
  const parts = [...GLOBAL, ...components].map((name) => {
    const css = readFileSync(path.join(styles, `${name}.css`), 'utf8').trim();
    const at = whole.indexOf(css);
    if (at < 0) throw new Error(`@mantine/core/styles/${name}.css is not part of its styles.css`);
    return { at, css };
  });
  return parts
    .sort((a, b) => a.at - b.at)
    .map((part) => part.css)
    .join('\n');
};

/**
 * Only the Mantine styles the app's components use, in place of `@mantine/core/styles.css` (250 KB minified, of which
 * a page's start waits for the download, decoding and parsing): 55 of its 105 files, 139 KB.
 */
export const mantineStylesPlugin = (): Plugin => {
  let root = '';
  let file = '';
  return {
    name: 'izoom:mantine-styles',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      // Named by its content and written whole before it is renamed into place: builds side by side share it.
      const css = mantineStyles(root, usedMantineComponents(root));
      const hash = createHash('sha256').update(css).digest('hex').slice(0, 12);
      file = path.join(root, 'node_modules/.cache/izoom', `mantine-styles-${hash}.css`);
      if (existsSync(file)) return;
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(`${file}.${process.pid}`, css);
      renameSync(`${file}.${process.pid}`, file);
    },
    resolveId: (source) => (source === MANTINE_STYLES ? file : undefined),
  };
};
