/**
 * SVG to PNG for `frantic render` (Tabletop Simulator sheets, --png), by @resvg/resvg-js with the shipped
 * font files loaded explicitly and no system fonts: the same image everywhere, set in the very faces the
 * text was measured in (print/fonts.ts svgFontFamily names them as resvg knows them).
 */
import type { RenderedImage } from "@resvg/resvg-js";
import { fontFiles, renderPackage } from "./render-fonts.js";

/** Pixels across: `width` alone scales the drawing to that width; left out, the SVG's own size in pixels. */
export interface PngSize {
  width?: number;
}

export interface Raster {
  width: number;
  height: number;
  /** RGBA, row by row. */
  pixels: Uint8Array;
}

function rendered(svg: string, size: PngSize): RenderedImage {
  const { Resvg } = renderPackage<typeof import("@resvg/resvg-js")>("@resvg/resvg-js");
  const resvg = new Resvg(svg, {
    font: { fontFiles: fontFiles().map((f) => f.file), loadSystemFonts: false, defaultFontFamily: "DejaVu Sans" },
    ...(size.width !== undefined ? { fitTo: { mode: "width" as const, value: Math.round(size.width) } } : {}),
  });
  return resvg.render();
}

/** The PNG of `svg`. */
export function pngOf(svg: string, size: PngSize = {}): Uint8Array {
  return rendered(svg, size).asPng();
}

/** The pixels of `svg` (for tests that look at what was drawn). */
export function rasterOf(svg: string, size: PngSize = {}): Raster {
  const image = rendered(svg, size);
  return { width: image.width, height: image.height, pixels: new Uint8Array(image.pixels) };
}
