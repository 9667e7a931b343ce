/**
 * "Simulate with this card" as `frantic report`: the command line for one card's ablation, and reading
 * the report's progress lines. No VS Code here, so it is tested on its own; simulate-card.ts runs it.
 */
import { basename, dirname, isAbsolute, relative, sep } from "node:path";

export interface CardReportRun {
  /** The official sets in scope. */
  sets: readonly string[];
  /** The card's file, as `reportPlace` names it: played in the deck, and left out by its id in the paired run. */
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

/**
 * Where to run the report and how to name the card's file there: from the workspace folder that holds
 * the file, by its path inside that folder (`house/pickpocket.yaml`), so the page's title and its command
 * line name no one's home folder and run as written from the folder's root. A file in no workspace folder
 * is named from its own folder.
 */
export function reportPlace(file: string, workspaceFolder: string | undefined): { cwd: string; file: string } {
  if (workspaceFolder !== undefined) {
    const inside = relative(workspaceFolder, file);
    if (inside !== "" && !inside.startsWith("..") && !isAbsolute(inside)) return { cwd: workspaceFolder, file: inside.split(sep).join("/") };
  }
  return { cwd: dirname(file), file: basename(file) };
}
