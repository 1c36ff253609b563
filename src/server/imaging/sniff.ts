/** What a file is, by its first bytes — never by its name. */

export type PictureFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'tiff' | 'gif';
export type ArchiveFormat = 'zip' | 'gzip' | 'rar' | '7z' | 'bzip2' | 'xz' | 'tar';

/** How many leading bytes the sniffers need. */
export const SNIFF_BYTES = 512;

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0): boolean =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** ISO-BMFF `ftyp` box whose major or compatible brands include avif/avis. */
function isAvif(head: Uint8Array): boolean {
  if (!startsWith(head, ascii('ftyp'), 4)) return false;
  const boxSize = ((head[0] << 24) | (head[1] << 16) | (head[2] << 8) | head[3]) >>> 0;
  const end = Math.min(boxSize, head.length);
  const brands = new Set<string>();
  for (let at = 8; at + 4 <= end; at += at === 8 ? 8 : 4) {
    brands.add(String.fromCharCode(head[at], head[at + 1], head[at + 2], head[at + 3]));
  }
  return brands.has('avif') || brands.has('avis');
}

export function sniffPicture(head: Uint8Array): PictureFormat | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'gif';
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (isAvif(head)) return 'avif';
  return null;
}

export function sniffArchive(head: Uint8Array): ArchiveFormat | null {
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (startsWith(head, [0x1f, 0x8b])) return 'gzip';
  if (startsWith(head, ascii('Rar!'))) return 'rar';
  if (startsWith(head, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return '7z';
  if (startsWith(head, ascii('BZh'))) return 'bzip2';
  if (startsWith(head, [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00])) return 'xz';
  if (startsWith(head, ascii('ustar'), 257)) return 'tar';
  return null;
}

export const MIME: Record<PictureFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  tiff: 'image/tiff',
  gif: 'image/gif',
};
