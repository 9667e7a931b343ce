/** The editor as a newcomer types: completion key by key, quick fixes in either order, snippets where they belong, the scenario editor and runner agreeing, the status line, the table after a resume. */
import { answerOnScreen, boardStep, newGame } from "./table-play.mjs";
import { waitFor } from "../lib/proc.mjs";

/** A house card of the user's own, as docs/cards.md writes it. */
const PICKPOCKET = `kind: special
id: pickpocket
name: { en: Pickpocket }
text: { en: "Pick another player who holds cards and take one card blind from their hand." }
class: coloured-special
colours: [blue, red, green, yellow]
copies: 1
points: 7
effect: |
  target victim = choose player from others where count of hand of it > 0
  let loot = choose blind card from hand of victim
  me takes loot
`;

/** A scenario naming the house card, brought in with `with:` as docs/testing-rules.md says. */
const PICKPOCKET_SCENARIO = `scenarios:
  - name: the house card is dealt
    given:
      players: 2
      with: [pickpocket.yaml]
      hands: [[blue Pickpocket, red 3], [yellow 1, green 2]]
      discard: [blue 5]
    expect:
      hands:
        0: { count: 2 }
`;

/** A scenario naming a card nobody wrote: line 6 is the hand that names it. */
const GHOST_SCENARIO = `scenarios:
  - name: a card nobody wrote
    given:
      players: 2
      hands: [[blue Ghostcard, red 3], [yellow 1, green 2]]
      discard: [blue 5]
    expect:
      hands:
        0: { count: 2 }
`;

/**
 * @param {{ step: (name: string, fn: () => Promise<void>, timeoutMs?: number) => Promise<unknown>, openPage: () => Promise<any>, url: string, shot: (name: string, page?: any) => Promise<void> }} ctx
 */
