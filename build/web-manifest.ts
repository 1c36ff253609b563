/**
 * The web app manifest (served as /manifest.webmanifest; build/app-icons-plugin.ts emits it beside the icons it
 * names). The screenshots are files in public/screenshots/, made by tests/support/manifest-screenshots.ts.
 */

interface ManifestImage {
  src: string;
  sizes: string;
  type: string;
  purpose?: 'any' | 'maskable' | 'monochrome';
}

interface ManifestScreenshot extends ManifestImage {
  form_factor: 'wide' | 'narrow';
  label: string;
}

interface ManifestShortcut {
  name: string;
  short_name?: string;
  description?: string;
  url: string;
  icons: ManifestImage[];
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr' | 'rtl' | 'auto';
  start_url: string;
  scope: string;
  display: 'fullscreen' | 'standalone' | 'minimal-ui' | 'browser';
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: ManifestImage[];
  shortcuts: ManifestShortcut[];
  screenshots: ManifestScreenshot[];
}

/** The theme's primary colour in the light and the dark scheme (indigo 7 and 8: src/web/theme/theme.ts). */
export const THEME_COLORS = { light: '#4263eb', dark: '#3b5bdb' } as const;
/** The splash's background in index.html, so the launch screen does not flash another colour. */
export const BACKGROUND_COLOR = '#ffffff';

const png = (src: string, size: number, purpose?: ManifestImage['purpose']): ManifestImage => ({
  src,
  sizes: `${size}x${size}`,
  type: 'image/png',
  ...(purpose ? { purpose } : {}),
});

/** The screenshots in public/screenshots/, by form factor (tests/support/manifest-screenshots.ts makes them). */
export const SCREENSHOTS = {
  wide: {
    file: 'screenshots/home-wide.png',
    width: 1280,
    height: 800,
    label: 'The izoom homepage: public albums and izooms',
  },
  narrow: { file: 'screenshots/home-narrow.png', width: 540, height: 960, label: 'The izoom homepage on a phone' },
} as const;

const screenshot = (form_factor: keyof typeof SCREENSHOTS): ManifestScreenshot => {
  const { file, width, height, label } = SCREENSHOTS[form_factor];
  return { src: `/${file}`, sizes: `${width}x${height}`, type: 'image/png', form_factor, label };
};

export const WEB_MANIFEST: WebAppManifest = {
  id: '/',
  name: 'izoom',
  short_name: 'izoom',
  description: 'Interactive zoomable picture collections, organised into albums.',
  lang: 'en',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLORS.light,
  background_color: BACKGROUND_COLOR,
  categories: ['photo'],
  icons: [
    png('/icons/icon-192.png', 192, 'any'),
    png('/icons/icon-512.png', 512, 'any'),
    png('/icons/icon-maskable-512.png', 512, 'maskable'),
  ],
  shortcuts: [
    {
      name: 'Home',
      description: 'Public albums and izooms',
      url: '/',
      icons: [png('/icons/shortcut-home-96.png', 96)],
    },
    {
      name: 'My albums',
      description: 'The albums you made',
      url: '/my-album',
      icons: [png('/icons/shortcut-my-albums-96.png', 96)],
    },
  ],
  screenshots: [screenshot('wide'), screenshot('narrow')],
};
