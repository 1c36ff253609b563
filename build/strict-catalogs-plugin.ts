import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { japaneseProblems } from '../src/web/i18n/catalog-checks.ts';

/**
 * Japanese is a full language: a build whose Japanese catalog misses a message, leaves one in English or loses a
 * placeholder fails, with the list. (Chinese, Spanish, German and French are partial by design: spec §1.)
 */
export function strictCatalogsPlugin(root = process.cwd()): Plugin {
  const catalog = (locale: string) =>
    readFileSync(path.join(root, 'src', 'web', 'locales', locale, 'messages.po'), 'utf8');
  return {
    name: 'izoom-strict-catalogs',
    apply: 'build',
    buildStart() {
      const problems = japaneseProblems(catalog('en'), catalog('ja'));
      if (problems.length > 0) {
        this.error(
          `The Japanese catalog is not complete (run \`npx lingui extract\`, then translate):\n${problems.join('\n')}`,
        );
      }
    },
  };
}
