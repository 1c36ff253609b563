// @vitest-environment jsdom
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { polyfillJsdom } from '../jsdom-polyfills';
import { theme } from './theme';

const FILE = path.join(process.cwd(), 'src', 'web', 'theme', 'theme-variables.css');
const HEADER =
  '/* What MantineProvider would inject at every start for this theme (its CSS variables and responsive classes),\n' +
  '   kept as a stylesheet instead. Written by `UPDATE_THEME_CSS=1 npx vitest run src/web/theme/theme-variables.test.tsx`;\n' +
  '   that test fails when the theme or Mantine changes and this file does not. */\n';

afterEach(cleanup);

describe('the theme’s static stylesheet', () => {
  it('holds exactly what Mantine would inject for the theme', () => {
    polyfillJsdom();
    render(<MantineProvider theme={theme} />);
    const injected = [...document.querySelectorAll('style[data-mantine-styles]')].map((style) => style.textContent);
    expect(injected).toHaveLength(2);
    const expected = `${HEADER}${injected.join('\n')}\n`;
    if (process.env.UPDATE_THEME_CSS) writeFileSync(FILE, expected);
    expect(readFileSync(FILE, 'utf8')).toBe(expected);
  });
});
