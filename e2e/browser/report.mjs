/**
 * The publisher's report in a browser: the fixture's report (test/fixtures/report/base.report.json) laid
 * out by the built renderer (dist/report/report-html.js) into a temporary file, opened by headless Chromium
 * from disk. Every chart must be drawn (an SVG with paths and a size), and the page must request nothing:
 * every request the page makes is watched, and any but the page's own fails the step, as does a console
 * error (a Content-Security-Policy refusal is one). So must a report made now by the built CLI, with two table
 * sizes, every event, stand-ins, a pair and a long house-card path. Each page is laid out at 1,400 px (a desktop) and 390 px (a
 * phone): the page never scrolls sideways, at 1,400 px no table does either (at 390 px a table scrolls in
 * its own box), and no two texts of a chart overlap. The screenshots go to docs/images/report.png and
 * report-phone.png.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { CHROMIUM, IMAGES, ROOT, playwright } from "../lib/paths.mjs";

export const REPORT_STEP = "the publisher's report: every chart drawn, no request leaving the page, laid out at 1,400 and 390 px without overlaps";
const FIXTURE = join(ROOT, "test", "fixtures", "report", "base.report.json");
/** The built renderer's chart count (loaded with it in writeReportPage). @type {(report: unknown) => number} */
let reportCharts = () => 0;

/** Writes the fixture's report page into `dir` with the built renderer; returns its path and chart count. */
export async function writeReportPage(/** @type {string} */ dir) {
  const { renderReportHtml, reportChartCount } = await import(pathToFileURL(join(ROOT, "dist", "report", "report-html.js")).href);
  reportCharts = reportChartCount;
  const report = JSON.parse(readFileSync(FIXTURE, "utf8"));
  const file = join(dir, "report.html");
  writeFileSync(file, renderReportHtml(report));
  return { file, charts: /** @type {number} */ (reportChartCount(report)) };
}

/**
 * @param {string} dir a temporary folder
 * @param {{ screenshots: boolean }} options
 */
export async function checkReportPage(dir, options) {
  const { file, charts } = await writeReportPage(dir);
  await checkPage(file, charts, options);
  const fresh = writeFreshReport(dir);
  await checkPage(fresh.file, fresh.charts, { screenshots: false });
}

/**
 * A report made now by the built CLI, with what the fixture lacks: a house card file's long path in the
 * title and the run, two table sizes with every event's row, cards against their stand-ins and a pair.
 * @param {string} dir
 */
function writeFreshReport(dir) {
  const file = join(dir, "fresh.html");
  const json = join(dir, "fresh.json");
  const args = ["report", "--with", "test/fixtures/designed/strengths.cards.yaml", "--cards", "blank,events", "--pairs", "clear-out+anchor", "--games", "20", "--players", "2-3", "--seed", "4", "--workers", "1", "-o", file, "--json", json];
  const run = spawnSync(process.execPath, [join(ROOT, "dist", "cli", "main.js"), ...args], { cwd: ROOT, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`frantic ${args.join(" ")} exited ${run.status}: ${run.stderr}`);
  return { file, charts: reportCharts(JSON.parse(readFileSync(json, "utf8"))) };
}

/**
 * Opens a report page from disk and fails unless it draws `charts` charts and requests nothing.
 * @param {string} file @param {number} charts @param {{ screenshots: boolean }} options
 */
export async function checkPage(file, charts, options) {
  const url = pathToFileURL(file).href;
  const browser = await playwright().chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    /** @type {string[]} */
    const requests = [];
    /** @type {string[]} */
    const errors = [];
    page.on("request", (/** @type {any} */ r) => {
      if (r.url() !== url) requests.push(r.url());
    });
    page.on("console", (/** @type {any} */ m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("pageerror", (/** @type {Error} */ e) => errors.push(e.message));
    await page.goto(url, { waitUntil: "load" });
    const drawn = await page.evaluate(() =>
      [...document.querySelectorAll("figure.chart > svg")].map((svg) => {
        const box = svg.getBoundingClientRect();
        return { paths: svg.querySelectorAll("path").length, texts: svg.querySelectorAll("text").length, width: box.width, height: box.height };
      }),
    );
    const scripts = await page.evaluate(() => document.querySelectorAll("script").length);
    if (drawn.length !== charts) throw new Error(`${drawn.length} charts on the page; the report has ${charts}`);
    const empty = drawn.map((d, i) => ({ ...d, i })).filter((d) => d.paths === 0 || d.texts === 0 || d.width < 100 || d.height < 100);
    if (empty.length > 0) throw new Error(`charts not drawn: ${JSON.stringify(empty)}`);
    if (scripts > 0) throw new Error(`the page holds ${scripts} script elements`);
    if (requests.length > 0) throw new Error(`the page requested ${requests.join(", ")}`);
    if (errors.length > 0) throw new Error(`the page logged errors: ${errors.join("; ")}`);
    for (const width of [1400, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const fault = layoutFault(await page.evaluate(measureLayout), width);
      if (fault) throw new Error(`at ${width} px: ${fault}`);
    }
    if (options.screenshots) {
      mkdirSync(IMAGES, { recursive: true });
      await page.setViewportSize({ width: 1400, height: 900 });
      const top = await page.evaluate(() => /** @type {HTMLElement} */ (document.querySelector("#shape")).getBoundingClientRect().top + window.scrollY);
      await page.screenshot({ path: join(IMAGES, "report.png"), fullPage: true, clip: { x: 0, y: top - 8, width: 1400, height: 1000 } });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: join(IMAGES, "report-phone.png") });
    }
  } finally {
    await browser.close().catch(() => {});
  }
}

/** What the layout check reads in the page: its width, tables wider than their box, and overlapping texts in each chart. */
function measureLayout() {
  /** @type {{ page: number, view: number, tables: string[], overlaps: string[] }} */
  const out = { page: document.documentElement.scrollWidth, view: window.innerWidth, tables: [], overlaps: [] };
  for (const box of document.querySelectorAll(".wide")) {
    if (box.scrollWidth > box.clientWidth + 1) out.tables.push(`a table in #${box.closest("section")?.id} is ${box.scrollWidth} px wide in ${box.clientWidth} px`);
  }
  document.querySelectorAll("figure.chart > svg").forEach((svg, i) => {
    const texts = [...svg.querySelectorAll("text")].map((t) => ({ text: t.textContent ?? "", box: t.getBoundingClientRect() })).filter((t) => t.box.width > 0 && t.text.trim() !== "");
    for (let a = 0; a < texts.length; a++) {
      for (let b = a + 1; b < texts.length; b++) {
        const [p, q] = [texts[a].box, texts[b].box];
        const x = Math.min(p.right, q.right) - Math.max(p.left, q.left);
        const y = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
        if (x > 1 && y > 1) out.overlaps.push(`chart ${i + 1} in #${svg.closest("section")?.id}: '${texts[a].text}' over '${texts[b].text}'`);
      }
    }
  });
  return out;
}

/**
 * What is wrong with a layout at a width, or undefined: the page scrolls sideways, a table does at a
 * desktop's width, or texts of a chart overlap.
 * @param {{ page: number, view: number, tables: string[], overlaps: string[] }} m @param {number} width
 */
function layoutFault(m, width) {
  if (m.page > m.view + 1) return `the page is ${m.page} px wide`;
  if (width >= 1400 && m.tables.length > 0) return m.tables.join("; ");
  if (m.overlaps.length > 0) return `${m.overlaps.length} overlapping texts: ${m.overlaps.slice(0, 5).join("; ")}`;
  return undefined;
}
