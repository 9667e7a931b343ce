/** Serving: ETag and Last-Modified, compressed responses, long cache lifetimes for hashed assets, a reload that transfers little; the first screen before the editor arrives. */

/** What a reload may transfer at most (the target). */
const RELOAD_MAX_BYTES = 100 * 1024;

/** The bytes a document and what it loaded took over the network (resource timing: headers and bodies; 0 for what came from the cache unasked). */
const transferred = () => {
  const entries = [...performance.getEntriesByType("navigation"), ...performance.getEntriesByType("resource")];
  return entries.map((e) => {
    const r = /** @type {PerformanceResourceTiming} */ (e);
    return { name: r.name.replace(location.origin, ""), transfer: r.transferSize, encoded: r.encodedBodySize, decoded: r.decodedBodySize };
  });
};

/**
 * @param {{ step: (name: string, fn: () => Promise<void>, timeoutMs?: number) => Promise<unknown>, openPage: () => Promise<any>, url: string, shot: (name: string, page?: any) => Promise<void> }} ctx
 */
export async function servingSteps(ctx) {
  await ctx.step("serving: a cold load comes compressed; a reload transfers under 100 KB (304s and files kept by their hash)", async () => {
    const page = await ctx.openPage();
    // openPage routes every request, and Playwright turns the browser's HTTP cache off while any route is
    // set: this page goes without routes, and checks for itself that nothing leaves 127.0.0.1.
    await page.context().unrouteAll();
    /** @type {string[]} */
    const leaving = [];
    /** @type {Map<string, Record<string, string>>} */
    const headers = new Map();
    page.on("request", (/** @type {any} */ r) => {
      const u = new URL(r.url());
      if (u.protocol !== "data:" && u.hostname !== "127.0.0.1") leaving.push(u.href);
    });
    page.on("response", (/** @type {any} */ r) => headers.set(new URL(r.url()).pathname, r.headers()));
    try {
      const ready = async () => {
        await page.waitForFunction(() => /** @type {any} */ (window).playground !== undefined);
        await page.evaluate(() => /** @type {any} */ (window).playground.client.ready);
        // The font and the workers' scripts are asked for a moment after the editor is made.
        await page.waitForTimeout(500);
      };
      await page.goto(ctx.url);
      await ready();
      const cold = await page.evaluate(transferred);
      // Compressed: every script, style and JSON of size came smaller than it is.
      const big = cold.filter((/** @type {any} */ e) => /\.(js|css|json)(\?|$)/.test(e.name) && e.decoded > 4096);
      for (const file of ["/playground.js", "/playground.css", "/cards.json"]) {
        if (!big.some((/** @type {any} */ e) => e.name.split("?")[0] === file)) throw new Error(`${file} is not in the cold load's resource timing: ${JSON.stringify(cold)}`);
      }
      const plain = big.filter((/** @type {any} */ e) => !(e.encoded < e.decoded * 0.6));
      if (plain.length > 0) throw new Error(`not compressed: ${plain.map((/** @type {any} */ e) => `${e.name} ${e.encoded}/${e.decoded}`).join(", ")}`);
      const main = [...headers].find(([path]) => path === "/playground.js")?.[1];
      if (!main || !/^(br|gzip)$/.test(main["content-encoding"] ?? "") || main.vary !== "Accept-Encoding") throw new Error(`playground.js came without compression or Vary: ${JSON.stringify(main)}`);
      if (main["cache-control"] !== "public, max-age=31536000, immutable") throw new Error(`playground.js?v=<hash> is not kept for good: ${main["cache-control"]}`);
      const index = headers.get("/");
      if (index?.["cache-control"] !== "no-cache" || !index.etag) throw new Error(`index.html is not revalidated by its ETag: ${JSON.stringify(index)}`);

      await page.reload();
      await ready();
      const again = await page.evaluate(transferred);
      const sum = (/** @type {any[]} */ list) => list.reduce((a, e) => a + e.transfer, 0);
      const reloadBytes = sum(again);
      console.log(`      cold load ${(sum(cold) / 1024).toFixed(0)} KB over the network (${(cold.reduce((/** @type {number} */ a, /** @type {{ decoded: number }} */ e) => a + e.decoded, 0) / 1024 / 1024).toFixed(1)} MB once decoded); reload ${(reloadBytes / 1024).toFixed(1)} KB in ${again.length} responses`);
      if (reloadBytes >= RELOAD_MAX_BYTES) throw new Error(`the reload transferred ${reloadBytes} bytes: ${JSON.stringify(again)}`);
      if (again.length < 4) throw new Error(`the reload's resource timing is too short to be trusted: ${JSON.stringify(again)}`);
      if (leaving.length > 0) throw new Error(`requests to other hosts: ${leaving.join(", ")}`);
    } finally {
      await page.context().close();
    }
  });

  await ctx.step("serving: the first screen (file names, a status, the card's text) shows before the editor, which then takes its place", async () => {
    const page = await ctx.openPage();
    try {
      // The editor's bundle held back until the first screen has been seen: the order made certain.
      /** @type {() => void} */
      let release = () => {};
      const held = new Promise((/** @type {(v?: unknown) => void} */ resolve) => (release = resolve));
      await page.route(/\/playground\.js(\?|$)/, async (/** @type {any} */ route) => {
        await held;
        await route.continue();
      });
      const t0 = Date.now();
      await page.goto(ctx.url, { waitUntil: "commit" });
      await page.waitForFunction(() => /id: lucky-draw/.test(document.querySelector("#first-screen pre")?.textContent ?? ""), null, { polling: "raf" });
      const firstScreenMs = Date.now() - t0;
      const seen = await page.evaluate(() => ({
        files: document.querySelector("#files")?.textContent ?? "",
        status: document.querySelector("#status")?.textContent ?? "",
        note: document.querySelector("#first-screen p")?.textContent ?? "",
        text: document.querySelector("#first-screen pre")?.textContent ?? "",
        monaco: document.querySelector(".monaco-editor") !== null,
      }));
      if (seen.monaco) throw new Error("the editor was there before its bundle");
      if (!seen.files.includes("my-cards.yaml")) throw new Error(`the first screen names no file: ${seen.files}`);
      if (!/loading/.test(seen.status) || !/loading the editor/.test(seen.note)) throw new Error(`the first screen does not say the editor is loading: ${seen.status} / ${seen.note}`);
      if (!(await page.isVisible("#first-screen pre"))) throw new Error("the card's text is not visible");
      console.log(`      the first screen in ${firstScreenMs} ms, the editor's bundle still held back`);
      release();
      await page.waitForFunction(() => /** @type {any} */ (window).playground !== undefined);
      if (await page.$("#first-screen")) throw new Error("the first screen stays once the editor is there");
      if (!(await page.isVisible(".monaco-editor"))) throw new Error("the editor is not visible");
      if (!(await page.$('#files li[data-path="/work/my-cards.yaml"]'))) throw new Error("the file tree did not take over #files");
      const editorText = await page.evaluate(() => /** @type {any} */ (window).playground.editor.getValue());
      if (editorText !== seen.text) throw new Error("the editor opened another text than the first screen showed");
    } finally {
      await page.context().close();
    }
  });
}
