/**
 * A PNG's or JPEG's type and size in pixels, read from its header, or undefined for anything else: the
 * pictures `frantic render` draws are only these two, which pdfkit, resvg and browsers all read.
 */
export interface ImageSize {
  type: "image/png" | "image/jpeg";
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function u16(b: Uint8Array, at: number): number {
  return (b[at]! << 8) | b[at + 1]!;
}

function u32(b: Uint8Array, at: number): number {
  return ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
}

export function imageSize(b: Uint8Array): ImageSize | undefined {
  if (b.length >= 24 && PNG_SIGNATURE.every((v, i) => b[i] === v) && String.fromCharCode(...b.subarray(12, 16)) === "IHDR") {
    return { type: "image/png", width: u32(b, 16), height: u32(b, 20) };
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) return jpegSize(b);
  return undefined;
}

/** The size in a JPEG's first start-of-frame segment (SOF0 to SOF15 but DHT, JPG and DAC). */
function jpegSize(b: Uint8Array): ImageSize | undefined {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1]!;
    // Fill bytes, and markers without a length.
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = u16(b, at + 2);
    if (length < 2) return undefined;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (at + 9 > b.length) return undefined;
      return { type: "image/jpeg", height: u16(b, at + 5), width: u16(b, at + 7) };
    }
    at += 2 + length;
  }
  return undefined;
}
