/** The part of svg-to-pdfkit (which ships no types) that cli/render-pdf.ts uses. */
declare module "svg-to-pdfkit" {
  interface SvgToPdfOptions {
    width?: number;
    height?: number;
    preserveAspectRatio?: string;
    assumePt?: boolean;
    fontCallback?: (family: string, bold: boolean, italic: boolean, options: { fauxItalic: boolean; fauxBold: boolean }) => string;
    warningCallback?: (warning: string) => void;
  }
  function SVGtoPDF(doc: PDFKit.PDFDocument, svg: string, x: number, y: number, options?: SvgToPdfOptions): void;
  export = SVGtoPDF;
}
