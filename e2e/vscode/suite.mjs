/**
 * The VS Code suite: the packaged extension (.vsix) installed into code-server (VS Code 1.100 in the
 * browser), a workspace holding a copy of cards/, and Chromium driven by Playwright as a person would use
 * it. What the editor must show is taken from the CLI on the same files (`frantic check`, `frantic test`),
 * so the editor is held to the errors and results the command line gives.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, appendFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { CHROMIUM, CODE_SERVER, FRANTIC_BIN, IMAGES, ROOT, VSIX, playwright } from "../lib/paths.mjs";
import { TYPO_CARD } from "../lib/fixtures.mjs";
import { freePort, run, startServer, waitFor } from "../lib/proc.mjs";
import { closeWidgets, editorLines, gotoPosition, openFile, problems, runCommand, statusCounts, textBox, waitActiveTab, waitLine } from "./workbench.mjs";

const SUITE = "vscode";

const TYPO = { line: 9, start: 12, end: 17, word: "drwas", meant: "draws" };

/** A house card without errors, to simulate (independent of the steps that fix the typo). */
const SIMULATED_CARD = `kind: special
id: lucky-draw
name: { en: Lucky Draw }
text: { en: "Pick another player; they draw two cards." }
class: coloured-special
colours: [blue, red, green, yellow]
copies: 1
points: 10
effect: |
  target victim = choose player from others
  victim draws 2
`;

/** Scenarios beside Lucky Draw: one that names it with `with:`, one with a card nobody wrote (made and removed by their step). */
const WITH_SCENARIO = "Lucky Draw named with with:";
const GHOST_SCENARIO = "a card nobody wrote";
const SET_UP_SCENARIOS = `scenarios:
  - name: "${WITH_SCENARIO}"
    given:
      with: [lucky-draw.yaml]
      players: 2
      hands: [[blue Lucky Draw, red 3], [green 2]]
      discard: [blue 5]
      draw: [yellow 1, yellow 2]
    when:
      - { player: 0, plays: blue Lucky Draw }
    expect:
      hands:
        1: { count: 3 }
  - name: ${GHOST_SCENARIO}
    given:
      players: 2
      hands: [[blue Ghostcard, red 3], [green 2]]
      discard: [blue 5]
    expect:
      hands:
        0: { count: 2 }
`;

/** A card whose effect is its last line, with no final newline: where new effect code is typed. */
const END_OF_FILE_CARD = `kind: special
id: end-of-file
name: { en: End Of File }
text: { en: "Draw one." }
class: coloured-special
colours: [green]
copies: 1
points: 10
effect: me draws 1`;

/** Two mistakes in one card: a misspelt key (line 6) and a misspelt action in the effect (line 10, column 10). */
const TWO_MISTAKES_CARD = `kind: special
id: two-mistakes
name: { en: Two Mistakes }
class: coloured-special
colours: [red]
copis: 1
points: 10
effect: |
  let victim = choose player from others
  victim drwas 2
`;

/** A scenario that passes, run from the Test Explorer (cards/base/tests/skip.test.yaml). */
const PASSING_SCENARIO = "Skip gives the victim a skip waiting";
/** The broken copy of it: same moves, the wrong expectation. */
const BROKEN_SCENARIO = "Skip expects the wrong victim (broken on purpose)";
const BROKEN_FILE = "broken-skip.test.yaml";

/** What VS Code is told, so that nothing but the steps changes the screen. */
const SETTINGS = {
  "workbench.startupEditor": "none",
  "workbench.tips.enabled": false,
  "workbench.enableExperiments": false,
  "workbench.editor.enablePreview": false,
  "security.workspace.trust.enabled": false,
  "telemetry.telemetryLevel": "off",
  "update.mode": "none",
  "extensions.autoUpdate": false,
  "extensions.autoCheckUpdates": false,
  "extensions.ignoreRecommendations": true,
  // Completion only when asked (Ctrl+Space), so typed text is never swallowed by a suggestion.
  "editor.quickSuggestions": { other: "off", comments: "off", strings: "off" },
  "editor.suggestOnTriggerCharacters": false,
  "editor.parameterHints.enabled": false,
  "editor.minimap.enabled": false,
  // Screenshots that do not depend on the moment: a cursor that does not blink.
  "editor.cursorBlinking": "solid",
  "editor.codeLens": true,
  "files.autoSave": "off",
  // Terminal text in the DOM, where the steps read it (no WebGL canvas).
  "terminal.integrated.gpuAcceleration": "off",
};

/**
 * @param {import("../lib/checks.mjs").Checks} checks
 * @param {{ keep: boolean, screenshots: boolean, only?: RegExp }} options
 */
