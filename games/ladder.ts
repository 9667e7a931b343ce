/**
 * A skill ladder (as the Tabletop Games Framework measures one): for each budget B, one seat plays the
 * search bot at 2B against every other seat at B, the seats rotated game by game, and the stronger seat's
 * win share is given with its 95% interval beside the even share. Shares above even at every step say that
 * skill matters in this game; shares at even say that more thinking buys nothing, so luck decides.
 */
import type { BotName } from "../runtime/bots/make-bot.js";
import { wilson } from "../sim/intervals.js";

export interface LadderStep {
  /** The budget of every seat but one. */
  budget: number;
  stronger: BotName;
  weaker: BotName;
  games: number;
  /** The stronger seat's wins (a tie shares a win) and share, with its 95% interval. */
  wins: number;
  share: number;
  low: number;
  high: number;
  /** One over the players: what the stronger seat wins if skill does not matter. */
  even: number;
  /** "stronger": its interval lies above even; "even": it holds even; "weaker": it lies below. */
  reading: "stronger" | "even" | "weaker";
  /** Thread seconds per game (the wall time of the step times its threads, over its games). */
  secondsPerGame: number;
  /** Games that failed (a card that loops, say): not counted in the share. */
  failed: number;
}

export interface LadderReport {
  players: number;
  seed: number;
  gamesPerStep: number;
  sets: string[];
  steps: LadderStep[];
  /** Whether skill matters here, in a sentence. */
  verdict: string;
}

export function stepOf(budget: number, stronger: BotName, weaker: BotName, wins: number, games: number, players: number, secondsPerGame: number, failed: number): LadderStep {
  const even = 1 / players;
  const interval = wilson(wins, games);
  const [share, low, high] = "noData" in interval ? [0, 0, 1] : [interval.estimate, interval.low, interval.high];
  const reading = low > even ? "stronger" : high < even ? "weaker" : "even";
  return { budget, stronger, weaker, games, wins, share, low, high, even, reading, secondsPerGame, failed };
}

export function verdictOf(steps: readonly LadderStep[]): string {
  if (steps.length === 0) return "No step was played.";
  const above = steps.filter((s) => s.reading === "stronger").length;
  if (above === steps.length) return "Skill matters here: at every step the seat that thinks twice as long wins more than an even share.";
  if (above === 0) return "No step shows skill at these budgets and games: the seat that thinks twice as long wins about an even share (more games narrow the intervals).";
  return `Skill shows at ${above} of ${steps.length} steps: more thinking pays at ${steps.filter((s) => s.reading === "stronger").map((s) => `${2 * s.budget} against ${s.budget}`).join(", ")}.`;
}

const percent = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** The ladder as lines of text: one per step, then the verdict. */
export function ladderLines(report: LadderReport): string[] {
  const lines = [`Skill ladder: ${report.players} players, ${report.gamesPerStep} games per step (seed ${report.seed}, sets ${report.sets.join(", ")}), seats rotated`, ""];
  lines.push(`  ${"stronger".padEnd(14)}${"against".padEnd(14)}${"win share".padEnd(12)}${"95% interval".padEnd(18)}${"even".padEnd(8)}s/game`);
  for (const s of report.steps) {
    const mark = s.reading === "stronger" ? "  above even" : s.reading === "weaker" ? "  below even" : "";
    lines.push(`  ${s.stronger.padEnd(14)}${s.weaker.padEnd(14)}${percent(s.share).padEnd(12)}${`${percent(s.low)} – ${percent(s.high)}`.padEnd(18)}${percent(s.even).padEnd(8)}${s.secondsPerGame.toFixed(2)}${mark}${s.failed > 0 ? `  (${s.failed} failed)` : ""}`);
  }
  lines.push("", report.verdict);
  return lines;
}

const isInt = (x: unknown, lo: number, hi: number): x is number => Number.isSafeInteger(x) && (x as number) >= lo && (x as number) <= hi;
const isShare = (x: unknown): x is number => typeof x === "number" && x >= 0 && x <= 1;

/**
 * A ladder read back from `frantic ladder --json` (a file someone hands over): checked field by field, and
 * each step's share, interval, reading and the verdict worked out again from its games and wins rather
 * than taken as written. Undefined when it is not such a ladder.
 */
export function ladderOf(value: unknown): LadderReport | undefined {
  const r = value as Partial<LadderReport> | null;
  if (!r || typeof r !== "object" || !isInt(r.players, 2, 8) || !isInt(r.seed, 0, 0xffff_ffff) || !isInt(r.gamesPerStep, 1, 1_000_000_000)) return undefined;
  if (!Array.isArray(r.sets) || r.sets.length > 100 || !r.sets.every((s) => typeof s === "string" && s.length <= 200)) return undefined;
  if (!Array.isArray(r.steps) || r.steps.length > 20) return undefined;
  const steps: LadderStep[] = [];
  for (const s of r.steps as Array<Partial<LadderStep> | null>) {
    if (!s || typeof s !== "object" || !isInt(s.budget, 1, 1_000_000) || !isInt(s.games, 0, 1_000_000_000) || typeof s.wins !== "number" || !(s.wins >= 0 && s.wins <= s.games)) return undefined;
    if (!isInt(s.failed ?? 0, 0, 1_000_000_000) || typeof s.secondsPerGame !== "number" || !(s.secondsPerGame >= 0 && s.secondsPerGame < 1e9) || !isShare(s.share)) return undefined;
    steps.push(stepOf(s.budget, `search:${2 * s.budget}` as BotName, `search:${s.budget}` as BotName, s.wins, s.games, r.players, s.secondsPerGame, s.failed ?? 0));
  }
  return { players: r.players, seed: r.seed, gamesPerStep: r.gamesPerStep, sets: r.sets.slice(), steps, verdict: verdictOf(steps) };
}
