/**
 * The PDF of `frantic render`: each sheet's SVG drawn as vectors by svg-to-pdfkit into pdfkit, the DejaVu
 * fonts embedded; then each page's TrimBox and BleedBox set with @cantoo/pdf-lib, since pdfkit writes
 * only the MediaBox.
 */
import type { SheetPlan, Rect } from "../print/sheet.js";
import { loadPdfKit, pdfFontFor, renderPackage, withFonts } from "./render-fonts.js";

/** PostScript points in a millimetre. */
export const PT_PER_MM = 72 / 25.4;

/** A rectangle given from the page's top left in mm, as PDF wants it: in points from the bottom left. */
function pdfRect(r: Rect, pageHeight: number): [number, number, number, number] {
  return [r.x * PT_PER_MM, (pageHeight - r.y - r.height) * PT_PER_MM, r.width * PT_PER_MM, r.height * PT_PER_MM];
}

/** The PDF of `pages` (SVG documents the size of the paper), with the boxes of `plan`. */
export async function pdfOfSheets(pages: readonly string[], plan: SheetPlan, title: string, warn: (warning: string) => void): Promise<Uint8Array> {
  const PDFDocument = loadPdfKit();
  const SVGtoPDF = renderPackage<typeof import("svg-to-pdfkit")>("svg-to-pdfkit");
  const size: [number, number] = [plan.paper.width * PT_PER_MM, plan.paper.height * PT_PER_MM];
  // A fixed creation date: the same cards make the same file.
  const doc = withFonts(new PDFDocument({ autoFirstPage: false, margin: 0, info: { Title: title, Creator: "frantic render", CreationDate: new Date(0) } }));
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", () => resolve());
    doc.on("error", (e: unknown) => reject(e));
  });
  for (const svg of pages) {
    doc.addPage({ size, margin: 0 });
    SVGtoPDF(doc, svg, 0, 0, { width: size[0], height: size[1], preserveAspectRatio: "none", fontCallback: (family, bold) => pdfFontFor(family, bold), warningCallback: warn });
  }
  doc.end();
  await ended;
  return withBoxes(Buffer.concat(chunks), plan);
}

async function withBoxes(pdf: Uint8Array, plan: SheetPlan): Promise<Uint8Array> {
  const { PDFDocument } = renderPackage<typeof import("@cantoo/pdf-lib")>("@cantoo/pdf-lib");
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  for (const page of document.getPages()) {
    page.setTrimBox(...pdfRect(plan.trim, plan.paper.height));
    page.setBleedBox(...pdfRect(plan.bleed, plan.paper.height));
  }
  return document.save({ useObjectStreams: false });
}
