/**
 * The first script of the page, a small one: it starts the language server's worker and fetches the
 * official cards while the browser is still loading the editor (playground.js, megabytes), so that the
 * first diagnostics come sooner. playground.js picks up what it started (window.playgroundBoot).
 */
import type { Boot } from "./boot-types.js";

const cards = fetch("cards.json").then(async (response) => {
  if (!response.ok) throw new Error(`cards.json: ${response.status} ${response.statusText}`);
  return (await response.json()) as Record<string, string>;
});
const lspWorker = new Worker("lsp-worker.js", { type: "module" });

window.playgroundBoot = { cards, lspWorker } satisfies Boot;
