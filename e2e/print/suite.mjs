/**
 * The print suite: the built CLI (dist/cli/bin.cjs, as `npm run build` leaves it) renders every card of every
 * set to a PDF; poppler's pdftotext must find each card's name in it (text a reader can search and copy,
 * not outlines), pdfinfo the page count and boxes the command promised, and pdftoppm rasterises the first
 * sheet of the base game, which becomes docs/images/render-sheet.png (the README shows it).
 */
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FRANTIC_BIN, IMAGES } from "../lib/paths.mjs";
import { run } from "../lib/proc.mjs";

const SUITE = "print";

/**
 * @param {import("../lib/checks.mjs").Checks} checks
 * @param {{ keep: boolean, screenshots: boolean }} options
 */
export async function runPrintSuite(checks, options) {
  const tmp = mkdtempSync(join(tmpdir(), "frantic-e2e-print-"));
  const frantic = (/** @type {string[]} */ ...args) => run(process.execPath, [FRANTIC_BIN, ...args], { cwd: tmp, timeoutMs: 240_000 });
  /** @param {string} name @param {() => Promise<void>} fn */
  const step = (name, fn) => checks.step(SUITE, name, fn, { timeoutMs: 300_000 });
  try {
    await step("every card's name is text in the PDF of every set", async () => {
      const cards = /** @type {Array<{ name: string, kind: string }>} */ (JSON.parse((await frantic("cards", "--sets", "all", "--json")).stdout));
      const wrote = (await frantic("render", "--sets", "all", "-o", "all.pdf")).stdout;
      const pages = Number(/on (\d+) pages/.exec(wrote)?.[1]);
      const info = (await run("pdfinfo", [join(tmp, "all.pdf")])).stdout;
      if (Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]) !== pages) throw new Error(`frantic said ${pages} pages, pdfinfo says:\n${info}`);
      // pdftotext breaks lines where the PDF does: a long name wrapped on its card is joined again.
      const text = (await run("pdftotext", [join(tmp, "all.pdf"), "-"])).stdout.replace(/\s+/g, " ");
      const missing = [...new Set(cards.map((c) => c.name))].filter((name) => !text.includes(name.replace(/\s+/g, " ")));
      if (missing.length > 0) throw new Error(`not found by pdftotext: ${missing.join(", ")}`);
    });

    await step("the PDF's TrimBox and BleedBox, as poppler reads them", async () => {
      await frantic("render", "gift", "-o", "gift.pdf");
      const boxes = (await run("pdfinfo", ["-box", join(tmp, "gift.pdf")])).stdout;
      const box = (/** @type {string} */ name) => (new RegExp(`^${name}:\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)`, "m").exec(boxes) ?? []).slice(1).map(Number);
      const mm = (/** @type {number} */ pt) => (pt * 25.4) / 72;
      const [tx0, ty0, tx1, ty1] = box("TrimBox");
      const [bx0, , bx1] = box("BleedBox");
      const near = (/** @type {number} */ a, /** @type {number} */ b) => Math.abs(a - b) < 0.05;
      if (!near(mm(tx1 - tx0), 189) || !near(mm(ty1 - ty0), 264) || !near(mm(tx0 - bx0), 3) || !near(mm(bx1 - tx1), 3)) throw new Error(`unexpected boxes:\n${boxes}`);
    });

    await step("a sheet rasterised by pdftoppm (docs/images/render-sheet.png)", async () => {
      // One of each: a sheet that shows the kinds of card, not 11 Fantastics.
      await frantic("render", "--sets", "base,supercharge,rules-deck", "--one-each", "gift", "fantastic-four", "fuck-you", "all-draw-one", "tornado", "light-packs", "-o", "sheet.pdf");
      await run("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile", join(tmp, "sheet.pdf"), join(tmp, "sheet")]);
      if (options.screenshots) copyFileSync(join(tmp, "sheet.png"), join(IMAGES, "render-sheet.png"));
    });
  } finally {
    if (!options.keep) rmSync(tmp, { recursive: true, force: true });
  }
}
