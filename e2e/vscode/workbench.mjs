/**
 * What a person does in the VS Code workbench (code-server in Chromium), as Playwright calls: open a file
 * with Quick Open, run a command from the palette, move the cursor, read the editor's lines, the Problems
 * panel and the status bar. Selectors are VS Code 1.100's DOM; every wait has a time limit.
 */

/** @typedef {import("playwright-core").Page} Page */

const QUICK_INPUT = ".quick-input-widget";
const QUICK_ROWS = `${QUICK_INPUT} .quick-input-list .monaco-list-row`;
/** The active editor group's text editor (peek views nest editors inside it, later in the DOM). */
const EDITOR = ".editor-group-container.active .editor-container .monaco-editor";

/** @param {Page} page */
export async function closeWidgets(page) {
  // Suggest, hover, quick input and peek views all close on Escape; a few presses reach a clean editor.
  for (let i = 0; i < 3; i++) await page.keyboard.press("Escape");
}

/** @param {Page} page @param {string} key */
async function openQuickInput(page, key) {
  await closeWidgets(page);
  await page.keyboard.press(key);
  const input = page.locator(`${QUICK_INPUT} input`);
  const shown = await input.waitFor({ state: "visible", timeout: 5_000 }).then(() => true, () => false);
  if (shown) return;
  // A webview (the simulation page) that has the focus keeps the keys: give it back to the workbench.
  const bar = await page.locator(".part.statusbar").boundingBox();
  if (bar) await page.mouse.click(bar.x + bar.width / 2, bar.y + bar.height / 2);
  await page.keyboard.press(key);
  await input.waitFor({ state: "visible" });
}

/**
 * Opens a workspace file with Quick Open (Ctrl+P) and waits for its tab to be active.
 * @param {Page} page
 * @param {string} relativePath e.g. "house/new-card.yaml"
 */
export async function openFile(page, relativePath) {
  const name = relativePath.split("/").pop() ?? relativePath;
  await openQuickInput(page, "Control+P");
  await page.keyboard.type(relativePath);
  // Quick Open's file search runs ripgrep: wait for the file's row to be the one Enter takes.
  const dir = relativePath.includes("/") ? relativePath.slice(0, relativePath.lastIndexOf("/")) : "";
  const row = page.locator(`${QUICK_ROWS}.focused`).filter({ has: page.locator(".label-name", { hasText: exactText(name) }) });
  await row.filter({ hasText: dir }).first().waitFor({ state: "visible" });
  await page.keyboard.press("Enter");
  await waitActiveTab(page, name);
  await page.locator(`${EDITOR} .view-lines`).waitFor({ state: "visible" });
}

/** @param {Page} page @param {string} title a tab's label, or its start */
export async function waitActiveTab(page, title, options = {}) {
  const tab = page.locator(".editor-group-container.active .tabs-container .tab.active .label-name");
  await tab.filter({ hasText: new RegExp(`^${escapeRegExp(title)}`) }).waitFor({ state: "visible", ...options });
}

/**
 * Runs a command from the Command Palette by its exact title.
 * @param {Page} page
 * @param {string} title e.g. "Frantic: Simulate with this card"
 */
export async function runCommand(page, title) {
  const row = page.locator(QUICK_ROWS).filter({ has: page.locator(".label-name", { hasText: exactText(title) }) }).first();
  // Under load the palette may take the keys before its input has focus, and filter nothing: try once more.
  for (let attempt = 1; ; attempt++) {
    await openQuickInput(page, "F1");
    await page.keyboard.type(title);
    try {
      await row.waitFor({ state: "visible", timeout: 10_000 });
      break;
    } catch {
      const offered = await page.locator(`${QUICK_ROWS} .label-name`).allInnerTexts();
      await closeWidgets(page);
      if (attempt < 2) continue;
      throw new Error(`the Command Palette has no command '${title}' (it offers: ${offered.slice(0, 8).join(" | ") || "nothing"})`);
    }
  }
  await row.click();
}

/**
 * Whether the Command Palette lists a command with this exact title (the palette is closed again).
 * @param {Page} page @param {string} title
 */
export async function hasCommand(page, title) {
  await openQuickInput(page, "F1");
  await page.keyboard.type(title);
  const row = page.locator(QUICK_ROWS).filter({ has: page.locator(".label-name", { hasText: exactText(title) }) }).first();
  const found = await row.waitFor({ state: "visible", timeout: 10_000 }).then(() => true, () => false);
  await closeWidgets(page);
  return found;
}

/**
 * Puts the cursor at a 1-based line and column with Go to Line (Ctrl+G) and waits for the status bar to say so.
 * @param {Page} page @param {number} line @param {number} column
 */
export async function gotoPosition(page, line, column) {
  await openQuickInput(page, "Control+G");
  await page.keyboard.type(`${line}:${column}`);
  await page.keyboard.press("Enter");
  await page.locator("#status\\.editor\\.selection").filter({ hasText: new RegExp(`Ln ${line}, Col ${column}\\b`) }).waitFor({ state: "visible" });
}

/**
 * The active editor's visible lines by 1-based line number (code lenses and other zones in between are skipped).
 * @param {Page} page
 * @returns {Promise<Map<number, string>>}
 */
