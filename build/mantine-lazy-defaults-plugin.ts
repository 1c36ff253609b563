import type { Plugin } from 'vite';

/** Mantine's module that computes its default theme's CSS variables when it loads. */
export const MANTINE_DEFAULTS_MODULE = '/MantineCssVariables/remove-default-variables.mjs';
/** The statement that does it, at the module's top level. */
export const EAGER_DEFAULTS = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';

/** The module's code with the default variables computed at their first use, not when the module loads. */
export const lazyDefaults = (code: string): string | null => {
  if (!code.includes(EAGER_DEFAULTS)) return null;
  return code
    .replace(
      EAGER_DEFAULTS,
      'let defaultCssVariablesOnce;\nconst defaultCssVariables = () => (defaultCssVariablesOnce ??= defaultCssVariablesResolver(DEFAULT_THEME));',
    )
    .replaceAll('defaultCssVariables.', 'defaultCssVariables().');
};

/**
 * Mantine computes the CSS variables of its default theme (every shade of every colour, each parsed to RGBA) as
 * soon as its provider's module loads, for a comparison made only when the provider writes CSS variables into the
 * page, which the app's never does (App.tsx: `withCssVariables={false}`; theme/theme-variables.css holds them).
 * Traced, that was about 9 ms of the app's module evaluation on the slow-memory host, a long task at a phone's
 * speed. In the built app it now happens at first use. A Mantine whose module no longer has that statement fails
 * the build, so the change cannot go stale unseen.
 */
export const mantineLazyDefaultsPlugin = (): Plugin => ({
  name: 'izoom:mantine-lazy-defaults',
  apply: 'build',
  transform(code, id) {
    if (!id.split('?')[0].endsWith(MANTINE_DEFAULTS_MODULE)) return null;
    const lazy = lazyDefaults(code);
    if (lazy === null) this.error(`${id} no longer has "${EAGER_DEFAULTS}": see build/mantine-lazy-defaults-plugin.ts`);
    return { code: lazy, map: null };
  },
});