export async function runVscodeSuite(checks, options) {
  const tmp = mkdtempSync(join(tmpdir(), "frantic-e2e-vscode-"));
  const ws = join(tmp, "workspace");
  const userData = join(tmp, "user-data");
  const extensions = join(tmp, "extensions");
  const log = join(tmp, "code-server.log");
  // code-server's own files (a default config.yaml among them) go to the temporary folder, not the home folder.
  const codeServerEnv = { ...process.env, XDG_DATA_HOME: join(tmp, "xdg-data"), XDG_CONFIG_HOME: join(tmp, "xdg-config"), XDG_CACHE_HOME: join(tmp, "xdg-cache") };
  /** @type {ReturnType<typeof startServer> | undefined} */
  let server;
  /** @type {import("playwright-core").Browser | undefined} */
  let browser;
  /** @type {import("playwright-core").Page | undefined} */
  let page;
  const shot = async (/** @type {string} */ name) => {
    if (options.screenshots && page) {
      mkdirSync(IMAGES, { recursive: true });
      await page.screenshot({ path: join(IMAGES, name) });
    }
  };
  const onFailure = async (/** @type {string} */ name) => {
    if (page) await page.screenshot({ path: checks.artifact(SUITE, name, "png") });
    if (page) await closeWidgets(page);
  };
  /** @param {string} name @param {() => Promise<void>} fn */
  const step = (name, fn, timeoutMs = 60_000) => checks.step(SUITE, name, fn, { timeoutMs, onFailure });
  /** A step after start-up: left out (not counted) when --only names other steps. */
  const later = (/** @type {string} */ name, /** @type {() => Promise<void>} */ fn, timeoutMs = 60_000) =>
    options.only && !options.only.test(name) ? Promise.resolve(undefined) : step(name, fn, timeoutMs);

  try {
    /** @type {Awaited<ReturnType<typeof expectations>> | undefined} */
    let expected;
    const prepared = await step("the workspace is made and frantic check / frantic test say what to expect", async () => {
      // The project's cards, a card with a typo, a broken copy of a scenario.
      cpSync(join(ROOT, "cards"), join(ws, "cards"), { recursive: true });
      writeFileSync(join(ws, "typo.yaml"), TYPO_CARD);
      mkdirSync(join(ws, "house"));
      writeFileSync(join(ws, "house", "lucky-draw.yaml"), SIMULATED_CARD);
      writeFileSync(join(ws, "house", "end-of-file.yaml"), END_OF_FILE_CARD);
      writeFileSync(join(ws, "house", "two-mistakes.yaml"), TWO_MISTAKES_CARD);
      writeFileSync(join(ws, BROKEN_FILE), brokenScenario());
      mkdirSync(join(userData, "User"), { recursive: true });
      writeFileSync(join(userData, "User", "settings.json"), JSON.stringify(SETTINGS, null, 2));
      expected = await expectations(ws);
    });

    const installed = prepared && await step("the .vsix installs with code-server --install-extension", async () => {
      const { stdout } = await run(process.execPath, [CODE_SERVER, "--user-data-dir", userData, "--extensions-dir", extensions, "--install-extension", VSIX], { env: codeServerEnv, timeoutMs: 60_000 });
      if (!/successfully installed/i.test(stdout)) throw new Error(`code-server did not say it installed the extension:\n${stdout}`);
      const list = await run(process.execPath, [CODE_SERVER, "--user-data-dir", userData, "--extensions-dir", extensions, "--list-extensions"], { env: codeServerEnv });
      if (!list.stdout.split("\n").includes("frantic-rules.frantic-cards")) throw new Error(`--list-extensions does not list frantic-rules.frantic-cards:\n${list.stdout}`);
    });

    const started = installed && (await step("code-server starts and the workbench opens the workspace", async () => {
      const port = await freePort();
      const config = join(tmp, "config.yaml");
      writeFileSync(config, `bind-addr: 127.0.0.1:${port}\nauth: none\ncert: false\n`);
      const args = [CODE_SERVER, "--config", config, "--user-data-dir", userData, "--extensions-dir", extensions, "--disable-telemetry", "--disable-update-check", "--disable-workspace-trust", "--disable-getting-started-override", ws];
      server = startServer(process.execPath, args, { env: codeServerEnv, ready: /HTTP server listening on/, log: (chunk) => appendFileSync(log, chunk) });
      await server.started;
      browser = await playwright().chromium.launch({
        executablePath: CHROMIUM,
        // No sandbox as root; no background networking (this machine's network is closed).
        args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
      });
      page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      page.setDefaultTimeout(20_000);
      await page.goto(`http://127.0.0.1:${port}/?folder=${encodeURIComponent(ws)}`);
      await page.locator(".explorer-folders-view .monaco-list-row").first().waitFor({ state: "visible", timeout: 60_000 });
    }, 90_000));
    if (!started || !page || !expected) {
      for (const name of STEPS) checks.skip(SUITE, name, "code-server or the workbench did not start");
      return;
    }
    const p = page;
    const exp = expected;

    await later(STEPS[0], async () => {
      await openFile(p, "typo.yaml");
      // The squiggle comes from the language server's diagnostics: its box must cover 'drwas' exactly.
      const squiggle = p.locator(".editor-group-container.active .view-overlays .squiggly-error");
      await squiggle.first().waitFor({ state: "visible", timeout: 30_000 });
      if ((await squiggle.count()) !== 1) throw new Error(`expected one squiggle, found ${await squiggle.count()}`);
      const box = await squiggle.first().boundingBox();
      const word = await textBox(p, TYPO.line, TYPO.start, TYPO.end);
      if (!box) throw new Error("the squiggle has no box");
      const off = Math.max(Math.abs(box.x - word.x), Math.abs(box.x + box.width - (word.x + word.width)));
      const sameLine = box.y < word.y + word.height && box.y + box.height > word.y;
      if (off > 2 || !sameLine) throw new Error(`the squiggle at x ${box.x}-${box.x + box.width}, y ${box.y} is not under '${TYPO.word}' at x ${word.x}-${word.x + word.width}, y ${word.y}`);
    });

    await later(STEPS[1], async () => {
      // Wait for the whole workspace's diagnostics to arrive, then compare them with frantic check's.
      const want = exp.check;
      const shown = (/** @type {{ entries: { code: string, position: string, severity: string }[] }} */ now, /** @type {typeof want.diagnostics[number]} */ d) =>
        now.entries.some((e) => e.code === d.code && e.position === `[Ln ${d.range.start.line + 1}, Col ${d.range.start.character + 1}]` && e.severity === d.severity);
      // The panel's count and its rows are read apart, and a file's rows can come a moment after the count: wait for both.
      let last = await problems(p);
      const seen = await waitFor(async () => {
        const now = (last = await problems(p));
        return now.total === want.errors + want.warnings && want.diagnostics.every((d) => shown(now, d)) ? now : undefined;
      }, { what: `the Problems panel to show frantic check's ${want.errors + want.warnings} problems`, timeoutMs: 30_000 }).catch(() => last);
      const typo = seen.entries.find((e) => e.code === "FR4002" && e.file.endsWith("typo.yaml"));
      if (!typo) throw new Error(`no FR4002 entry in the Problems panel: ${JSON.stringify(seen.entries)}`);
      const wantTypo = { file: join(ws, "typo.yaml"), message: `unknown action '${TYPO.word}' (did you mean '${TYPO.meant}'?)`, source: "frantic", code: "FR4002", position: `[Ln ${TYPO.line}, Col ${TYPO.start}]`, severity: "error" };
      if (JSON.stringify(typo) !== JSON.stringify(wantTypo)) throw new Error(`the FR4002 entry is ${JSON.stringify(typo)}, expected ${JSON.stringify(wantTypo)}`);
      if (seen.total !== want.errors + want.warnings) throw new Error(`the Problems panel shows ${seen.total} problems, frantic check ${want.errors + want.warnings}: ${JSON.stringify(seen.entries)}`);
      for (const d of want.diagnostics) {
        const position = `[Ln ${d.range.start.line + 1}, Col ${d.range.start.character + 1}]`;
        if (!shown(seen, d)) throw new Error(`frantic check reports ${d.code} at ${d.file} ${position}, the Problems panel does not: ${JSON.stringify(seen.entries)}`);
      }
      const status = await statusCounts(p);
      if (status.errors !== want.errors || status.warnings !== want.warnings) throw new Error(`the status bar counts ${JSON.stringify(status)}, frantic check ${want.errors} errors, ${want.warnings} warnings`);
      await shot("vscode-diagnostics.png");
    });

    await later(STEPS[2], async () => {
      await gotoPosition(p, TYPO.line, TYPO.start + 1);
      await p.keyboard.press("Control+.");
      // The fix is the only one offered for the error, so it has the focus: Enter applies it.
      const fix = p.locator(`.action-widget .monaco-list-row.focused[aria-label="Change to '${TYPO.meant}'"]`);
      await fix.waitFor({ state: "visible" });
      await p.keyboard.press("Enter");
      await waitLine(p, TYPO.line, `effect: me ${TYPO.meant} 1`);
      await waitFor(async () => {
        const now = await problems(p);
        return !now.entries.some((e) => e.code === "FR4002" && e.file.endsWith("typo.yaml")) && now.total === exp.check.errors + exp.check.warnings - 1;
      }, { what: "the FR4002 entry to leave the Problems panel" });
      await waitFor(async () => (await p.locator(".editor-group-container.active .view-overlays .squiggly-error").count()) === 0, { what: "the squiggle to go" });
      await p.keyboard.press("Control+S");
    });

    await later(STEPS[3], async () => {
      await closeWidgets(p);
      await p.mouse.move(1, 1);
      const word = await textBox(p, TYPO.line, TYPO.start, TYPO.end);
      await p.mouse.move(word.x + word.width / 2, word.y + word.height / 2);
      const hover = p.locator(".monaco-hover:not(.hidden)").filter({ hasText: exp.drawsDoc });
      await hover.first().waitFor({ state: "visible" });
      await shot("vscode-hover.png");
      await p.mouse.move(1, 1);
    });

    await later(STEPS[4], async () => {
      // Replace "draws 1" by "dr", ask for completion, take 'draws', and type the number back.
      await gotoPosition(p, TYPO.line, TYPO.start);
      await p.keyboard.press("Shift+End");
      await p.keyboard.type("dr");
      await p.keyboard.press("Control+Space");
      const rows = p.locator(".suggest-widget.visible .monaco-list-row");
      await rows.first().waitFor({ state: "visible" });
      const labels = await rows.locator(".label-name").allInnerTexts();
      if (!labels.includes("draws")) throw new Error(`completion after 'me dr' offers ${JSON.stringify(labels)}, not 'draws'`);
      const focused = await p.locator(".suggest-widget.visible .monaco-list-row.focused .label-name").innerText();
      if (focused !== "draws") throw new Error(`completion after 'me dr' puts '${focused}' first, not 'draws' (offers ${JSON.stringify(labels)})`);
      await shot("vscode-completion.png");
      await p.keyboard.press("Enter");
      await p.keyboard.type(" 1");
      await waitLine(p, TYPO.line, "effect: me draws 1");
      await p.keyboard.press("Control+S");
    });

    await later(STEPS[5], async () => {
      // A new, empty card file: an error until the snippet fills it, then live errors as it is edited.
      writeFileSync(join(ws, "house", "new-card.yaml"), "");
      await openFile(p, "house/new-card.yaml");
      const newCardEntries = async () => (await problems(p)).entries.filter((e) => e.file.endsWith("new-card.yaml"));
      await waitFor(async () => (await newCardEntries()).some((e) => e.code === "FR1003"), { what: "FR1003 (empty file) for the empty new-card.yaml" });
      await p.locator(".editor-group-container.active .view-lines").click();
      await p.keyboard.type("frantic-special");
      await p.keyboard.press("Control+Space");
      const snippet = p.locator(".suggest-widget.visible .monaco-list-row.focused").filter({ has: p.locator(".label-name", { hasText: /^frantic-special$/ }) });
      await snippet.waitFor({ state: "visible" });
      await p.keyboard.press("Enter");
      await p.keyboard.type("e2e-pickpocket"); // the snippet's first placeholder: the id
      await closeWidgets(p);
      await waitLine(p, 2, "id: e2e-pickpocket");
      const lines = await editorLines(p);
      if (lines.get(11)?.trim() !== "victim draws 2") throw new Error(`the snippet's line 11 reads ${JSON.stringify(lines.get(11))}, expected 'victim draws 2'`);
      await waitFor(async () => (await newCardEntries()).length === 0, { what: () => "no problems in the card the snippet wrote" });
      // A typo, unsaved: the error shows as it is typed.
      await gotoPosition(p, 11, 10);
      await p.keyboard.press("Control+Shift+ArrowRight");
      await p.keyboard.type("drwas");
      await waitFor(async () => (await newCardEntries()).some((e) => e.code === "FR4002" && e.position === "[Ln 11, Col 10]"), { what: "FR4002 at [Ln 11, Col 10] in new-card.yaml as it is typed" });
      await gotoPosition(p, 11, 10);
      await p.keyboard.press("Control+Shift+ArrowRight");
      await p.keyboard.type("draws");
      await waitFor(async () => (await newCardEntries()).length === 0, { what: "the error to go once the typo is fixed" });
      await p.keyboard.press("Control+S");
    });

    await later(STEPS[17], async () => {
      // On the last line of a file without a final newline, after 'me ': the actions, as on any other line.
      await openFile(p, "house/end-of-file.yaml");
      await gotoPosition(p, 9, 12);
      await p.keyboard.press("Shift+End");
      await p.keyboard.press("Delete");
      await waitLine(p, 9, "effect: me ");
      await p.keyboard.press("Control+Space");
      const rows = p.locator(".suggest-widget.visible .monaco-list-row");
      await rows.first().waitFor({ state: "visible" });
      // The extension's card snippets (frantic-special, ...) come only where a card may start; the server's words are the rest.
      const labels = await rows.filter({ hasNot: p.locator(".codicon-symbol-snippet") }).locator(".label-name").allInnerTexts();
      if (!labels.includes("draws")) throw new Error(`completion after 'me ' at the end of the file offers ${JSON.stringify(labels)}, not 'draws'`);
      const others = labels.filter((l) => !exp.verbs.includes(l));
      if (others.length > 0) throw new Error(`completion after 'me ' at the end of the file offers words that are not actions: ${JSON.stringify(others)}`);
      await p.keyboard.press("Escape");
      await p.keyboard.press("Control+Z");
      await waitLine(p, 9, "effect: me draws 1");
    });

    await later(STEPS[18], async () => {
      // A misspelt key does not hide the effect's own mistake: both are in the Problems panel, as in frantic check.
      await openFile(p, "house/two-mistakes.yaml");
      const entries = async () => (await problems(p)).entries.filter((e) => e.file.endsWith("two-mistakes.yaml")).map((e) => `${e.code} ${e.position}`).sort();
      const want = exp.check.diagnostics.filter((d) => d.file.endsWith("two-mistakes.yaml")).map((d) => `${d.code} [Ln ${d.range.start.line + 1}, Col ${d.range.start.character + 1}]`).sort();
      if (!want.includes("FR4002 [Ln 10, Col 10]") || !want.some((w) => w.startsWith("FR2002 [Ln 6,"))) throw new Error(`frantic check does not report both mistakes of two-mistakes.yaml: ${JSON.stringify(want)}`);
      let seen = /** @type {string[]} */ ([]);
      await waitFor(async () => JSON.stringify((seen = await entries())) === JSON.stringify(want), { what: () => `the Problems panel to list ${JSON.stringify(want)} for two-mistakes.yaml (it lists ${JSON.stringify(seen)})` });
    });

    // The features below belong to the extension's second part (commands, Test Explorer, simulation).

    await later(STEPS[6], async () => {
      await openFile(p, "typo.yaml");
      await p.locator(".editor-group-container.active .codelens-decoration").filter({ hasText: "Simulate 500 games with this card" }).first().waitFor({ state: "visible" });
    });

    await later(STEPS[7], async () => {
      await openFile(p, BROKEN_FILE);
      await p.locator(".editor-group-container.active .codelens-decoration").filter({ hasText: /^Run$/ }).first().waitFor({ state: "visible" });
    });

    const explorer = await later(STEPS[8], async () => {
      await openTestExplorer(p);
      // Grouped as the files lie: one top-level item per folder or file at the workspace's root that holds scenarios.
      const top = p.locator('.test-explorer .monaco-list-row[aria-level="1"]').first();
      await waitFor(async () => Number(await top.getAttribute("aria-setsize")) === exp.testRoots.length, {
        what: `the Test Explorer to list ${exp.testRoots.length} items at the top (${exp.testRoots.join(", ")})`,
      });
      await filterTests(p, PASSING_SCENARIO);
      await testRow(p, PASSING_SCENARIO).waitFor({ state: "visible" });
    });

    if (explorer !== false) {
      await later(STEPS[9], async () => {
        await filterTests(p, PASSING_SCENARIO);
        await runTestRow(p, PASSING_SCENARIO);
        await waitTestState(p, PASSING_SCENARIO, "Passed");
      }, 90_000);

      await later(STEPS[10], async () => {
        await filterTests(p, BROKEN_SCENARIO);
        await runTestRow(p, BROKEN_SCENARIO);
        await waitTestState(p, BROKEN_SCENARIO, "Failed");
        // The Test Results panel: the failed scenario holds its message, which shows when chosen.
        const results = p.locator(".part.panel .test-output-peek-tree .monaco-list-row");
        await results.filter({ hasText: BROKEN_SCENARIO }).first().click();
        await p.keyboard.press("ArrowRight");
        await results.filter({ hasText: exp.brokenMessage }).first().click();
        await p.locator(".part.panel .monaco-editor .view-lines").filter({ hasText: exp.brokenMessage }).first().waitFor({ state: "visible" });
        await shot("vscode-tests.png");
      }, 90_000);

      await later(STEPS[11], async () => {
        await runCommand(p, "Test: Run All Tests");
        // The Test Explorer's summary counts what ran (pending scenarios are skipped, not counted).
        const summary = p.locator(".test-explorer .result-summary > div").filter({ hasText: exactLabel(`${exp.tests.passed}/${exp.tests.ran}`) });
        await summary.waitFor({ state: "visible", timeout: 150_000 });
      }, 180_000);
    } else {
      for (const name of STEPS.slice(9, 12)) checks.skip(SUITE, name, "the Test Explorer does not list the scenarios");
    }

    await later(STEPS[16], async () => {
      // A person with the scenario file open: the lens runs it, the failure shows at the expectation.
      await openFile(p, BROKEN_FILE);
      await p.locator(".editor-group-container.active .codelens-decoration a").filter({ hasText: /^Run$/ }).first().click();
      // VS Code shows the failure at its place: a peek under the line, or (for a run an extension starts)
      // the message at the end of the line.
      const line = exp.brokenLine;
      const shownAt = async () => {
        const at = await textBox(p, line, 1, 2).catch(() => undefined);
        if (!at) return undefined;
        const found = await p.evaluate((message) => {
          const group = document.querySelector(".editor-group-container.active");
          const boxes = [];
          // The inline message is a widget at the end of the line: a span holding the text.
          for (const el of group?.querySelectorAll(".test-output-peek, span") ?? []) {
            if (el.tagName === "SPAN" && el.children.length > 0) continue;
            const text = (el.textContent ?? "").replace(/\u00a0/g, " ");
            if (text.includes(message)) {
              const r = el.getBoundingClientRect();
              boxes.push({ y: r.y, height: r.height, peek: el.classList.contains("test-output-peek") });
            }
          }
          return boxes;
        }, exp.brokenMessage);
        // The peek opens right under the line; the inline message sits on it.
        return found.some((box) => (box.peek ? box.y >= at.y + at.height - 2 && box.y <= at.y + 2 * at.height : box.y < at.y + at.height && box.y + box.height > at.y)) ? true : undefined;
      };
      await waitFor(shownAt, { what: `the failure '${exp.brokenMessage}' shown at line ${line} of ${BROKEN_FILE} after its 'Run' lens ran it`, timeoutMs: 20_000 });
      await closeWidgets(p);
    }, 90_000);

    await later(STEPS[20], async () => {
      // The editor's markers and a run agree on a scenario file: what frantic test says of it, the Problems panel and the Test Explorer say too.
      const file = join(ws, "house", "lucky-draw.test.yaml");
      writeFileSync(file, SET_UP_SCENARIOS);
      try {
        const cli = JSON.parse((await run(process.execPath, [FRANTIC_BIN, "test", file, "--json"], { okCodes: [0, 1] })).stdout);
        /** @type {Record<string, boolean>} */
        const passed = Object.fromEntries(cli.scenarios.map((/** @type {{ name: string, passed: boolean }} */ sc) => [sc.name, sc.passed]));
        if (passed[WITH_SCENARIO] !== true || passed[GHOST_SCENARIO] !== false) throw new Error(`frantic test does not pass '${WITH_SCENARIO}' and fail '${GHOST_SCENARIO}': ${JSON.stringify(passed)}`);
        const ghost = cli.scenarios.find((/** @type {{ name: string }} */ sc) => sc.name === GHOST_SCENARIO).failures[0];
        const want = [`${ghost.code} [Ln ${ghost.range.start.line + 1}, Col ${ghost.range.start.character + 1}]`];
        await openFile(p, "house/lucky-draw.test.yaml");
        let seen = /** @type {string[]} */ ([]);
        const entries = async () => (await problems(p)).entries.filter((e) => e.file.endsWith("lucky-draw.test.yaml")).map((e) => `${e.code} ${e.position}`);
        await waitFor(async () => JSON.stringify((seen = await entries())) === JSON.stringify(want), { what: () => `the Problems panel to list ${JSON.stringify(want)} for lucky-draw.test.yaml, as frantic test fails it (it lists ${JSON.stringify(seen)})`, timeoutMs: 30_000 });
        for (const [name, state] of /** @type {const} */ ([[WITH_SCENARIO, "Passed"], [GHOST_SCENARIO, "Failed"]])) {
          await filterTests(p, name);
          await runTestRow(p, name);
          await waitTestState(p, name, state);
        }
      } finally {
        rmSync(file, { force: true });
      }
    }, 150_000);

    const simulated = await later(STEPS[12], async () => {
      await openFile(p, "house/lucky-draw.yaml");
      await gotoPosition(p, 10, 5);
      await runCommand(p, "Frantic: Simulate with this card");
      await waitSimulation(p, "lucky-draw");
      // The page alone, as wide as the window: no side bar, no panel, one editor group.
      await runCommand(p, "View: Close Primary Side Bar");
      if (await p.locator(".part.panel").isVisible()) await runCommand(p, "View: Toggle Panel Visibility");
      await runCommand(p, "View: Single Column Editor Layout");
      await waitSimulation(p, "lucky-draw");
      // The card's own comparison: what leaving it out moves, with intervals.
      await p.frameLocator("iframe.webview.ready").frameLocator("iframe#active-frame").locator("#comparisons").scrollIntoViewIfNeeded();
      await shot("vscode-simulation.png");
    }, 120_000);

    await later(STEPS[13], async () => {
      // Close the panel a simulation left, then let the lens open it again.
      if (simulated === true) await p.keyboard.press("Control+W");
      await openFile(p, "house/lucky-draw.yaml");
      const lens = p.locator(".editor-group-container.active .codelens-decoration a").filter({ hasText: "Simulate 500 games with this card" }).first();
      await lens.click();
      await waitSimulation(p, "lucky-draw");
    }, 120_000);

    await later(STEPS[14], async () => {
      await runCommand(p, "Frantic: New card");
      // Answer what it asks: an id first, then take each offered default, until the new card opens.
      const input = p.locator(".quick-input-widget input");
      await input.waitFor({ state: "visible" });
      // A simulation panel still drawing may have taken the focus: the keys go to the box.
      await input.click();
      await p.keyboard.type("e2e-new-card");
      await p.keyboard.press("Enter");
      await waitFor(async () => {
        if (await p.locator(".editor-group-container.active .tabs-container .tab.active .label-name", { hasText: /^e2e-new-card\.yaml$/ }).isVisible()) return true;
        if (await input.isVisible()) await p.keyboard.press("Enter");
        return false;
      }, { what: "the new card e2e-new-card.yaml to open", intervalMs: 500 });
      const lines = await editorLines(p);
      if (![...lines.values()].includes("id: e2e-new-card")) throw new Error(`the new card does not read 'id: e2e-new-card': ${JSON.stringify([...lines.values()].slice(0, 12))}`);
      await waitFor(async () => (await problems(p)).entries.every((e) => !e.file.endsWith("e2e-new-card.yaml")), { what: "no problems in the new card" });
    });

    await later(STEPS[15], async () => {
      // A game in a terminal with the open card in the deck: the first question shows, an answer moves on.
      await openFile(p, "house/lucky-draw.yaml");
      await runCommand(p, "Frantic: Play against bots");
      const rows = p.locator(".terminal-wrapper.active .xterm-rows");
      const screen = async () => ((await rows.textContent({ timeout: 1_000 })) ?? "").replace(/\u00a0/g, " ");
      const lastLine = async () => ((await rows.locator(":scope > div").allTextContents()).map((l) => l.replace(/\u00a0/g, " ").trimEnd()).filter((l) => l !== "").pop() ?? "");
      let seen = "";
      // The game's seed is random: its first question may be a turn or a wish whose options push the hand
      // off the terminal's few rows, so the question is known by its prompt ("choose 1-13 [e.g. 1]:").
      const PROMPT = /\[e\.g\. [^\]]*\]:$/;
      await waitFor(async () => PROMPT.test(await lastLine()) && (seen = await screen()).includes("choose"), {
        what: () => `the game's first question in the terminal (it shows: ${JSON.stringify(seen.slice(-300))})`,
        timeoutMs: 30_000,
      });
      const before = await screen();
      // Keys go to the terminal through xterm's hidden textarea.
      await p.locator(".terminal-wrapper.active .xterm-helper-textarea").focus();
      await p.keyboard.type("1");
      await p.keyboard.press("Enter");
      await waitFor(async () => (seen = await screen()) !== before && PROMPT.test(await lastLine()), {
        what: () => `the game to go on to its next question after answering 1 (it shows: ${JSON.stringify(seen.slice(-300))})`,
        timeoutMs: 30_000,
      });
    });

    await later(STEPS[19], async () => {
      // A card with errors: the game does not start, and the person is told why, at the lines.
      await runCommand(p, "View: Close All Editors");
      const terminals = await p.locator(".terminal-wrapper").count();
      await openFile(p, "house/two-mistakes.yaml");
      await runCommand(p, "Frantic: Play against bots");
      const toast = p.locator(".notifications-toasts .notification-toast").filter({ hasText: "The game cannot start" });
      await toast.first().waitFor({ state: "visible", timeout: 30_000 });
      const text = (await toast.first().innerText()).replace(/\s+/g, " ");
      if (!text.includes("two-mistakes.yaml:10:10 - FR4002") || !text.includes("two-mistakes.yaml:6:1 - FR2002")) throw new Error(`the message does not name both errors at their lines: ${JSON.stringify(text)}`);
      const after = await p.locator(".terminal-wrapper").count();
      if (after !== terminals) throw new Error(`a terminal was opened for a game that cannot start (${terminals} before, ${after} after)`);
      // The game that did start (the step before) wrote its log into the extension's storage, not the workspace.
      const logs = readdirSync(ws).filter((f) => f.endsWith(".jsonl"));
      if (logs.length > 0) throw new Error(`game logs were written into the workspace: ${logs.join(", ")}`);
      await closeWidgets(p);
    });
  } finally {
    await browser?.close().catch(() => {});
    await server?.stop();
    if (checks.failed.some((r) => r.suite === SUITE) || options.keep) {
      console.log(`  (vscode: workspace and code-server log kept in ${tmp})`);
    } else {
      rmSync(tmp, { recursive: true, force: true });
    }
  }
}

