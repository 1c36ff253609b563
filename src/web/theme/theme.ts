import {
  createTheme,
  DEFAULT_THEME,
  Input,
  localStorageColorSchemeManager,
  type MantineColorScheme,
  type MantineColorsTuple,
} from '@mantine/core';
import classes from './theme.module.css';

/** Light, dark or system (Mantine's `auto`), remembered in local storage. */
export const COLOR_SCHEME_STORAGE_KEY = 'izoom-color-scheme';
export const DEFAULT_COLOR_SCHEME: MantineColorScheme = 'auto';

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

/** A default palette with one shade replaced. */
const withShade = (palette: MantineColorsTuple, index: number, shade: string) =>
  palette.map((value, i) => (i === index ? shade : value)) as unknown as MantineColorsTuple;

export const theme = createTheme({
  primaryColor: 'indigo',
  // WCAG AA (4.5:1): white on indigo 6 is 4.3:1, on indigo 7 5.0:1; links in the light scheme use this shade too.
  primaryShade: { light: 7, dark: 8 },
  colors: {
    // `dimmed` text is gray 6 in the light scheme and dark 2 in the dark one; Mantine's shades reach only 3.3:1
    // on white and 3.5:1 on a dark card. These reach 4.7:1 and 4.8:1.
    gray: withShade(DEFAULT_THEME.colors.gray, 6, '#6c757d'),
    dark: withShade(DEFAULT_THEME.colors.dark, 2, '#999999'),
  },
  defaultRadius: 'md',
  fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Hiragino Sans', 'Noto Sans JP', sans-serif",
  components: {
    // A focused field gets a ring, not only a border of another colour.
    Input: Input.extend({ classNames: { input: classes.input } }),
  },
});
