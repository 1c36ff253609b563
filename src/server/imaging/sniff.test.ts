import { describe, expect, it } from 'vitest';
import { sniffArchive, sniffPicture } from './sniff';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniffing by content', () => {
  it('knows the six picture formats by their first bytes', () => {
    expect(sniffPicture(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffPicture(bytes([0x89], 'PNG\r\n', [0x1a, 0x0a]))).toBe('png');
    expect(sniffPicture(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
    expect(sniffPicture(bytes('GIF89a'))).toBe('gif');
    expect(sniffPicture(bytes('II*', [0]))).toBe('tiff');
    expect(sniffPicture(bytes('MM', [0], '*'))).toBe('tiff');
    expect(sniffPicture(bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf'))).toBe('avif');
    // A brand only among the compatible ones counts too; HEIC does not.
    expect(sniffPicture(bytes([0, 0, 0, 0x18], 'ftypmif1', [0, 0, 0, 0], 'avif'))).toBe('avif');
    expect(sniffPicture(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1'))).toBeNull();
  });

  it('refuses what only looks like a picture by name', () => {
    expect(sniffPicture(bytes('This is text'))).toBeNull();
    expect(sniffPicture(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffPicture(new Uint8Array())).toBeNull();
  });

  it('knows archives, so nested ones are refused whatever their name', () => {
    expect(sniffArchive(bytes('PK', [3, 4]))).toBe('zip');
    expect(sniffArchive(bytes([0x1f, 0x8b, 8]))).toBe('gzip');
    expect(sniffArchive(bytes('Rar!', [0x1a]))).toBe('rar');
    expect(sniffArchive(bytes([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]))).toBe('7z');
    expect(sniffArchive(Buffer.concat([Buffer.alloc(257), Buffer.from('ustar')]))).toBe('tar');
    expect(sniffArchive(bytes([0xff, 0xd8, 0xff]))).toBeNull();
  });
});
