/** The page at 390 px and 768 px wide: the editor, the table (hand and question above the fold, a card's text by tap, the log folded below), tests and the report. */

/** A phone held upright, and a tablet. */
const WIDTHS = [
  { name: "phone", width: 390, height: 844 },
  { name: "tablet", width: 768, height: 1024 },
];

/**
 * @param {{ step: (name: string, fn: () => Promise<void>, timeoutMs?: number) => Promise<unknown>, openPage: () => Promise<any>, url: string, shot: (name: string, page?: any) => Promise<void> }} ctx
 */
export async function phoneSteps(ctx) {
  for (const size of WIDTHS) {
    await ctx.step(`at ${size.width} px: the editor takes the width, the table shows the hand and the question above the fold, nothing wider than the screen`, async () => {
      const page = await ctx.openPage();
      try {
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.goto(ctx.url);
        await page.waitForFunction(() => /** @type {any} */ (window).playground !== undefined);
        /** Nothing on the page is wider than the screen (a page that scrolls sideways). */
        const noSideways = async (/** @type {string} */ where) => {
          const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (wide > 1) throw new Error(`${where}: the page is ${wide} px wider than the screen`);
        };
        const editor = await page.evaluate(() => document.querySelector("#editor")?.getBoundingClientRect().width ?? 0);
        if (editor < size.width * 0.9) throw new Error(`the editor is ${Math.round(editor)} px wide on a ${size.width} px screen`);
        await noSideways("the editor");
        await ctx.shot(`playground-${size.name}-editor.png`, page);

        await page.click("#tabs button[data-view=table]");
        await page.click("#new-game");
        await page.waitForSelector("#question button");
        const fold = await page.evaluate(() => {
          const bottom = (/** @type {string} */ s) => document.querySelector(s)?.getBoundingClientRect().bottom ?? Infinity;
          const top = (/** @type {string} */ s) => document.querySelector(s)?.getBoundingClientRect().top ?? Infinity;
          return { hand: bottom("#hand"), question: top("#question button"), log: top("#log-box"), height: window.innerHeight };
        });
        if (fold.hand > fold.height) throw new Error(`the hand ends at ${Math.round(fold.hand)} px, below the fold (${fold.height} px)`);
        if (fold.question > fold.height) throw new Error(`the question's first option starts at ${Math.round(fold.question)} px, below the fold (${fold.height} px)`);
        if (fold.log < fold.question) throw new Error("the log comes before the question");
        await noSideways("the table");
        // A tap on a card of the hand writes its text (a touch screen shows no tooltip).
        const card = page.locator("#hand .card").first();
        const title = await card.getAttribute("title");
        await card.tap().catch(() => card.click());
        const shown = await page.textContent("#card-text");
        if (!title || !shown?.includes(title)) throw new Error(`a tap on a card shows '${shown}', not its text '${title}'`);
        // The log folds away and opens again.
        await page.click("#log-box summary");
        if (await page.evaluate(() => /** @type {HTMLDetailsElement} */ (document.querySelector("#log-box")).open)) throw new Error("the log does not fold");
        await page.click("#log-box summary");
        await ctx.shot(`playground-${size.name}-table.png`, page);

        await page.click("#tabs button[data-view=test]");
        await noSideways("scenarios and simulation");
        const report = await page.evaluate(() => document.querySelector("#report")?.getBoundingClientRect().width ?? 0);
        if (report > size.width) throw new Error(`the report's frame is ${Math.round(report)} px wide on a ${size.width} px screen`);
      } finally {
        await page.context().close();
      }
    });
  }
}
