import { readFileSync } from 'node:fs';
import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_COLOR, THEME_COLORS, WEB_MANIFEST } from '../../../build/web-manifest';
import { theme } from '../theme/theme';

const indexHtml = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');

describe('the web manifest and index.html (build/web-manifest.ts)', () => {
  it('colour the installed app with the theme’s primary colour in each scheme', () => {
    const shades = DEFAULT_THEME.colors[theme.primaryColor ?? ''];
    const shade = theme.primaryShade as { light: number; dark: number };
    expect(THEME_COLORS).toEqual({ light: shades?.[shade.light], dark: shades?.[shade.dark] });
    expect(WEB_MANIFEST.theme_color).toBe(THEME_COLORS.light);
    for (const [scheme, colour] of Object.entries(THEME_COLORS))
      expect(indexHtml).toContain(
        `<meta name="theme-color" content="${colour}" media="(prefers-color-scheme: ${scheme})" />`,
      );
  });

  it('launch on the splash’s background', () => {
    expect(WEB_MANIFEST.background_color).toBe(BACKGROUND_COLOR);
    expect(indexHtml).toMatch(new RegExp(`#splash \\{[^}]*background: ${BACKGROUND_COLOR};`));
  });
});
