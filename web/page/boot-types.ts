/** What the page's first script (boot.ts) hands the playground. */
export interface Boot {
  /** The official cards as data (path under cards/ -> text). */
  cards: Promise<Record<string, string>>;
  /** The language server's worker, started; it waits for `{ cards, files }` as its first message. */
  lspWorker: Worker;
}

declare global {
  interface Window {
    playgroundBoot?: Boot;
  }
}