/** The steps after start-up, in order (listed so that a failed start reports each as not run). */
const STEPS = [
  "the extension puts a squiggle under 'drwas' (line 9, columns 12-16)",
  "the Problems panel shows FR4002 at [Ln 9, Col 12] and the counts frantic check gives",
  "the quick fix \"Change to 'draws'\" applies and the error goes",
  "hover on 'draws' shows its doc",
  "completion after 'me dr' offers 'draws' first",
  "a new card from the frantic-special snippet gives live errors",
  "code lens 'Simulate 500 games with this card' above a card",
  "code lens 'Run' above a scenario",
  "the Test Explorer lists the scenarios (controller frantic-scenarios)",
  "a scenario run from the Test Explorer passes",
  "a broken copy of a scenario fails, its message in Test Results",
  "Run All Tests runs every scenario of every *.test.yaml",
  "Frantic: Simulate with this card opens 'Simulation: lucky-draw', the publisher's report with SVG charts",
  "the code lens 'Simulate 500 games with this card' opens the simulation",
  "Frantic: New card writes a card that checks clean",
  "Frantic: Play against bots starts a game in a terminal that takes an answer",
  "the 'Run' code lens runs a scenario and its failure shows at the expectation's line",
  "completion after 'me ' on the last line of a file with no final newline offers the actions",
  "a misspelt key and a misspelt action in one card are both in the Problems panel",
  "Frantic: Play against bots on a card with errors names them at their lines and starts no game",
  "a scenario file: the Problems panel and the Test Explorer say what frantic test says (a card named with `with:` passes, one nobody wrote is FR8001 and fails)",
];

