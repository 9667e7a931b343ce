/**
 * The browser suite: headless Chromium loads the browser build of the core (npm run build:web, web/dist/)
 * in a Web Worker, from a page served on 127.0.0.1, and must give exactly what Node gives: the diagnostics
 * `frantic check --json` prints for a card with a typo, and the results and logs of seeded games of the
 * base game and of every set (compared with the same runtime run in Node on the same cards and seeds).
 * And the publisher's report, opened from disk (report.mjs): every chart drawn, no request leaving it;
 * and the playground served by `frantic serve` (playground.mjs).
 */
import { readFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { dirname, extname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { CHROMIUM, FRANTIC_BIN, ROOT, playwright } from "../lib/paths.mjs";
import { TYPO_CARD } from "../lib/fixtures.mjs";
import { freePort, run } from "../lib/proc.mjs";
import { PLAYGROUND_STEPS, runPlaygroundSteps } from "./playground.mjs";
import { REPORT_STEP, checkReportPage } from "./report.mjs";

const SUITE = "browser";
const WEB = join(ROOT, "web", "dist");
const PAGE = join(dirname(fileURLToPath(import.meta.url)), "index.html");
/** @type {Record<string, string>} */
const TYPES = { ".html": "text/html", ".js": "text/javascript", ".json": "application/json" };

/** A few seeded games: table sizes 2 to 5, the bots in both orders. */
const GAMES = [1, 2, 3, 4].map((seed, i) => ({ seed, players: 2 + i, bots: i % 2 === 0 ? ["random", "greedy"] : ["greedy", "random"] }));

/** Serves the page and web/dist/ (the bundle and the cards as data) on loopback. */
async function serve() {
  const port = await freePort();
  const server = createServer((req, res) => {
    const name = new URL(req.url ?? "/", "http://x").pathname.replace(/^\/+/, "") || "index.html";
    const file = name === "index.html" ? PAGE : join(WEB, name);
    if (name.includes("..") || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" }).end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(undefined)));
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve(undefined))) };
}

/**
 * The first place two JSON values differ, as a path and both sides (short).
 * @param {any} a @param {any} b @param {string} [path]
 * @returns {string | undefined}
 */
function firstDifference(a, b, path = "$") {
  if (JSON.stringify(a) === JSON.stringify(b)) return undefined;
  if (a && b && typeof a === "object" && typeof b === "object") {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const d = firstDifference(a[key], b[key], `${path}.${key}`);
      if (d) return d;
    }
  }
  return `${path}: node ${JSON.stringify(a)?.slice(0, 200)}, browser ${JSON.stringify(b)?.slice(0, 200)}`;
}

/** @param {unknown} node @param {unknown} browser @param {string} what */
function same(node, browser, what) {
  const d = firstDifference(JSON.parse(JSON.stringify(node)), JSON.parse(JSON.stringify(browser)));
  if (d) throw new Error(`${what} differ at ${d}`);
}

/**
 * @param {import("../lib/checks.mjs").Checks} checks
 * @param {{ keep: boolean, screenshots: boolean, only?: RegExp }} options --only REGEXP runs the report's
 * step alone when it matches its name, the playground's when it matches "playground", and the core's
 * steps alone when it matches neither
 */
export async function runBrowserSuite(checks, options) {
  const tmp = mkdtempSync(join(tmpdir(), "frantic-e2e-browser-"));
  writeFileSync(join(tmp, "typo.yaml"), TYPO_CARD);
  /** @param {string} name @param {() => Promise<void>} fn */
  const step = (name, fn, /** @type {number} */ timeoutMs = 120_000) => checks.step(SUITE, name, fn, { timeoutMs });
  const reportOnly = options.only?.test(REPORT_STEP) === true;
  const playgroundOnly = options.only?.test(PLAYGROUND_STEPS) === true;
  if (!options.only || reportOnly) {
    await step(REPORT_STEP, () => checkReportPage(tmp, { screenshots: options.screenshots }));
  }
  if (!options.only || playgroundOnly) await runPlaygroundSteps(checks, { screenshots: options.screenshots });
  if (reportOnly || playgroundOnly) {
    if (!options.keep) rmSync(tmp, { recursive: true, force: true });
    return;
  }
  /** @type {any} */ let browser;
  /** @type {any} */ let server;
  /** @type {any} */ let page;
  const core = (/** @type {object} */ request) => page.evaluate((/** @type {object} */ r) => /** @type {any} */ (window).core(r), request);
  try {
    const started = await step("Chromium loads the browser build in a Web Worker and starts the core on the official cards", async () => {
      if (!existsSync(join(WEB, "frantic-worker.js"))) throw new Error("web/dist/ is missing: run npm run build:web");
      server = await serve();
      browser = await playwright().chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
      page = await browser.newPage();
      page.setDefaultTimeout(60_000);
      /** @type {string[]} */
      const errors = [];
      page.on("pageerror", (/** @type {Error} */ e) => errors.push(e.message));
      await page.goto(server.url);
      await page.waitForFunction(() => /** @type {any} */ (window).coreReady === true);
      const cards = JSON.parse(readFileSync(join(WEB, "cards.json"), "utf8"));
      await core({ kind: "start", cards, files: { "typo.yaml": TYPO_CARD } });
      if (errors.length > 0) throw new Error(errors.join("\n"));
    });
    if (!started) {
      for (const name of ["check", "games"]) checks.skip(SUITE, name, "the core did not start in the browser");
      return;
    }

    for (const sets of [[], ["base"]]) {
      await step(`a card with a typo${sets.length ? ` with --sets ${sets.join(",")}` : ""}: the diagnostics frantic check --json gives`, async () => {
        const args = [FRANTIC_BIN, "check", "typo.yaml", "--json", ...(sets.length ? ["--sets", sets.join(",")] : [])];
        const node = JSON.parse((await run(process.execPath, args, { cwd: tmp, okCodes: [0, 1], timeoutMs: 60_000 })).stdout);
        // The official cards stand in cards/ of the project on Node and in /cards in the browser.
        node.diagnostics = node.diagnostics.map((/** @type {{ file: string }} */ d) => ({ ...d, file: d.file.startsWith(join(ROOT, "cards")) ? `/cards${d.file.slice(join(ROOT, "cards").length)}` : d.file }));
        const inBrowser = await core({ kind: "check", paths: ["typo.yaml"], sets });
        if (!node.diagnostics.some((/** @type {{ message: string }} */ d) => d.message.includes("drwas"))) throw new Error(`frantic check does not report the typo: ${JSON.stringify(node.diagnostics).slice(0, 300)}`);
        same(node, inBrowser, "the diagnostics");
      });
    }

    // Node's side: the same core modules as tsc builds them, on Node's host and the project's cards/.
    const { useNodeHost } = await import(pathToFileURL(join(ROOT, "dist", "host", "node", "use-node.js")).href);
    const { availableSets } = await import(pathToFileURL(join(ROOT, "dist", "compiler", "sources.js")).href);
    const { playableProgram, playSeeded, serviceAt } = await import(pathToFileURL(join(ROOT, "dist", "web", "core.js")).href);
    useNodeHost();
    await step("the language service in the worker: the diagnostics, hover and completion Node's gives on the card with a typo", async () => {
      // Line 9 is `effect: me drwas 1`: the place is inside the misspelt action.
      const request = { file: "typo.yaml", text: TYPO_CARD, position: { line: 8, character: 13 } };
      const inBrowser = await core({ kind: "service", ...request });
      const node = serviceAt(request.file, request.text, request.position);
      if (node.diagnostics.length === 0 || node.completion.length === 0) throw new Error(`the service on Node finds nothing to compare: ${JSON.stringify(node).slice(0, 300)}`);
      same(node, inBrowser, "the service's answers");
    });

    /** @type {Array<[string, string[]]>} */
    const groups = [["the base game", ["base"]], ["every set", availableSets()]];
    for (const [label, sets] of groups) {
      await step(`${GAMES.length} seeded games of ${label}: the results and logs Node gets`, async () => {
        const compiled = playableProgram(sets);
        if (!compiled.program) throw new Error(`the cards do not compile on Node: ${JSON.stringify(compiled.diagnostics).slice(0, 300)}`);
        const node = playSeeded(compiled.program, GAMES);
        const inBrowser = await core({ kind: "play", sets, games: GAMES });
        if (node.some((/** @type {{ log: unknown[] }} */ g) => g.log.length === 0)) throw new Error("a game on Node logged nothing");
        same(node, inBrowser, "the games");
      }, 240_000);
    }
  } finally {
    await browser?.close().catch(() => {});
    await server?.close();
    if (!options.keep) rmSync(tmp, { recursive: true, force: true });
  }
}
