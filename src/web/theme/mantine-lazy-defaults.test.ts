import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_THEME, defaultCssVariablesResolver, keys } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import {
  EAGER_DEFAULTS,
  lazyDefaults,
  MANTINE_DEFAULTS_MODULE,
  mantineLazyDefaultsPlugin,
} from '../../../build/mantine-lazy-defaults-plugin';

const MODULE = path.join(process.cwd(), 'node_modules/@mantine/core/esm/core/MantineProvider', MANTINE_DEFAULTS_MODULE);
const original = readFileSync(MODULE, 'utf8');

type Remove = (input: { variables: object; light: object; dark: object }) => unknown;

/** The module's code run with its imports handed in; returns its export. */
const load = (code: string, resolver: typeof defaultCssVariablesResolver): Remove =>
  new Function(
    'keys',
    'DEFAULT_THEME',
    'defaultCssVariablesResolver',
    `${code.replace(/^(import|export) .*$/gm, '')}\nreturn removeDefaultVariables;`,
  )(keys, DEFAULT_THEME, resolver);

describe('build/mantine-lazy-defaults-plugin', () => {
  it('finds the statement in the installed Mantine', () => {
    expect(original).toContain(EAGER_DEFAULTS);
  });

  it('computes the defaults at first use, once, with the same results', () => {
    const eager = vi.fn(defaultCssVariablesResolver);
    const eagerRemove = load(original, eager);
    expect(eager).toHaveBeenCalledTimes(1);

    const lazy = vi.fn(defaultCssVariablesResolver);
    const lazyRemove = load(lazyDefaults(original) ?? '', lazy);
    expect(lazy).not.toHaveBeenCalled();

    const input = defaultCssVariablesResolver({ ...DEFAULT_THEME, primaryColor: 'indigo', fontFamily: 'serif' });
    expect(lazyRemove(input)).toEqual(eagerRemove(input));
    lazyRemove(input);
    expect(lazy).toHaveBeenCalledTimes(1);
  });

  it('fails the build when Mantine no longer has the statement', () => {
    const plugin = mantineLazyDefaultsPlugin();
    const error = vi.fn((message: string) => {
      throw new Error(message);
    });
    const transform = plugin.transform as (this: unknown, code: string, id: string) => unknown;
    expect(() => transform.call({ error }, 'export {}', `/x/${MANTINE_DEFAULTS_MODULE}`)).toThrow(/no longer has/);
    expect(transform.call({ error }, 'export {}', '/x/other.mjs')).toBeNull();
  });
});
