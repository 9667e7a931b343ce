/** The part of fontkit (pdfkit's font reader, which ships no types) that cli/render-outlines.ts uses. */
declare module "fontkit" {
  interface PathCommand {
    command: "moveTo" | "lineTo" | "quadraticCurveTo" | "bezierCurveTo" | "closePath";
    args: number[];
  }
  interface Path {
    commands: PathCommand[];
  }
  interface Glyph {
    path: Path;
  }
  interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
  }
  interface Font {
    unitsPerEm: number;
    underlinePosition: number;
    underlineThickness: number;
    layout(text: string): GlyphRun;
  }
  export function openSync(file: string): Font;
}
