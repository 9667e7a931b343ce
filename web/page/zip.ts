/**
 * Zip files of card files, for export and import: written with each file deflated (the browser's
 * CompressionStream), read when stored or deflated. Only what a zip of YAML files needs: no folders, no
 * ZIP64, no encryption. A zip to import is untrusted: its entries and sizes are bounded before inflating.
 */
import { through } from "./streams.js";

/** At most this many entries, and this many bytes in all once inflated. */
export const MAX_ZIP_ENTRIES = 500;
export const MAX_ZIP_BYTES = 16 * 1024 * 1024;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A zip of the files (name -> text), each deflated. */
export async function zipFiles(files: Record<string, string>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = new TextEncoder().encode(text);
    const packed = await through(data, new CompressionStream("deflate-raw"));
    const nameBytes = new TextEncoder().encode(name);
    const crc = crc32(data);
    const local = new DataView(new ArrayBuffer(30));
    // Local file header: signature, version 2.0, flags (bit 11: UTF-8 names), deflate, no time, CRC, sizes, name length.
    [[0, 0x04034b50, 4], [4, 20, 2], [6, 0x0800, 2], [8, 8, 2], [14, crc, 4], [18, packed.length, 4], [22, data.length, 4], [26, nameBytes.length, 2]].forEach(([at, v, n]) => (n === 4 ? local.setUint32(at!, v!, true) : local.setUint16(at!, v!, true)));
    const entry = new DataView(new ArrayBuffer(46));
    [[0, 0x02014b50, 4], [4, 20, 2], [6, 20, 2], [8, 0x0800, 2], [10, 8, 2], [16, crc, 4], [20, packed.length, 4], [24, data.length, 4], [28, nameBytes.length, 2], [42, offset, 4]].forEach(([at, v, n]) => (n === 4 ? entry.setUint32(at!, v!, true) : entry.setUint16(at!, v!, true)));
    parts.push(new Uint8Array(local.buffer), nameBytes, packed);
    central.push(new Uint8Array(entry.buffer), nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const centralSize = central.reduce((n, p) => n + p.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  const count = Object.keys(files).length;
  [[0, 0x06054b50, 4], [8, count, 2], [10, count, 2], [12, centralSize, 4], [16, offset, 4]].forEach(([at, v, n]) => (n === 4 ? end.setUint32(at!, v!, true) : end.setUint16(at!, v!, true)));
  const all = [...parts, ...central, new Uint8Array(end.buffer)];
  const out = new Uint8Array(all.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of all) (out.set(p, at), (at += p.length));
  return out;
}

/** The files of a zip (name -> text), by its central directory; an error saying why when it cannot be read. */
export async function unzipFiles(zip: Uint8Array): Promise<Record<string, string>> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  // The end of central directory record: within the last 22 + 65,535 bytes (its comment).
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) if (view.getUint32(i, true) === 0x06054b50) (end = i), (i = -1);
  if (end < 0) throw new Error("not a zip file");
  const count = view.getUint16(end + 10, true);
  if (count > MAX_ZIP_ENTRIES) throw new Error(`${count} entries, more than the ${MAX_ZIP_ENTRIES} a card zip may hold`);
  let at = view.getUint32(end + 16, true);
  const files: Record<string, string> = {};
  let total = 0;
  const decoder = new TextDecoder("utf-8", { fatal: true });
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || view.getUint32(at, true) !== 0x02014b50) throw new Error("its directory is broken");
    const method = view.getUint16(at + 10, true);
    const packedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = decoder.decode(zip.subarray(at + 46, at + 46 + nameLength));
    at += 46 + skip;
    if (name.endsWith("/")) continue;
    if ((total += size) > MAX_ZIP_BYTES) throw new Error(`its files hold more than ${MAX_ZIP_BYTES / 1024 / 1024} MB`);
    if (local + 30 > zip.length || view.getUint32(local, true) !== 0x04034b50) throw new Error(`the entry ${name} is broken`);
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const packed = zip.subarray(start, start + packedSize);
    if (packed.length !== packedSize) throw new Error(`the entry ${name} is cut short`);
    const data = method === 0 ? packed : method === 8 ? await through(packed, new DecompressionStream("deflate-raw"), size, `an entry inflates past ${size} bytes`) : undefined;
    if (!data) throw new Error(`the entry ${name} is compressed in a way this page does not read (method ${method})`);
    files[name] = decoder.decode(data);
  }
  return files;
}
