/** The language service in the playground: diagnostics that compose (quick fixes in either order, a did-you-mean for a missing field, a duplicate key hiding nothing), the required field added where it belongs, snippets only where a card may start, the rules text written from an effect. */
import { waitFor } from "../lib/proc.mjs";

/** A card whose effect takes a card: `points` and `takes` are where the typos go. */
const THIEF = `kind: special
id: thief
name: { en: Thief }
text: { en: "Pick another player and take a random card from their hand." }
class: coloured-special
colours: [blue, red]
copies: 1
points: 10
effect: |
  target victim = choose player from others
  me takes random(hand of victim)
`;
/** 1-based lines of THIEF. */
const LINE = { text: 4, class: 5, points: 8, effect: 9, takes: 11 };

/**
 * @param {{ step: (name: string, fn: () => Promise<void>, timeoutMs?: number) => Promise<unknown>, openPage: () => Promise<any>, url: string, shot: (name: string, page?: any) => Promise<void> }} ctx
 */
export async function serviceSteps(ctx) {
  /** A fresh page of its own storage, its editor holding `text` and its diagnostics in (none for THIEF). @param {string} text */
  const pageWith = async (text) => {
    const page = await ctx.openPage();
    await page.goto(ctx.url);
    await page.waitForFunction(() => /** @type {any} */ (window).playground !== undefined);
    await page.evaluate((/** @type {string} */ t) => /** @type {any} */ (window).playground.editor.getModel().setValue(t), text);
    // The server is up and has this text once it answers a hover on the card's first key.
    await waitFor(
      () =>
        page.evaluate(async () => {
          const { editor, client } = /** @type {any} */ (window).playground;
          const h = await client.connection.sendRequest("textDocument/hover", { textDocument: { uri: editor.getModel().uri.toString() }, position: { line: 0, character: 1 } });
          return /kind/.test(h?.contents?.value ?? "") && h.range?.start?.line === 0;
        }),
      { timeoutMs: 15_000, what: "the language server answering on the card" },
    );
    await waitFor(async () => (await markers(page)).length === 0, { timeoutMs: 15_000, what: "no markers on the clean card" });
    return page;
  };
  /** The editor's markers, top to bottom: "CODE line:column". @param {any} page @returns {Promise<string[]>} */
  const markers = (page) =>
    page.evaluate(() => {
      const { editor, monaco } = /** @type {any} */ (window).playground;
      return monaco.editor
        .getModelMarkers({ resource: editor.getModel().uri, owner: "frantic" })
        .sort((/** @type {any} */ a, /** @type {any} */ b) => a.startLineNumber - b.startLineNumber || a.startColumn - b.startColumn)
        .map((/** @type {any} */ m) => `${m.code} ${m.startLineNumber}:${m.startColumn}`);
    });
  /** Selects a line's text from `column` for `length` characters and types `text` over it, key by key. @param {any} page @param {number} line @param {number} column @param {number} length @param {string} text */
  const typeOver = async (page, line, column, length, text) => {
    await page.evaluate((/** @type {number[]} */ [l, c, n]) => {
      const editor = /** @type {any} */ (window).playground.editor;
      editor.setSelection({ startLineNumber: l, startColumn: c, endLineNumber: l, endColumn: c + n });
      editor.focus();
    }, [line, column, length]);
    await page.keyboard.type(text, { delay: 40 });
  };
  /** Opens the quick fixes at a marker (Ctrl+.) and takes the one whose title matches; its title. @param {any} page @param {string} marker "CODE line:column" @param {RegExp} title */
  const takeFix = async (page, marker, title) => {
    const [line, column] = marker.split(" ")[1].split(":").map(Number);
    await page.mouse.move(0, 0);
    await page.evaluate((/** @type {number[]} */ [l, c]) => {
      const editor = /** @type {any} */ (window).playground.editor;
      editor.setPosition({ lineNumber: l, column: c + 1 });
      editor.focus();
    }, [line, column]);
    await page.keyboard.press("Control+.");
    await page.waitForSelector(".action-widget .monaco-list-row.action");
    const titles = await page.evaluate(() => [...document.querySelectorAll(".action-widget .monaco-list-row.action")].map((r) => r.textContent ?? ""));
    const index = titles.findIndex((/** @type {string} */ t) => title.test(t));
    if (index < 0) throw new Error(`no quick fix matching ${title} at ${marker}: ${titles.join(" | ")}`);
    await page.click(`.action-widget .monaco-list-row.action >> nth=${index}`);
    return titles[index];
  };
  /** Takes a quick fix for the top or the bottom marker until none is left (at most `max`); the markers before each. @param {any} page @param {"top" | "bottom"} from */
  const fixAll = async (page, from, max = 4) => {
    /** @type {string[][]} */
    const seen = [];
    for (let i = 0; i < max; i++) {
      const now = await markers(page);
      if (now.length === 0) return seen;
      seen.push(now);
      const target = from === "top" ? now[0] : now[now.length - 1];
      await takeFix(page, target, /Change to|Add the required field/);
      // The fix's edit changes the text; its markers follow once the server has checked it.
      await waitFor(async () => JSON.stringify(await markers(page)) !== JSON.stringify(now), { timeoutMs: 10_000, what: () => `the markers to change after the fix at ${target} (still ${now.join(", ")})` });
    }
    const left = await markers(page);
    if (left.length > 0) throw new Error(`markers left after ${max} fixes from the ${from}: ${left.join(", ")} (before each fix: ${seen.map((s) => s.join(", ")).join(" / ")})`);
    return seen;
  };

  for (const from of /** @type {const} */ (["top", "bottom"])) {
    await ctx.step(`quick fixes compose: 'pionts' and 'taks' typed, the fixes taken from the ${from}, no marker left`, async () => {
      const page = await pageWith(THIEF);
      try {
        await typeOver(page, LINE.points, 1, "points".length, "pionts");
        await typeOver(page, LINE.takes, 6, "takes".length, "taks");
        let now = /** @type {string[]} */ ([]);
        // One marker per typo: the unknown key's did-you-mean renames it, no "'points' is required here" beside it.
        await waitFor(async () => (now = await markers(page)).join(", ") === `FR2002 ${LINE.points}:1, FR4002 ${LINE.takes}:6`, { timeoutMs: 10_000, what: () => `a marker per typo, FR2002 and FR4002 (now: ${now.join(", ")})` });
        await fixAll(page, from);
        const text = await page.evaluate(() => /** @type {any} */ (window).playground.editor.getValue());
        if (text !== THIEF) throw new Error(`the fixes did not give the card back:\n${text}`);
      } finally {
        await page.context().close();
      }
    });
  }

  await ctx.step("adding a required field puts it among the header fields with a valid value: no marker left", async () => {
    const page = await pageWith(THIEF);
    try {
      // The `class` line deleted as a person does: selected whole, then Backspace.
      await page.evaluate((/** @type {number} */ l) => {
        const editor = /** @type {any} */ (window).playground.editor;
        editor.setSelection({ startLineNumber: l, startColumn: 1, endLineNumber: l + 1, endColumn: 1 });
        editor.focus();
      }, LINE.class);
      await page.keyboard.press("Backspace");
      let now = /** @type {string[]} */ ([]);
      await waitFor(async () => (now = await markers(page)).length === 1 && now[0].startsWith("FR2001"), { timeoutMs: 10_000, what: () => `FR2001 for the missing class (now: ${now.join(", ")})` });
      await takeFix(page, now[0], /Add the required field 'class'/);
      await waitFor(async () => (now = await markers(page)).length === 0, { timeoutMs: 10_000, what: () => `no marker after adding the field (now: ${now.join(", ")})` });
      const lines = (await page.evaluate(() => /** @type {any} */ (window).playground.editor.getValue())).split("\n");
      const at = lines.findIndex((/** @type {string} */ l) => /^class: \S/.test(l));
      if (at < 0 || at > lines.indexOf("effect: |")) throw new Error(`the class is not among the header fields:\n${lines.join("\n")}`);
    } finally {
      await page.context().close();
    }
  });

  await ctx.step("the card snippets are offered where a new card starts, never inside effect code or as a value", async () => {
    const page = await pageWith(THIEF);
    try {
      const snippetRows = () => page.evaluate(() => [...document.querySelectorAll(".suggest-widget.visible .monaco-list-row .label-name")].map((e) => e.textContent ?? "").filter((l) => l.startsWith("frantic-")));
      /**
       * Puts the cursor at the end of a line, types `keys` key by key, then opens the suggestions. Monaco makes no
       * suggestions on its own while a YAML plain scalar is typed, so a person asks (the starter card says
       * Ctrl+Space): the editor's own suggest action, which that key runs, is asked here.
       * @param {number} line @param {string} keys
       */
      const typeAtEnd = async (line, keys) => {
        await page.keyboard.press("Escape");
        await page.evaluate((/** @type {number} */ l) => {
          const editor = /** @type {any} */ (window).playground.editor;
          editor.setPosition({ lineNumber: l, column: editor.getModel().getLineMaxColumn(l) });
          editor.focus();
        }, line);
        await page.keyboard.type(keys, { delay: 60 });
        await page.evaluate(() => /** @type {any} */ (window).playground.editor.trigger("e2e", "editor.action.triggerSuggest", {}));
      };
      // Where a card may start, the widget opens on its own with the snippets: what the checks below would see.
      const last = await page.evaluate(() => /** @type {any} */ (window).playground.editor.getModel().getLineCount());
      await typeAtEnd(last, "---\nfrantic-");
      let rows = /** @type {string[]} */ ([]);
      await waitFor(async () => (rows = await snippetRows()).includes("frantic-special"), { timeoutMs: 10_000, what: () => `the card snippets after '---' (rows: ${rows.join(", ")})` });
      await page.keyboard.press("Escape");
      // Inside the effect, on a new line of code: a line of the block, not a new card.
      await typeAtEnd(LINE.takes, "\nfrantic-");
      await new Promise((r) => setTimeout(r, 2_000));
      if ((rows = await snippetRows()).length > 0) throw new Error(`card snippets offered inside the effect: ${rows.join(", ")}`);
      // As the value of `class:`.
      await page.keyboard.press("Escape");
      await typeOver(page, LINE.class, "class: ".length + 1, "coloured-special".length, "frantic-");
      await page.evaluate(() => /** @type {any} */ (window).playground.editor.trigger("e2e", "editor.action.triggerSuggest", {}));
      await new Promise((r) => setTimeout(r, 2_000));
      if ((rows = await snippetRows()).length > 0) throw new Error(`card snippets offered as the value of class: ${rows.join(", ")}`);
    } finally {
      await page.context().close();
    }
  });

  await ctx.step("hover on a card's text shows the rules text its effect reads as: a random card from the chosen player's hand", async () => {
    const page = await pageWith(THIEF);
    try {
      const at = await page.evaluate((/** @type {number} */ l) => {
        const editor = /** @type {any} */ (window).playground.editor;
        const p = editor.getScrolledVisiblePosition({ lineNumber: l, column: 2 });
        const r = editor.getDomNode().getBoundingClientRect();
        return { x: r.left + p.left + 2, y: r.top + p.top + p.height / 2 };
      }, LINE.text);
      let text = "";
      // The mouse moved away and back until the hover shows the text (a hover asked before the server is up stays empty).
      await waitFor(
        async () => {
          await page.mouse.move(0, 0);
          await page.mouse.move(at.x, at.y);
          const hover = await page.waitForSelector(".monaco-hover:not(.hidden) .hover-contents", { timeout: 2_000 }).catch(() => undefined);
          return /From its effect/.test((text = (await hover?.textContent()) ?? ""));
        },
        { timeoutMs: 20_000, what: () => `the rules text in the hover (now: ${text})` },
      );
      if (!text.includes("Take a random card from the chosen player's hand.")) throw new Error(`the hover's rules text does not read as a person would write it: ${text}`);
    } finally {
      await page.context().close();
    }
  });
}
