/** SVG to PNG for `frantic render --tts`, by @resvg/resvg-js with the shipped fonts only (no system fonts: the same image everywhere). */
import { fontFiles, renderPackage } from "./render-fonts.js";

/** The PNG of `svg`, `widthPx` pixels wide. */
export async function pngOf(svg: string, widthPx: number): Promise<Uint8Array> {
  const { Resvg } = renderPackage<typeof import("@resvg/resvg-js")>("@resvg/resvg-js");
  const resvg = new Resvg(svg, {
    font: { fontFiles: fontFiles().map((f) => f.file), loadSystemFonts: false, defaultFontFamily: "DejaVu Sans" },
    fitTo: { mode: "width", value: Math.round(widthPx) },
  });
  return resvg.render().asPng();
}
