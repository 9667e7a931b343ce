/** What the render tests read off drawings: the inked columns of a raster, and the crop marks of a sheet. */
import type { Raster } from "../../cli/render-png.js";

/** The columns from the first inked pixel to the last (dark on the white ground); last < first when nothing is inked. */
export function inkedColumns(r: Raster): { first: number; last: number } {
  let first = r.width;
  let last = -1;
  for (let y = 0; y < r.height; y++) {
    for (let x = 0; x < r.width; x++) {
      const i = (y * r.width + x) * 4;
      if (r.pixels[i + 3]! > 0 && r.pixels[i]! < 128) {
        first = Math.min(first, x);
        last = Math.max(last, x);
      }
    }
  }
  return { first, last };
}

/** A crop mark: a line of a sheet's SVG. */
export interface Mark {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  stroke: string;
}

export function marksOf(svg: string): Mark[] {
  return [...svg.matchAll(/<line x1="([\d.-]+)" y1="([\d.-]+)" x2="([\d.-]+)" y2="([\d.-]+)" stroke="(#[0-9a-f]{6})"/g)].map((m) => ({ x1: Number(m[1]), y1: Number(m[2]), x2: Number(m[3]), y2: Number(m[4]), stroke: m[5]! }));
}
