/**
 * What the server writes itself, in English: the demo album's texts (src/server/demo/seed.ts) and the first
 * admin's name (src/server/bootstrap.ts). The app shows them in the reader's language (src/web/api/demo-texts.ts).
 * `{width}` and `{height}`: the demo pictures' size in pixels.
 */
export const DEMO_TEXTS = {
  adminName: 'Administrator',
  albumName: 'Welcome to izoom',
  albumDescription: 'A demo album the server made from pictures it rendered itself.',
  groupName: 'Rendered by izoom',
  izoomDescription: 'Rendered by izoom on first start, {width} × {height} pixels: zoom in until you see single pixels.',
  mandelbrot: 'Mandelbrot set: a minibrot and its dendrites',
  terrain: 'Fractal archipelago: a shaded relief map',
} as const;

/** A text with its `{name}` parts filled in. */
export const fillText = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