export async function editorSteps(ctx) {
  /** A fresh page of its own storage, the playground started on it. */
  const freshPage = async () => {
    const page = await ctx.openPage();
    await page.goto(ctx.url);
    await page.waitForFunction(() => /** @type {any} */ (window).playground !== undefined);
    return page;
  };
  /** @param {any} page @param {Record<string, string>} files imported as a person does, through the file input */
  const importFiles = async (page, files) => {
    await page.setInputFiles("#files input[type=file]", Object.entries(files).map(([name, text]) => ({ name, mimeType: "application/yaml", buffer: Buffer.from(text) })));
    for (const name of Object.keys(files)) await page.waitForSelector(`#files li[data-path="/work/${name}"]`);
  };
  /** The labels of the suggest widget's rows, as they show. @param {any} page @returns {Promise<string[]>} */
  const suggestRows = (page) => page.evaluate(() => [...document.querySelectorAll(".suggest-widget.visible .monaco-list-row .label-name")].map((e) => e.textContent ?? ""));
  /** What the server answers now for completion at the cursor (the text as the editor has it). @param {any} page @returns {Promise<string[]>} */
  const serverAnswer = (page) =>
    page.evaluate(async () => {
      const { editor, client } = /** @type {any} */ (window).playground;
      const p = editor.getPosition();
      const items = await client.connection.sendRequest("textDocument/completion", { textDocument: { uri: editor.getModel().uri.toString() }, position: { line: p.lineNumber - 1, character: p.column - 1 } });
      return items.map((/** @type {{ label: string }} */ i) => i.label);
    });

  await ctx.step("completion as a person types, key by key without Ctrl+Space, answers the text as it is after the last key", async () => {
    const page = await freshPage();
    try {
      // The starter card's effect ends at line 13, `  victim draws 2`; line 14 is empty, still inside the effect.
      await page.evaluate(() => {
        const editor = /** @type {any} */ (window).playground.editor;
        editor.setPosition({ lineNumber: 14, column: 1 });
        editor.focus();
      });
      /** Types `text` at the cursor key by key, then waits for the widget's rows: they must come from the server's answer for the text now (`wanted` among it), and not hold `stale`, which the text before the last key gives. */
      const typeAndRead = async (/** @type {string} */ text, /** @type {string} */ wanted, /** @type {string} */ stale) => {
        await page.keyboard.type(text, { delay: 60 });
        let rows = /** @type {string[]} */ ([]);
        let answer = /** @type {string[]} */ ([]);
        await waitFor(
          async () => {
            rows = await suggestRows(page);
            answer = await serverAnswer(page);
            return rows.length > 0 && answer.includes(wanted) && !rows.includes(stale) && rows.every((r) => answer.includes(r));
          },
          { timeoutMs: 5_000, what: () => `after typing ${JSON.stringify(text)}, rows from the server's answer for the text now (which has '${wanted}'), without '${stale}' (rows: ${rows.join(", ")}; the server now: ${answer.slice(0, 12).join(", ")})` },
        );
        await page.keyboard.press("Escape");
      };
      // `me ` asks for a verb; answering the text before the space gives statement starters (let, add, ...).
      await typeAndRead("  me ", "draws", "let");
      // `takes ` asks for what is taken; the text before the space gives the verbs again.
      await typeAndRead("takes ", "victim", "draws");
      // A new line comparing a card's id: `= "` asks for card ids; the text before the quote gives values.
      await page.keyboard.press("End");
      await page.keyboard.press("Enter");
      await page.evaluate(() => {
        const editor = /** @type {any} */ (window).playground.editor;
        const line = editor.getPosition().lineNumber;
        editor.executeEdits("e2e", [{ range: { startLineNumber: line, startColumn: 1, endLineNumber: line, endColumn: editor.getModel().getLineMaxColumn(line) }, text: "" }]);
        editor.setPosition({ lineNumber: line, column: 1 });
      });
      await typeAndRead('  if top-card.id = "', "lucky-draw", "victim");
    } finally {
      await page.context().close();
    }
  });

  await ctx.step("the status line says 'no problems' for a clean file, and counts the problems of one with some", async () => {
    const page = await freshPage();
    try {
      const status = () => page.textContent("#status");
      let now = "";
      await waitFor(async () => /no problems/i.test((now = (await status()) ?? "")), { timeoutMs: 15_000, what: () => `'no problems' in the status for the starter card (now: '${now}')` });
      await page.evaluate(() => {
        const model = /** @type {any} */ (window).playground.editor.getModel();
        model.setValue(model.getValue().replace("victim draws 2", "victim drwas 2"));
      });
      await waitFor(async () => /^[1-9]\d* problems? in my-cards\.yaml/.test((now = (await status()) ?? "")), { what: () => `the typo's problems counted in the status (now: '${now}')` });
      await page.evaluate(() => {
        const model = /** @type {any} */ (window).playground.editor.getModel();
        model.setValue(model.getValue().replace("victim drwas 2", "victim draws 2"));
      });
      await waitFor(async () => /no problems/i.test((now = (await status()) ?? "")), { what: () => `'no problems' again once the typo is undone (now: '${now}')` });
    } finally {
      await page.context().close();
    }
  });

  await ctx.step("scenarios: the editor and 'Run scenarios' agree on a house card named with `with:`, and on a card nobody wrote", async () => {
    const page = await freshPage();
    try {
      await importFiles(page, { "pickpocket.yaml": PICKPOCKET, "pickpocket.test.yaml": PICKPOCKET_SCENARIO, "ghost.test.yaml": GHOST_SCENARIO });
      const diagnosticsOf = (/** @type {string} */ name) => page.evaluate((/** @type {string} */ n) => (/** @type {any} */ (window).playground.client.diagnostics.get(`file:///work/${n}`) ?? []).map((/** @type {any} */ d) => `${d.range.start.line + 1} ${d.code} ${d.message}`), name);
      // The card nobody wrote: its marker comes, at its hand.
      let ghost = /** @type {string[]} */ ([]);
      await waitFor(async () => (ghost = await diagnosticsOf("ghost.test.yaml")).some((/** @type {string} */ d) => /^5 FR8001/.test(d)), { timeoutMs: 15_000, what: () => `FR8001 at line 5 of ghost.test.yaml (now: ${ghost.join(" | ")})` });
      // The house card's scenario: once the server has checked it (a request answered after its set-up), no marker.
      await page.evaluate(async () => {
        // A code action's answer comes after the server has checked the file (its set-up included); a publish of that round comes soon after.
        await /** @type {any} */ (window).playground.client.connection.sendRequest("textDocument/codeAction", { textDocument: { uri: "file:///work/pickpocket.test.yaml" }, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, context: { diagnostics: [] } });
        await new Promise((r) => setTimeout(r, 500));
      });
      const own = await diagnosticsOf("pickpocket.test.yaml");
      if (own.length > 0) throw new Error(`the editor marks the scenario with the house card: ${own.join(" | ")}`);
      await page.click("#tabs button[data-view=test]");
      await page.click("#run-scenarios");
      await page.waitForSelector("#scenario-results li.summary");
      const results = await page.evaluate(() => [...document.querySelectorAll("#scenario-results li")].map((li) => `${li.className}: ${li.textContent}`));
      for (const e of ["passed: ✔ pickpocket.test.yaml:2 the house card is dealt", "failed: ✖ ghost.test.yaml:2 a card nobody wrote"]) {
        if (!results.some((/** @type {string} */ r) => r.startsWith(e))) throw new Error(`no '${e}' among the results: ${results.join(" | ")}`);
      }
    } finally {
      await page.context().close();
    }
  });

  await ctx.step("the table: the log reads in the order things happened: the opening card as the dealer's, not a play of the person's before they were asked", async () => {
    const page = await freshPage();
    try {
      await newGame(page, "3");
      const log = await page.evaluate(() => [...document.querySelectorAll("#log li")].map((li) => li.textContent ?? ""));
      const opening = log.findIndex((/** @type {string} */ l) => /^opening card: /.test(l));
      if (opening < 0) throw new Error(`no opening card in the log: ${log.join(" | ")}`);
      const card = log[opening].replace(/^opening card: /, "").replace(/[,(].*$/, "").trim();
      // The opening card counts as the dealer's play: the log says so on its line, and no one "plays" it before being asked.
      if (!/dealer/.test(log[opening])) throw new Error(`the opening card's line does not say whose it counts as: ${log[opening]}`);
      const next = log[opening + 1] ?? "";
      if (/^P\d+\b/.test(next) && next.endsWith(` plays ${card}`)) throw new Error(`the opening card is logged as a play after it: ${log.slice(opening, opening + 3).join(" | ")}`);
      // Lines about the person name them as such.
      if (!log.some((/** @type {string} */ l) => /P1 \(you\)/.test(l))) throw new Error(`no line names the person: ${log.join(" | ")}`);
    } finally {
      await page.context().close();
    }
  });

  await ctx.step("the table: a resumed 3-player game shows 3 in the Players box", async () => {
    const page = await freshPage();
    try {
      await newGame(page, "3");
      await answerOnScreen(page);
      await page.reload();
      await page.waitForFunction(() => /** @type {any} */ (window).playground !== undefined);
      await page.click("#tabs button[data-view=table]");
      await page.click("#resume-game");
      await page.waitForSelector("#question button");
      const players = await page.inputValue("#players");
      if (players !== "3") throw new Error(`the Players box shows ${players} for the resumed 3-player game`);
      const seats = await page.$$eval("#seats li", (/** @type {Element[]} */ l) => l.length);
      if (seats !== 3) throw new Error(`the resumed game shows ${seats} seats`);
    } finally {
      await page.context().close();
    }
  });

  await ctx.step("the table: the end of a game is a panel with the winner and the scores, and a button for a new game", async () => {
    const page = await freshPage();
    try {
      await newGame(page, "2");
      for (let answers = 0; !(await page.$("#game-over")); answers++) {
        if (answers > 3000) throw new Error("the game did not end after 3000 answers");
        await answerOnScreen(page);
      }
      const heading = (await page.textContent("#game-over h2")) ?? "";
      if (!/^Game over: P[12]\b.* wins?$/.test(heading)) throw new Error(`the panel's heading does not name the winner: ${heading}`);
      const rows = await page.$$eval("#game-over tr", (/** @type {Element[]} */ trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent ?? "").join(" | ")));
      for (const seat of ["P1", "P2"]) if (!rows.some((/** @type {string} */ r) => r.startsWith(seat) && /\d+ points/.test(r))) throw new Error(`the panel does not give ${seat}'s score: ${rows.join(" / ")}`);
      const before = await boardStep(page);
      await page.click("#game-over button");
      await page.waitForFunction((/** @type {number} */ b) => Number(document.querySelector("#board")?.getAttribute("data-step") ?? 0) > b, before);
      if (await page.$("#game-over")) throw new Error("the panel stays after a new game is dealt");
      await page.waitForSelector("#question button");
    } finally {
      await page.context().close();
    }
  }, 300_000);
}
