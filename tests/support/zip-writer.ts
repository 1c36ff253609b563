/** A tiny zip writer (plain zip, no zip64) for crafting good and malicious archives in tests. */
import { writeFile } from 'node:fs/promises';
import zlib from 'node:zlib';

export interface ZipEntrySpec {
  name: string;
  data?: Buffer;
  method?: 'store' | 'deflate';
  symlink?: boolean;
  /** Sets general purpose bit 0; `data` is written as-is as the "encrypted" payload. */
  encrypted?: boolean;
  directory?: boolean;
  /** Lie about the uncompressed size in both headers. */
  declaredSize?: number;
}

const DOS_DATE = ((2024 - 1980) << 9) | (1 << 5) | 1;
const UTF8_NAMES = 0x800;

/** Little-endian fields of 2 or 4 bytes, concatenated. */
function fields(...values: [size: 2 | 4, value: number][]): Buffer {
  const out = Buffer.alloc(values.reduce((total, [size]) => total + size, 0));
  let at = 0;
  for (const [size, value] of values) {
    if (size === 2) out.writeUInt16LE(value, at);
    else out.writeUInt32LE(value >>> 0, at);
    at += size;
  }
  return out;
}

function externalAttributes(spec: ZipEntrySpec): number {
  if (spec.symlink) return (0o120777 << 16) >>> 0;
  if (spec.directory) return 0x10; // MS-DOS directory bit
  return 0;
}

export function buildZip(entries: ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const spec of entries) {
    const name = Buffer.from(spec.directory && !spec.name.endsWith('/') ? `${spec.name}/` : spec.name, 'utf8');
    const raw = spec.data ?? Buffer.alloc(0);
    const method = spec.method === 'deflate' ? 8 : 0;
    const payload = method === 8 && !spec.encrypted ? zlib.deflateRawSync(raw) : raw;
    // ZipCrypto prefixes stored data with a 12-byte header; yauzl checks stored sizes with that in mind.
    const size = spec.declaredSize ?? (spec.encrypted && method === 0 ? Math.max(0, raw.length - 12) : raw.length);
    const flags = UTF8_NAMES | (spec.encrypted ? 1 : 0);
    // version needed, flags, method, time, date, crc, sizes, name length, extra length: same in both headers
    const common = fields(
      [2, 20],
      [2, flags],
      [2, method],
      [2, 0],
      [2, DOS_DATE],
      [4, zlib.crc32(raw)],
      [4, payload.length],
      [4, size],
      [2, name.length],
      [2, 0],
    );
    const local = Buffer.concat([fields([4, 0x04034b50]), common, name, payload]);
    const versionMadeBy = spec.symlink ? (3 << 8) | 20 : 20;
    const central = Buffer.concat([
      fields([4, 0x02014b50], [2, versionMadeBy]),
      common,
      // comment length, disk number, internal attributes, external attributes, local header offset
      fields([2, 0], [2, 0], [2, 0], [4, externalAttributes(spec)], [4, offset]),
      name,
    ]);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  // signature, disk numbers, entry counts (this disk, total), directory size and offset, comment length
  const n = entries.length;
  const end = fields([4, 0x06054b50], [2, 0], [2, 0], [2, n], [2, n], [4, directory.length], [4, offset], [2, 0]);
  return Buffer.concat([...locals, directory, end]);
}

export async function writeZip(path: string, entries: ZipEntrySpec[]): Promise<void> {
  await writeFile(path, buildZip(entries));
}