/**
 * What the editor must show, from the CLI on the same workspace.
 * @param {string} ws
 */
async function expectations(ws) {
  const check = JSON.parse((await run(process.execPath, [FRANTIC_BIN, "check", ws, "--json"], { okCodes: [0, 1] })).stdout);
  const tests = JSON.parse((await run(process.execPath, [FRANTIC_BIN, "test", ws, "--json"], { okCodes: [0, 1] })).stdout);
  const broken = tests.scenarios.find((/** @type {{ name: string }} */ s) => s.name === BROKEN_SCENARIO);
  if (!broken || broken.passed) throw new Error(`frantic test does not fail the broken scenario '${BROKEN_SCENARIO}'`);
  const vocabulary = await import(pathToFileURL(join(ROOT, "dist", "language", "vocabulary.js")).href);
  return {
    check: /** @type {{ errors: number, warnings: number, diagnostics: { code: string, severity: string, file: string, range: { start: { line: number, character: number } } }[] }} */ (check),
    tests: { passed: tests.passed, ran: tests.passed + tests.failed },
    // Where the scenario files lie, by their first step from the workspace's root (cards/, a file there).
    testRoots: [...new Set(tests.scenarios.map((/** @type {{ file: string }} */ s) => relative(ws, resolve(s.file)).split(sep)[0]))].sort(),
    brokenMessage: /** @type {string} */ (broken.failures[0].message),
    brokenLine: /** @type {number} */ (broken.failures[0].range.start.line + 1),
    drawsDoc: /** @type {string} */ (vocabulary.VERBS.draws.doc),
    verbs: Object.keys(vocabulary.VERBS),
  };
}

