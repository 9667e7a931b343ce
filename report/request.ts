/**
 * A publisher's report as asked for, the same for the command line and the playground: a selection
 * compiled once (games/selection.ts), the runs wanted, and what to compare. `makeReport` runs the static
 * checks `frantic check` runs on a whole set, writes the command line that makes the report again, and
 * plays it.
 */
import { hasErrors } from "../compiler/diagnostics.js";
import { displayPath } from "../compiler/sources.js";
import { setChecks } from "../compiler/set-checks.js";
import { textChecks } from "../compiler/text-checks.js";
import { withRuleDeck } from "../games/game-inputs.js";
import type { Selection } from "../games/selection.js";
import type { IrProgram } from "../ir/ir.js";
import type { Lang } from "../language/languages.js";
import type { HouseRules } from "../language/patched-program.js";
import type { BotName } from "../runtime/bots/make-bot.js";
import type { PlayerRange } from "../sim/seats.js";
import { buildReport, type Ablation, type ReportOptions, type ReportSpec } from "./report.js";
import type { PublisherReport } from "./report-model.js";

export interface ReportRequest {
  /** The selection with its program, compiled once. */
  selection: Selection & { program: IrProgram };
  /** The sets (the rule deck's among them) and the house card files, as named. */
  sets: string[];
  with: string[];
  ruleDeck?: string[];
  edition: string;
  houseRules?: { rules: HouseRules; file: string };
  games: number;
  players: PlayerRange;
  bots: BotName[];
  seed: number;
  lang: Lang;
  pointLimit?: number;
  /** Card ids compared one at a time, as `--cards` named them (`cardsNamed`) and resolved to ids (`ablate`). */
  ablate: string[];
  cardsNamed?: string[];
  ablation: Ablation;
  pairs: Array<[string, string]>;
  /** A program to compare with on the same seeds (`--compare base`), and how it was named. */
  baseline?: { label: string; program: IrProgram };
  /** An earlier report's JSON or a ladder's, named on the command line: only the command line says them. */
  compare?: string;
  ladder?: string;
}

/** The checks `frantic check` runs on a whole set: the set's, and each card's text against its effect. */
function staticChecks(selection: Selection & { program: IrProgram }): ReportSpec["checks"] {
  if (hasErrors(selection.diagnostics)) return [];
  return [...setChecks(selection.program, { documents: selection.documents }), ...textChecks(selection.documents)];
}

/** The command line that makes the same report again (the seed fixed). */
function reportCommandLine(r: Omit<ReportRequest, "selection" | "baseline" | "houseRules"> & { rules?: string }): string {
  const players = r.players.min === r.players.max ? `${r.players.min}` : `${r.players.min}-${r.players.max}`;
  const parts = ["frantic report", `--sets ${r.sets.join(",")}`, `--games ${r.games}`, `--players ${players}`, `--seed ${r.seed}`, `--bots ${r.bots.join(",")}`];
  for (const w of r.with) parts.push(`--with ${w}`);
  if (r.ruleDeck) parts.push(`--rule-deck ${r.ruleDeck.join(",")}`);
  if (r.rules) parts.push(`--rules ${r.rules}`);
  if (r.edition !== "current") parts.push(`--edition ${r.edition}`);
  if (r.pointLimit !== undefined) parts.push(`--point-limit ${r.pointLimit}`);
  if (r.cardsNamed && r.cardsNamed.length > 0) parts.push(`--cards ${r.cardsNamed.join(",")}`);
  if (r.pairs.length > 0) parts.push(`--pairs ${r.pairs.map((p) => p.join("+")).join(",")}`);
  if ((r.ablate.length > 0 || r.pairs.length > 0) && r.ablation !== "substitute") parts.push(`--ablation ${r.ablation}`);
  if (r.compare) parts.push(`--compare ${r.compare}`);
  if (r.ladder) parts.push(`--ladder ${r.ladder}`);
  return parts.join(" ");
}

/**
 * The report's spec: what buildReport plays. Files are named relative to the working folder where that
 * is shorter (as diagnostics are), so a summary pasted into a pull request holds no one's home folder.
 */
export function reportSpec(request: ReportRequest): ReportSpec {
  const r: ReportRequest = {
    ...request,
    with: request.with.map(displayPath),
    ...(request.houseRules ? { houseRules: { ...request.houseRules, file: displayPath(request.houseRules.file) } } : {}),
    ...(request.compare?.endsWith(".json") ? { compare: displayPath(request.compare) } : {}),
    ...(request.ladder !== undefined ? { ladder: displayPath(request.ladder) } : {}),
  };
  return {
    program: r.selection.program,
    ...(r.houseRules ? { houseRules: r.houseRules.rules, rulesFile: r.houseRules.file } : {}),
    catalogue: r.selection.catalogue,
    checks: staticChecks(r.selection),
    // The page's run says the sets played, the rule deck's among them.
    games: r.games, players: r.players, bots: r.bots, seed: r.seed, sets: withRuleDeck(r.sets, r.ruleDeck), with: r.with, lang: r.lang,
    ...(r.pointLimit !== undefined ? { pointLimit: r.pointLimit } : {}),
    ablate: r.ablate, ablation: r.ablation, pairs: r.pairs,
    ...(r.baseline ? { baseline: r.baseline } : {}),
    command: reportCommandLine({ ...r, ...(r.houseRules ? { rules: r.houseRules.file } : {}) }),
  };
}

export function makeReport(r: ReportRequest, options: ReportOptions = {}): Promise<PublisherReport> {
  return buildReport(reportSpec(r), options);
}
