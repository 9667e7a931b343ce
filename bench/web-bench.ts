/**
 * The playground's figures for `npm run bench`: what its page loads from a cold start (the built site,
 * web/dist/), and the time from a cold load to the first diagnostics, measured in headless Chromium
 * (playwright-core and Chromium from `npm run setup:e2e`) against the site served by `frantic serve`'s
 * own server. Either part says why it is missing instead (the site not built, the tools not installed).
 */
import { existsSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
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
  missing?: string;
}

/** The little of playwright-core used here. */
interface Page {
  goto(url: string): Promise<unknown>;
  waitForFunction(fn: () => boolean, arg?: unknown, options?: { timeout: number }): Promise<unknown>;
  evaluate(fn: () => void): Promise<unknown>;
}

/** What the page holds for tests (web/page/main.ts), as these functions see it inside the page. */
interface PlaygroundWindow {
  playground?: {
    editor: { getModel(): { getValue(): string; setValue(text: string): void } };
    client: { diagnostics: Map<string, unknown[]> };
  };
}
// The functions below run inside the page: functions, not strings (the page's CSP forbids evaluating strings).
interface Browser {
  newContext(): Promise<{ newPage(): Promise<Page>; close(): Promise<void> }>;
  close(): Promise<void>;
}

export async function webBench(runs: number): Promise<WebBench> {
  if (!existsSync(join(SITE_FOLDER, "index.html"))) return { coldLoadBytes: null, files: {}, firstDiagnosticsMs: null, runsMs: [], missing: "web/dist/ is not built: npm run build:web" };
  const files = Object.fromEntries(COLD_LOAD.map((f) => [f, statSync(join(SITE_FOLDER, f)).size]));
  const coldLoadBytes = Object.values(files).reduce((a, b) => a + b, 0);
  if (!existsSync(CHROMIUM) || !existsSync(join(TOOLS, "node_modules", "playwright-core"))) return { coldLoadBytes, files, firstDiagnosticsMs: null, runsMs: [], missing: "Chromium or playwright-core is not installed: npm run setup:e2e" };
  const { chromium } = createRequire(join(TOOLS, "package.json"))("playwright-core") as { chromium: { launch(o: object): Promise<Browser> } };
  let printed = "";
  const server = await serveSite({ io: { out: (s) => void (printed += s), err: () => {}, errIsTTY: false }, exitCode: 0 }, { port: 0, host: "127.0.0.1" });
  const url = /http:\/\/127\.0\.0\.1:\d+\//.exec(printed)![0];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
  const runsMs: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      // A context of its own each time: nothing cached, nothing stored.
      const context = await browser.newContext();
      const tab = await context.newPage();
      const t0 = performance.now();
      await tab.goto(url);
      await tab.waitForFunction(() => (globalThis as unknown as PlaygroundWindow).playground !== undefined, undefined, { timeout: 60_000 });
      await tab.evaluate(() => {
        const m = (globalThis as unknown as PlaygroundWindow).playground!.editor.getModel();
        m.setValue(m.getValue().replace("victim draws 2", "victim drwas 2"));
      });
      await tab.waitForFunction(() => [...(globalThis as unknown as PlaygroundWindow).playground!.client.diagnostics.values()].some((d) => d.length > 0), undefined, { timeout: 60_000 });
      runsMs.push(Math.round(performance.now() - t0));
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return { coldLoadBytes, files, firstDiagnosticsMs: median(runsMs), runsMs };
}
