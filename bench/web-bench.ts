/**
 * The playground's figures for `npm run bench`: what its page loads from a cold start (the built site,
 * web/dist/), and the time from a cold load to the first diagnostics, measured in headless Chromium
 * (playwright-core and Chromium from `npm run setup:e2e`) against the site served by `frantic serve`'s
 * own server. Either part says why it is missing instead (the site not built, the tools not installed).
 *
 * The times are also given against a bare page load: index.html without its scripts (the same HTML and
 * stylesheet), served the same way, in the same browser, its runs taken in turns with the playground's.
 * On a shared 2-core machine the milliseconds swing with the load; the ratio swings less. Beside them: the
 * first screen (web/page/boot.ts's mark, the card's text written before the editor is there), and the
 * bytes over the network of a cold load and of a reload (resource timing's transferSize).
 *
 * Alone: `node dist/bench/web-bench.js [runs]` prints these figures as JSON.
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { PROJECT_ROOT } from "../host/node/project-root.js";
import { serveSite, SITE_FOLDER } from "../cli/serve.js";
import { median } from "./statistics.js";

/** What a cold load of the page fetches (the engine's and the simulation's workers come later, when asked for). */
const COLD_LOAD = ["index.html", "boot.js", "playground.js", "playground.css", "lsp-worker.js", "editor.worker.js", "cards.json"];
const CHROMIUM = "/usr/bin/chromium";
const TOOLS = join(PROJECT_ROOT, "e2e", ".tools");

export interface WebBench {
  coldLoadBytes: number | null;
  files: Record<string, number>;
  /** From navigation to the first diagnostics of a typo typed as soon as the editor is there, median. */
  firstDiagnosticsMs: number | null;
  runsMs: number[];
  /** From navigation to the bare page's load event (no script), median, runs taken in turns with the above. */
  bareLoadMs?: number | null;
  bareRunsMs?: number[];
  /** firstDiagnosticsMs / bareLoadMs. */
  firstDiagnosticsRatio?: number | null;
  /** From navigation to the first screen's text written (boot.ts's mark), median. */
  firstScreenMs?: number | null;
  firstScreenRunsMs?: number[];
  /** From navigation to the card's text in the editor (Monaco's lines drawn), median: what the person waited for before the first screen. */
  editorShownMs?: number | null;
  /** Bytes over the network (headers and bodies) of a cold load and of a reload after it, the page and what it loaded. */
  coldTransferBytes?: number | null;
  reloadBytes?: number | null;
  missing?: string;
}

