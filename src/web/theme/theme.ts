import { createTheme, localStorageColorSchemeManager, type MantineColorScheme } from '@mantine/core';

/** Light, dark or system (Mantine's `auto`), remembered in local storage. */
export const COLOR_SCHEME_STORAGE_KEY = 'izoom-color-scheme';
export const DEFAULT_COLOR_SCHEME: MantineColorScheme = 'auto';

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Hiragino Sans', 'Noto Sans JP', sans-serif",
});
