import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Real picture files for tests, made on the spot. */

/** A picture with detail everywhere (noise over a gradient), so tiles differ. */
export const detailedJpeg = (width: number, height: number, quality = 80): Promise<Buffer> =>
  sharp({
    create: { width, height, channels: 3, background: '#3a6ea5', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .jpeg({ quality })
    .toBuffer();

export const solidPng = (width: number, height: number, colour = '#c03030'): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

export const solidWebp = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#30a050' } })
    .webp()
    .toBuffer();

/**
 * A photo stored sideways: 60 px wide, 40 px high, red on its left half, with EXIF orientation 6
 * (display rotated 90° clockwise) and a GPS position. Upright it is 40 × 60 with red on top.
 */
export async function sidewaysPhotoWithGps(): Promise<Buffer> {
  const left = await sharp({ create: { width: 30, height: 40, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 60, height: 40, channels: 3, background: '#0000ff' } })
    .composite([{ input: left, left: 0, top: 0 }])
    .withExif({
      IFD0: { Make: 'izoom-test-camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 39/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '139/1 44/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** A JPEG whose scan data is overwritten with garbage after the headers. */
export async function corruptJpeg(): Promise<Buffer> {
  const good = await detailedJpeg(400, 300);
  const bad = Buffer.from(good);
  const scan = bad.indexOf(Buffer.from([0xff, 0xda]));
  for (let i = scan + 20; i < bad.length - 2; i++) bad[i] = (i * 37) & 0xff;
  return bad;
}

/** A PNG cut off half-way. */
export async function truncatedPng(): Promise<Buffer> {
  const good = await sharp({
    create: {
      width: 300,
      height: 300,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 100, sigma: 50 },
    },
  })
    .png()
    .toBuffer();
  return good.subarray(0, Math.floor(good.length / 2));
}

/** A tiny PNG whose header claims `width` × `height` pixels: a decompression bomb by its header. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solidPng(8, 8));
  // IHDR: length(4) 'IHDR'(4) width(4) height(4) … crc(4), right after the 8-byte signature.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

export const textNamedJpg = (): Buffer => Buffer.from('This is a text file, not a picture.\n'.repeat(20));

/**
 * Six blocks, 3 × 2, each its own colour and pattern (stripes, checks, dots, diagonal bands, a gradient, wide
 * stripes), under a ring that crosses them all: any view's pixels say where in the picture it is, and a tile drawn
 * at the wrong place or size shows at once. Patterns are 16 px and wider, so JPEG tiles keep them.
 */
export const regionsJpeg = (width: number, height: number): Promise<Buffer> => {
  const w = width / 3;
  const h = height / 2;
  const block = (i: number, fill: string, pattern: string) =>
    `<rect x="${(i % 3) * w}" y="${Math.floor(i / 3) * h}" width="${w}" height="${h}" fill="${fill}"/>
     <rect x="${(i % 3) * w}" y="${Math.floor(i / 3) * h}" width="${w}" height="${h}" fill="url(#${pattern})"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <pattern id="stripes" width="16" height="16" patternUnits="userSpaceOnUse"><rect width="16" height="8" fill="#fff"/></pattern>
      <pattern id="checks" width="64" height="64" patternUnits="userSpaceOnUse">
        <rect width="32" height="32" fill="#0b3d2e"/><rect x="32" y="32" width="32" height="32" fill="#0b3d2e"/></pattern>
      <pattern id="dots" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="20" cy="20" r="10" fill="#ffd60a"/></pattern>
      <pattern id="bands" width="48" height="48" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="20" height="48" fill="#111"/></pattern>
      <linearGradient id="fade" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/>
        <stop offset="1" stop-color="#fff" stop-opacity="0.9"/></linearGradient>
      <pattern id="wide" width="48" height="48" patternUnits="userSpaceOnUse"><rect width="24" height="48" fill="#e9ecef"/></pattern>
    </defs>
    ${block(0, '#d62828', 'stripes')}${block(1, '#2a9d8f', 'checks')}${block(2, '#1d4ed8', 'dots')}
    ${block(3, '#f77f00', 'bands')}${block(4, '#7b2cbf', 'fade')}${block(5, '#495057', 'wide')}
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) * 0.4}" fill="none" stroke="#000" stroke-width="14"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 95 }).toBuffer();
};