interface Context {
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/** The little of playwright-core used here. */
interface Page {
  goto(url: string): Promise<unknown>;
  reload(): Promise<unknown>;
  waitForFunction(fn: () => boolean, arg?: unknown, options?: { timeout: number }): Promise<unknown>;
  evaluate<T>(fn: () => T | Promise<T>): Promise<T>;
}

/** What the page holds for tests (web/page/main.ts), as these functions see it inside the page. */
interface PlaygroundWindow {
  playground?: {
    editor: { getModel(): { getValue(): string; setValue(text: string): void } };
    client: { diagnostics: Map<string, unknown[]>; ready: Promise<unknown> };
  };
}
// The functions below run inside the page: functions, not strings (the page's CSP forbids evaluating strings),
// each whole (only its own source goes there: nothing of this module's scope).
interface Browser {
  newContext(): Promise<Context>;
  close(): Promise<void>;
}

/** The bytes the document and everything it loaded took over the network (0 for what the cache gave unasked). */
function transferred(): number {
  return [...performance.getEntriesByType("navigation"), ...performance.getEntriesByType("resource")].reduce((sum, e) => sum + (e as PerformanceResourceTiming).transferSize, 0);
}

/** Starts frantic serve's server on `site` at any free port; its URL. */
async function serve(site?: string): Promise<{ server: Server; url: string }> {
  let printed = "";
  const server = await serveSite({ io: { out: (s) => void (printed += s), err: () => {}, errIsTTY: false }, exitCode: 0 }, { port: 0, host: "127.0.0.1", ...(site ? { site } : {}) });
  return { server, url: /http:\/\/127\.0\.0\.1:\d+\//.exec(printed)![0] };
}

/** A copy of the built page without its scripts (and so without the editor): the bare load to compare with. */
function barePage(): string {
  const dir = mkdtempSync(join(tmpdir(), "frantic-bare-page-"));
  writeFileSync(join(dir, "index.html"), readFileSync(join(SITE_FOLDER, "index.html"), "utf8").replace(/<script\b[^>]*>\s*<\/script>/g, ""));
  copyFileSync(join(SITE_FOLDER, "playground.css"), join(dir, "playground.css"));
  return dir;
}

export async function webBench(runs: number): Promise<WebBench> {
  if (!existsSync(join(SITE_FOLDER, "index.html"))) return { coldLoadBytes: null, files: {}, firstDiagnosticsMs: null, runsMs: [], missing: "web/dist/ is not built: npm run build:web" };
  const files = Object.fromEntries(COLD_LOAD.map((f) => [f, statSync(join(SITE_FOLDER, f)).size]));
  const coldLoadBytes = Object.values(files).reduce((a, b) => a + b, 0);
  if (!existsSync(CHROMIUM) || !existsSync(join(TOOLS, "node_modules", "playwright-core"))) return { coldLoadBytes, files, firstDiagnosticsMs: null, runsMs: [], missing: "Chromium or playwright-core is not installed: npm run setup:e2e" };
  const { chromium } = createRequire(join(TOOLS, "package.json"))("playwright-core") as { chromium: { launch(o: object): Promise<Browser> } };
  const bareDir = barePage();
  const site = await serve();
  const bare = await serve(bareDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
  const runsMs: number[] = [];
  const bareRunsMs: number[] = [];
  const firstScreenRunsMs: number[] = [];
  const editorRunsMs: number[] = [];
  let coldTransferBytes: number | null = null;
  let reloadBytes: number | null = null;
  try {
    for (let i = 0; i < runs; i++) {
      // A context of its own each time: nothing cached, nothing stored. The bare page first, then the playground.
      const bareContext = await browser.newContext();
      const bareTab = await bareContext.newPage();
      const b0 = performance.now();
      await bareTab.goto(bare.url);
      bareRunsMs.push(Math.round(performance.now() - b0));
      await bareContext.close();

      const context = await browser.newContext();
      const tab = await context.newPage();
      const t0 = performance.now();
      await tab.goto(site.url);
      await tab.waitForFunction(() => /lucky-draw/.test(document.querySelector(".monaco-editor .view-lines")?.textContent ?? ""), undefined, { timeout: 60_000 });
      editorRunsMs.push(Math.round(performance.now() - t0));
      await tab.waitForFunction(() => (globalThis as unknown as PlaygroundWindow).playground !== undefined, undefined, { timeout: 60_000 });
      await tab.evaluate(() => {
        const m = (globalThis as unknown as PlaygroundWindow).playground!.editor.getModel();
        m.setValue(m.getValue().replace("victim draws 2", "victim drwas 2"));
      });
      await tab.waitForFunction(() => [...(globalThis as unknown as PlaygroundWindow).playground!.client.diagnostics.values()].some((d) => d.length > 0), undefined, { timeout: 60_000 });
      runsMs.push(Math.round(performance.now() - t0));
      const mark = await tab.evaluate(() => performance.getEntriesByName("frantic:first-screen")[0]?.startTime ?? null);
      if (mark !== null) firstScreenRunsMs.push(Math.round(mark));
      if (i === 0) {
        // The bytes of this cold load, then of a reload in the same context (its cache warm): once the
        // editor's font has come and a moment more (a file still coming at the reload is fetched again).
        await tab.evaluate(async () => {
          await (globalThis as unknown as PlaygroundWindow).playground!.client.ready;
          await document.fonts.ready;
          await new Promise((resolve) => setTimeout(resolve, 500));
        });
        coldTransferBytes = await tab.evaluate(transferred);
        await tab.reload();
        await tab.waitForFunction(() => (globalThis as unknown as PlaygroundWindow).playground !== undefined, undefined, { timeout: 60_000 });
        await tab.evaluate(() => (globalThis as unknown as PlaygroundWindow).playground!.client.ready);
        reloadBytes = await tab.evaluate(transferred);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    site.server.close();
    bare.server.close();
    rmSync(bareDir, { recursive: true, force: true });
  }
  const firstDiagnosticsMs = median(runsMs);
  const bareLoadMs = median(bareRunsMs);
  return {
    coldLoadBytes,
    files,
    firstDiagnosticsMs,
    runsMs,
    bareLoadMs,
    bareRunsMs,
    firstDiagnosticsRatio: bareLoadMs > 0 ? Math.round((firstDiagnosticsMs / bareLoadMs) * 10) / 10 : null,
    firstScreenMs: firstScreenRunsMs.length > 0 ? median(firstScreenRunsMs) : null,
    firstScreenRunsMs,
    editorShownMs: median(editorRunsMs),
    coldTransferBytes,
    reloadBytes,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const runs = Number(process.argv[2] ?? 5);
  console.log(JSON.stringify(await webBench(Number.isInteger(runs) && runs > 0 ? runs : 5), null, 2));
}
