/**
 * "Simulate with this card" as `frantic report`: the command line for one card's ablation, and reading
 * the report's progress lines. No VS Code here, so it is tested on its own; simulate-card.ts runs it.
 */

export interface CardReportRun {
  /** The official sets in scope. */
  sets: readonly string[];
  /** The card's file (absolute): played in the deck, and left out by its id in the paired run. */
  file: string;
  card: string;
  games: number;
  seed: number;
  /** Where the report writes its figures and its page. */
  json: string;
  html: string;
}

/** The arguments of `frantic report` for one card's ablation on fixed seeds; the page shows the same run. */
export function cardReportArgs(r: CardReportRun): string[] {
  return ["report", "--sets", r.sets.join(","), "--with", r.file, "--cards", r.card, "--games", String(r.games), "--seed", String(r.seed), "--json", r.json, "-o", r.html];
}

/**
 * Games done of all, from `frantic report`'s standard error when it is not a terminal: "report: seed 1,
 * 1000 games" first, then "report: 480/1000 games (48%), 2.0 s" every two seconds. The last count in
 * `text` wins; undefined when it holds none.
 */
export function reportProgress(text: string): { done: number; total: number } | undefined {
  let found: { done: number; total: number } | undefined;
  for (const m of text.matchAll(/^report: (?:seed \d+, (\d+) games|(\d+)\/(\d+) games)/gm)) {
    found = m[1] !== undefined ? { done: 0, total: Number(m[1]) } : { done: Number(m[2]), total: Number(m[3]) };
  }
  return found;
}
