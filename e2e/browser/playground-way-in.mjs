/**
 * A way in: the Examples menu, Copy to my files on an official card, the guided first card, the help link;
 * the card pane (the card as drawn, its rules text in a picked language, updated as a person types).
 * Screenshots of the card pane and of the guide go to docs/images/ (taken of these steps' own pages).
 */
import { waitFor } from "../lib/proc.mjs";

/**
 * @param {{ step: (name: string, fn: () => Promise<void>, timeoutMs?: number) => Promise<unknown>, openPage: () => Promise<any>, url: string, shot: (name: string, page?: any) => Promise<void> }} ctx
 */
export async function wayInSteps(ctx) {
  /** A fresh page of its own storage, the playground started on it. */
  const freshPage = async (/** @type {{ width: number, height: number } | undefined} */ size = undefined) => {
    const page = await ctx.openPage();
    if (size) await page.setViewportSize(size);
    await page.goto(ctx.url);
    await page.waitForFunction(() => /** @type {any} */ (window).playground !== undefined);
    return page;
  };
  /** @param {any} page */
  const openPath = (page) => page.evaluate(() => /** @type {any} */ (window).playground.editor.getModel().uri.path);
  /** @param {any} page */
  const editorText = (page) => page.evaluate(() => /** @type {any} */ (window).playground.editor.getValue());
  /** The status line says the open file is checked and clean. @param {any} page @param {string} name */
  const clean = async (page, name) => {
    let status = "";
    await waitFor(async () => (status = await page.textContent("#status")) === `no problems in ${name}`, { what: () => `"no problems in ${name}" (status: ${status})` });
  };
  /** Runs the scenarios on the Simulate & test tab; the results' lines. @param {any} page */
  const runScenarios = async (page) => {
    await page.click("#tabs button[data-view=test]");
    await page.click("#run-scenarios");
    await page.waitForSelector("#scenario-results li.passed, #scenario-results li.failed", { timeout: 60_000 });
    return page.evaluate(() => [...document.querySelectorAll("#scenario-results li")].map((li) => `${li.className}: ${li.textContent}`));
  };
  /** Puts the cursor at a line and column (1-based) as a click would, the editor focused. @param {any} page @param {number} line @param {number} column */
  const cursorAt = (page, line, column) =>
    page.evaluate((/** @type {[number, number]} */ [l, c]) => {
      const editor = /** @type {any} */ (window).playground.editor;
      editor.setPosition({ lineNumber: l, column: c });
      editor.focus();
    }, [line, column]);

  await ctx.step("Examples: the special card and its scenarios go into Your files, the card checks clean, its scenario passes; picked again once edited, a free name", async () => {
    const page = await freshPage();
    try {
      await page.click("#examples-menu summary");
      await page.click("#examples-menu button[data-example=special]");
      await page.waitForSelector('#files li[data-path="/work/tidy-up.yaml"]');
      await page.waitForSelector('#files li[data-path="/work/tidy-up.test.yaml"]');
      if ((await openPath(page)) !== "/work/tidy-up.yaml") throw new Error(`the example's card is not the open file: ${await openPath(page)}`);
      await clean(page, "tidy-up.yaml");
      const lines = await runScenarios(page);
      if (!lines.some((/** @type {string} */ l) => l.startsWith("passed") && l.includes("the player drops a card")) || lines.some((/** @type {string} */ l) => l.startsWith("failed"))) throw new Error(`the example's scenario does not pass: ${lines.join(" | ")}`);
      // Edited, then picked again: the edited file is kept, the example comes in under a free name.
      await page.click("#tabs button[data-view=cards]");
      await cursorAt(page, 1, 1);
      await page.keyboard.type("# mine now\n");
      await page.click("#examples-menu summary");
      await page.click("#examples-menu button[data-example=special]");
      await page.waitForSelector('#files li[data-path="/work/tidy-up-2.yaml"]');
      await page.waitForSelector('#files li[data-path="/work/tidy-up-2.test.yaml"]');
      const first = await page.evaluate(() => /** @type {any} */ (window).playground.monaco.editor.getModel(/** @type {any} */ (window).playground.monaco.Uri.file("/work/tidy-up.yaml")).getValue());
      if (!first.startsWith("# mine now")) throw new Error("picking the example again overwrote the edited file");
    } finally {
      await page.context().close();
    }
  });

  await ctx.step("Examples: the house rule checks clean, its scenarios pass under it, and the table deals five cards when it is picked", async () => {
    const page = await freshPage();
    try {
      await page.click("#examples-menu summary");
      await page.click("#examples-menu button[data-example=house-rules]");
      await page.waitForSelector('#files li[data-path="/work/quiet-evenings.test.yaml"]');
      await clean(page, "quiet-evenings.yaml");
      const lines = await runScenarios(page);
      if (lines.filter((/** @type {string} */ l) => l.startsWith("passed")).length !== 2 || lines.some((/** @type {string} */ l) => l.startsWith("failed"))) throw new Error(`the house rule's scenarios do not both pass: ${lines.join(" | ")}`);
      await page.click("#tabs button[data-view=table]");
      let offered = "";
      await waitFor(async () => ((offered = (await page.textContent("#house-rules")) ?? ""), (await page.$('#house-rules option[value="/work/quiet-evenings.yaml"]')) !== null), { what: () => `quiet-evenings.yaml among the house rules offered (${offered})` });
      await page.selectOption("#house-rules", { label: "quiet-evenings.yaml" });
      await page.selectOption("#players", "3");
      await page.click("#new-game");
      let status = "";
      await waitFor(async () => ((status = (await page.textContent("#table-status")) ?? ""), (await page.$("#question button")) !== null), { what: () => `a question at the table (status: ${status})` });
      status = (await page.textContent("#table-status")) ?? "";
      if (!/house rules quiet-evenings\.yaml/.test(status ?? "")) throw new Error(`the status does not name the house rules: ${status}`);
      const dealt = await page.evaluate(() => /** @type {any} */ (window).playground.table.view.sight.handSizes.reduce((/** @type {number} */ a, /** @type {number} */ b) => a + b, 0));
      // Five each, give or take the opening card's effect: far from the 21 of seven each.
      if (dealt > 17) throw new Error(`${dealt} cards in the hands: the house rules' deal of five was not applied`);
    } finally {
      await page.context().close();
    }
  });

  await ctx.step("Copy to my files on the official Gift: My Gift (my-gift) in a file of its own, opened, checking clean", async () => {
    const page = await freshPage();
    try {
      await page.click("#files details summary >> text=base");
      await page.click('#files li[data-path="/cards/base/coloured-specials.yaml"]');
      const line = (await editorText(page)).split("\n").indexOf("id: gift") + 1;
      if (line < 1) throw new Error("no Gift in coloured-specials.yaml");
      await cursorAt(page, line + 2, 1);
      await page.click("#copy-to-mine");
      await waitFor(async () => (await openPath(page)) === "/work/my-gift.yaml", { what: "my-gift.yaml open" });
      const text = await editorText(page);
      if (!/^id: my-gift$/m.test(text) || !/^name: \{ en: "My Gift" \}$/m.test(text)) throw new Error(`the copy is not renamed: ${text}`);
      await page.waitForSelector('#files li[data-path="/work/my-gift.yaml"]');
      await clean(page, "my-gift.yaml");
    } finally {
      await page.context().close();
    }
  });

  await ctx.step("the guide: a name, a class, an effect, a scenario that passes, a game; closed and opened again", async () => {
    const page = await freshPage();
    try {
      await page.click("#guide-open");
      await page.waitForSelector('#guide[data-step="1"]');
      if ((await openPath(page)) !== "/work/first-card.yaml") throw new Error(`the guide did not open its file: ${await openPath(page)}`);
      /** Types a line at the end of the file as a person does (a suggestion offered is dismissed, not taken). */
      const typeLine = async (/** @type {string} */ text) => {
        await page.keyboard.press("Control+End");
        await page.keyboard.type(text, { delay: 15 });
        await page.keyboard.press("Escape");
        await page.keyboard.press("End");
        await page.keyboard.press("Enter");
        // Whatever the editor indented the new line by is taken away: the next line says its own indent.
        await page.keyboard.press("Shift+Home");
        await page.keyboard.press("Delete");
      };
      await cursorAt(page, 4, 1);
      await typeLine("name: { en: Night Owl }");
      await page.waitForSelector('#guide[data-step="2"]');
      for (const l of ["class: coloured-special", "colours: [red, blue]", "copies: 1", "points: 5"]) await typeLine(l);
      await page.waitForSelector('#guide[data-step="3"]');
      await ctx.shot("playground-guide.png", page);
      await typeLine("effect: |");
      await typeLine("  me draws 1");
      await page.waitForSelector('#guide[data-step="4"]', { timeout: 20_000 }).catch(async () => {
        throw new Error(`the effect step is not done; the file: ${await editorText(page)}; problems: ${await page.textContent("#problems")}`);
      });
      await page.click("#guide-write-scenario");
      await waitFor(async () => (await openPath(page)) === "/work/first-card.test.yaml", { what: "the guide's scenario file open" });
      const lines = await runScenarios(page);
      await page.waitForSelector('#guide[data-step="5"]').catch(() => {
        throw new Error(`the scenario step is not done: ${lines.join(" | ")}`);
      });
      await page.click("#tabs button[data-view=table]");
      await page.click("#new-game");
      await page.waitForSelector('#guide[data-step="6"]');
      if (!/first card is made/.test((await page.textContent("#guide h2")) ?? "")) throw new Error("the guide does not say the card is made");
      await page.click("#guide-close");
      if (!(await page.evaluate(() => /** @type {HTMLElement} */ (document.querySelector("#guide")).hidden))) throw new Error("the guide does not close");
      await page.click("#guide-open");
      await page.waitForSelector('#guide:not([hidden])[data-step="6"]');
    } finally {
      await page.context().close();
    }
  }, 120_000);

  await ctx.step("the help link opens the playground's help in a new tab, from the site itself", async () => {
    const page = await freshPage();
    try {
      const link = await page.$eval("#help-link", (/** @type {HTMLAnchorElement} */ a) => ({ href: a.href, target: a.target }));
      if (link.target !== "_blank" || new URL(link.href).host !== new URL(ctx.url).host) throw new Error(`the help link is not a new tab on the site: ${JSON.stringify(link)}`);
      const [help] = await Promise.all([page.context().waitForEvent("page"), page.click("#help-link")]);
      await help.waitForLoadState("load");
      const h1 = await help.textContent("h1");
      if (h1 !== "The playground") throw new Error(`the help page's heading: ${h1}`);
      const images = await help.evaluate(() => [...document.images].map((i) => i.naturalWidth));
      if (images.some((/** @type {number} */ w) => w === 0)) throw new Error("an image of the help page did not load");
    } finally {
      await page.context().close();
    }
  });

  await ctx.step("the card pane: the card at the cursor drawn (SVG) with its rules text, in German, updated as one types", async () => {
    const page = await freshPage();
    try {
      await page.click("#card-pane-toggle");
      await cursorAt(page, 12, 1);
      await page.waitForSelector('#card-pane[data-card="lucky-draw"] #card-face:not([hidden])', { timeout: 60_000 });
      /** What the pane shows: the SVG (decoded), the rules text, how many answers came. */
      const pane = () =>
        page.evaluate(() => {
          const img = /** @type {HTMLImageElement} */ (document.querySelector("#card-face"));
          const prefix = "data:image/svg+xml;charset=utf-8,";
          return { svg: img.src.startsWith(prefix) ? decodeURIComponent(img.src.slice(prefix.length)) : "", drawn: img.naturalWidth, rules: document.querySelector("#card-rules")?.textContent ?? "", lang: document.querySelector("#card-pane")?.getAttribute("data-lang"), updates: Number(document.querySelector("#card-pane")?.getAttribute("data-updates")) };
        });
      await waitFor(async () => (await pane()).drawn > 0, { what: "the card drawn" });
      // Beside the editor and on the screen, the editor narrower for it.
      await waitFor(async () => page.evaluate(() => (document.querySelector("#card-pane")?.getBoundingClientRect().right ?? Infinity) <= window.innerWidth && document.documentElement.scrollWidth <= window.innerWidth), { what: "the card pane within the screen" });
      const en = await pane();
      if (!en.svg.startsWith("<svg") || !en.svg.includes("Lucky Draw")) throw new Error(`the pane's picture is not the card's SVG: ${en.svg.slice(0, 200)}`);
      if (!/draw/i.test(en.rules)) throw new Error(`the rules text says nothing of drawing: ${en.rules}`);
      await ctx.shot("playground-card-pane.png", page);
      await page.selectOption("#card-lang", "de");
      let de = en;
      await waitFor(async () => (de = await pane()).lang === "de" && de.rules !== en.rules && de.rules !== "", { what: () => `the rules text in German (now: ${de.rules})` });
      // Typed as a person does: the effect's 2 becomes 3, the name gets longer.
      await page.selectOption("#card-lang", "en");
      const line = (await editorText(page)).split("\n").findIndex((/** @type {string} */ l) => l.includes("victim draws 2")) + 1;
      await cursorAt(page, line, 1);
      await page.keyboard.press("End");
      await page.keyboard.press("Backspace");
      await page.keyboard.type("3");
      let now = en;
      await waitFor(async () => (now = await pane()).rules !== en.rules && /3/.test(now.rules) && now.lang === "en", { what: () => `the rules text after the edit (now: ${now.rules})` });
      const nameLine = (await editorText(page)).split("\n").findIndex((/** @type {string} */ l) => l.startsWith("name:")) + 1;
      const column = (await editorText(page)).split("\n")[nameLine - 1].indexOf("Lucky Draw") + "Lucky Draw".length + 1;
      await cursorAt(page, nameLine, column);
      await page.keyboard.type("er");
      await waitFor(async () => (now = await pane()).svg.includes("Lucky Drawer"), { what: "the drawing with the new name" });
    } finally {
      await page.context().close();
    }
  });

  await ctx.step("at 390 px: the Examples menu, the card pane and the guide stay within the screen", async () => {
    const page = await freshPage({ width: 390, height: 844 });
    try {
      const wider = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      await page.click("#examples-menu summary");
      await page.waitForSelector("#examples-menu button[data-example]");
      const menu = await page.evaluate(() => document.querySelector("#examples-menu ul")?.getBoundingClientRect().right ?? 0);
      if (menu > 390) throw new Error(`the Examples menu reaches ${Math.round(menu)} px on a 390 px screen`);
      await page.keyboard.press("Escape");
      await page.click("#card-pane-toggle");
      await page.click("#guide-open");
      await page.waitForSelector('#card-pane[data-card] #card-name', { timeout: 60_000 });
      const guide = await page.evaluate(() => document.querySelector("#guide")?.getBoundingClientRect().right ?? 0);
      if (guide > 390) throw new Error(`the guide reaches ${Math.round(guide)} px`);
      if ((await wider()) > 1) throw new Error(`the page is ${await wider()} px wider than the screen`);
    } finally {
      await page.context().close();
    }
  });
}