export async function editorLines(page) {
  const lines = await page.locator(EDITOR).first().evaluate((/** @type {Element} */ editor) => {
    const tops = new Map();
    for (const n of editor.querySelectorAll(".margin-view-overlays > div")) {
      const number = n.querySelector(".line-numbers")?.textContent?.trim();
      if (number) tops.set(/** @type {HTMLElement} */ (n).style.top, Number(number));
    }
    /** @type {[number, string][]} */
    const out = [];
    for (const l of editor.querySelectorAll(".view-lines > .view-line")) {
      const number = tops.get(/** @type {HTMLElement} */ (l).style.top);
      if (number !== undefined) out.push([number, (l.textContent ?? "").replace(/\u00a0/g, " ")]);
    }
    return out;
  });
  return new Map(lines);
}

/**
 * Waits until a line of the active editor reads `text`.
 * @param {Page} page @param {number} line @param {string} text
 */
export async function waitLine(page, line, text, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  let now;
  while (Date.now() < deadline) {
    now = (await editorLines(page)).get(line);
    if (now === text) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`line ${line} reads ${JSON.stringify(now)}, expected ${JSON.stringify(text)}`);
}

/**
 * The on-screen box of 1-based columns [start, end) of a line of the active editor, measured on the
 * rendered text (so it can be compared with a squiggle's box, or hovered).
 * @param {Page} page @param {number} line @param {number} start @param {number} end
 */
export async function textBox(page, line, start, end) {
  const box = await page.locator(EDITOR).first().evaluate(
    (/** @type {Element} */ editor, /** @type {number[]} */ [line, start, end]) => {
      /** @type {string | undefined} */
      let top;
      for (const n of editor.querySelectorAll(".margin-view-overlays > div")) {
        if (n.querySelector(".line-numbers")?.textContent?.trim() === String(line)) top = /** @type {HTMLElement} */ (n).style.top;
      }
      const viewLine = [...editor.querySelectorAll(".view-lines > .view-line")].find((l) => /** @type {HTMLElement} */ (l).style.top === top);
      if (!viewLine) return undefined;
      // Find the text nodes that hold the columns and measure a DOM range over them.
      const walker = document.createTreeWalker(viewLine, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      let offset = 0;
      let begun = false;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const length = node.textContent?.length ?? 0;
        if (!begun && offset + length >= start - 1) {
          range.setStart(node, start - 1 - offset);
          begun = true;
        }
        if (begun && offset + length >= end - 1) {
          range.setEnd(node, end - 1 - offset);
          const r = range.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height };
        }
        offset += length;
      }
      return undefined;
    },
    [line, start, end],
  );
  if (!box) throw new Error(`line ${line}, columns ${start}-${end} are not on screen`);
  return box;
}

/**
 * The Problems panel's entries (opened if it is not showing) and its tab's total.
 * @param {Page} page
 * @returns {Promise<{ total: number, entries: { file: string, message: string, source: string, code: string, position: string, severity: string }[] }>}
 */
export async function problems(page) {
  const panel = page.locator(".markers-panel");
  if (!(await panel.isVisible())) {
    await page.keyboard.press("Control+Shift+M");
    await panel.waitFor({ state: "visible" });
  }
  return page.evaluate(() => {
    const tab = document.querySelector('.part.panel a.action-label[aria-label^="Problems"]');
    const total = Number(/Total (\d+) Problem/.exec(tab?.getAttribute("aria-label") ?? "")?.[1] ?? 0);
    const entries = [];
    let file = "";
    const rows = [...document.querySelectorAll(".markers-panel .monaco-list-row")].sort((a, b) => Number(a.getAttribute("data-index")) - Number(b.getAttribute("data-index")));
    for (const row of rows) {
      if (row.getAttribute("aria-level") === "1") {
        file = row.querySelector(".monaco-icon-label")?.getAttribute("aria-label") ?? "";
        continue;
      }
      const text = (/** @type {string} */ selector) => row.querySelector(selector)?.textContent?.trim() ?? "";
      const icon = row.querySelector(".marker-icon");
      entries.push({
        file,
        message: text(".marker-message"),
        source: text(".marker-source"),
        code: text(".marker-code"),
        position: text(".marker-line"),
        severity: icon?.classList.contains("error") ? "error" : icon?.classList.contains("warning") ? "warning" : "info",
      });
    }
    return { total, entries };
  });
}

/**
 * The status bar's error and warning counts.
 * @param {Page} page
 */
export async function statusCounts(page) {
  const label = (await page.locator("#status\\.problems").getAttribute("aria-label")) ?? "";
  const errors = /Errors: (\d+)/.exec(label);
  const warnings = /Warnings: (\d+)/.exec(label);
  if (!errors && !/No Problems/i.test(label)) throw new Error(`unexpected status bar problems label '${label}'`);
  return { errors: Number(errors?.[1] ?? 0), warnings: Number(warnings?.[1] ?? 0) };
}

/** @param {string} text a regular expression matching exactly this text */
export function exactText(text) {
  return new RegExp(`^${escapeRegExp(text)}$`);
}

/** @param {string} text */
export function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