/** The first scenario of skip.test.yaml, renamed and expecting the wrong player to be skipped. */
function brokenScenario() {
  const source = readFileSync(join(ROOT, "cards", "base", "tests", "skip.test.yaml"), "utf8");
  const second = source.indexOf("\n  - name:", source.indexOf("  - name:") + 1);
  let text = source.slice(0, second === -1 ? undefined : second + 1);
  text = text.replace("$schema=../../schema/", "$schema=cards/schema/");
  text = text.replace(`name: ${PASSING_SCENARIO}`, `name: ${BROKEN_SCENARIO}`);
  const fixed = text.replace("skips: [0, 1, 0]", "skips: [0, 0, 1]");
  if (fixed === text || !text.includes(BROKEN_SCENARIO)) throw new Error("skip.test.yaml changed: the broken copy could not be made");
  return fixed;
}

/**
 * Opens the Testing view from its activity bar icon (which VS Code shows once a test controller exists).
 * @param {import("playwright-core").Page} page
 */
async function openTestExplorer(page) {
  await closeWidgets(page);
  if (await page.locator(".test-explorer").isVisible()) return;
  await page.locator('.activitybar a.action-label[aria-label^="Testing"]').click({ timeout: 30_000 });
  await page.locator(".test-explorer .monaco-list-row").first().waitFor({ state: "visible" });
}

/**
 * Types into the Test Explorer's filter box (a one-line editor), which also reveals the matching items.
 * @param {import("playwright-core").Page} page @param {string} text
 */
async function filterTests(page, text) {
  await openTestExplorer(page);
  const filter = page.locator(".testing-filter-action-item .monaco-editor");
  await filter.click();
  await page.keyboard.press("Control+A");
  await page.keyboard.type(text);
  await page.locator(".testing-filter-action-item .view-lines").filter({ hasText: text }).waitFor({ state: "visible" });
}

/** @param {import("playwright-core").Page} page @param {string} name */
function testRow(page, name) {
  // The row's aria-label is the scenario's name and its state: "<name> (Passed), in 300ms"; its depth is its folder's.
  return page.locator(`.test-explorer .monaco-list-row[aria-label^="${name.replace(/"/g, '\\"')} ("]`).first();
}

/**
 * Waits for a scenario's row to say how its last run ended.
 * @param {import("playwright-core").Page} page @param {string} name @param {"Passed" | "Failed"} state
 */
async function waitTestState(page, name, state) {
  const row = testRow(page, name);
  let label = "";
  await waitFor(async () => (label = (await row.getAttribute("aria-label", { timeout: 1_000 })) ?? "").includes(`(${state})`), {
    what: () => `'${name}' to be ${state} (its row says '${label}')`,
    timeoutMs: 60_000,
  });
}

/** @param {import("playwright-core").Page} page @param {string} name */
async function runTestRow(page, name) {
  const row = testRow(page, name);
  await row.waitFor({ state: "visible" });
  await row.hover();
  await row.locator('.action-label[aria-label="Run Test"]').click();
}

/** @param {string} name */
function exactLabel(name) {
  return new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
}

/**
 * Waits for the simulation panel of a card: its tab, then the publisher's report in the webview (two
 * iframes deep): its heading naming the card's file, the card's ablation, and SVG charts drawn.
 * @param {import("playwright-core").Page} page @param {string} card
 */
async function waitSimulation(page, card) {
  await waitActiveTab(page, `Simulation: ${card}`, { timeout: 90_000 });
  const webview = page.frameLocator("iframe.webview.ready").frameLocator("iframe#active-frame");
  await webview.locator("h1", { hasText: new RegExp(`^Publisher's report: .* with .*${card}\\.yaml$`) }).waitFor({ state: "visible", timeout: 90_000 });
  await webview.locator("svg").first().waitFor({ state: "visible", timeout: 90_000 });
  const charts = await webview.locator("figure.chart svg").count();
  if (charts < 3) throw new Error(`the report in the webview draws ${charts} chart(s), expected at least 3`);
  const ablation = await webview.getByText(/^with .* − with its stand-in/).count();
  if (ablation === 0) throw new Error("the report in the webview has no comparison of the card with its stand-in");
}
