/** The text form of a simulation report: a screenful, with per-card lines only when they were collected. */
import { printable } from "../language/terminal-text.js";
import { formatTable, MAX_SEED, plural, seatName } from "./common.js";
import type { FailedGame, SimulationReport } from "../games/simulation.js";

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
/** Events and power cards named on their one line, most frequent first. */
const LISTED = 8;

export function printSimulation(print: (line?: string) => void, report: SimulationReport, inputs: { cards: readonly string[]; houseRules: string | undefined; without: readonly string[] }): void {
  // Card, event and house-rules names and the engine's messages come from files: each line is printed
  // without control characters (a card's escape codes could set the title, clear the screen or hide text).
  const out = (line?: string): void => print(line === undefined ? undefined : line.split("\n").map(printable).join("\n"));
  const playersText = report.players.min === report.players.max ? `${report.players.min} players` : `${report.players.min}-${report.players.max} players`;
  const lastSeed = (report.seed + report.games - 1) % (MAX_SEED + 1);
  if (report.games === 0) {
    // Stopped (Ctrl-C) before a game was over: no seed range to show, only where the run starts.
    out(`no game was played (${playersText}; from seed ${report.seed})`);
  } else if (report.completed === 0) {
    out(`no game of ${report.games} completed (${playersText}; seeds ${report.seed}..${lastSeed})`);
  } else {
    const threads = report.workers > 1 ? ` on ${report.workers} worker threads` : "";
    out(`simulated ${plural(report.games, "game")} (${playersText}; bots ${report.bots.join(",")}; sets ${report.sets.join(",")}${inputs.cards.length ? ` + ${inputs.cards.join(" ")}` : ""}${inputs.without.length ? `; without ${inputs.without.join(", ")}` : ""}${inputs.houseRules ? `; house rules ${inputs.houseRules}` : ""}; seeds ${report.seed}..${lastSeed}) in ${report.seconds.toFixed(2)} s${threads}`);
    out(`  games/s      ${report.gamesPerSecond.toFixed(1)}`);
    out(`  turns/s      ${report.turnsPerSecond}`);
    out(`  rounds/game  ${report.meanRounds.toFixed(2)}`);
    out(`  turns/game   ${report.meanTurns.toFixed(1)}`);
    const seats = report.winShareBySeat.filter((s) => s.games > 0);
    out("win share by seat (wins / games with that seat):");
    out(`  ${seats.map((s) => `${seatName(s.seat)} ${pct(s.share)}`).join("  ")}`);
    out("rounds won by seat (best points in the round, by the rules' winner):");
    out(`  ${seats.map((s) => `${seatName(s.seat)} ${pct(s.roundWinShare)}`).join("  ")}`);
    if (seats.some((s) => s.eliminated > 0)) {
      out("eliminated by seat (games the seat was out of before the end):");
      out(`  ${seats.map((s) => `${seatName(s.seat)} ${pct(s.eliminated / s.games)}`).join("  ")}`);
    }
    out("win share by bot (share of all wins; share of seats):");
    for (const b of report.winShareByBot) out(`  ${b.bot.padEnd(8)} ${pct(b.share).padStart(6)} of wins  ${pct(b.seatShare).padStart(6)} of seats`);
    const rounds = report.roundEnds.reduce((n, e) => n + e.rounds, 0);
    out(`how rounds ended (${plural(rounds, "round")}, ${report.roundTurns.mean.toFixed(1)} turns on average):`);
    for (const e of report.roundEnds) out(`  ${(e.card ? `${e.reason}: ${e.card}` : e.reason).padEnd(28)} ${pct(e.rounds / rounds).padStart(6)}`);
    printCounts(out, "events carried out (per game)", (report.events ?? []).map((e) => ({ name: e.name, count: e.triggered, perGame: e.perGame })));
    printCounts(out, "power cards used (per game)", (report.powers ?? []).map((w) => ({ name: w.name, count: w.used, perGame: w.perGame })));
    if (report.windows.length > 0) {
      out("response windows (times a player could answer; share who did):");
      for (const w of report.windows) out(`  ${w.window.padEnd(16)} ${String(w.offered).padStart(9)}  ${pct(w.takenShare).padStart(6)}`);
    }
    if (report.cards) printCards(out, report);
  }
  if (report.aborted > 0) out(`${plural(report.aborted, "game")} stopped at the round limit before anyone reached the point limit`);
  if (report.failed > 0) printFailures(out, report.failures, report.games);
}

function printCounts(out: (line?: string) => void, title: string, rows: Array<{ name: string; count: number; perGame: number }>): void {
  const seen = rows.filter((r) => r.count > 0);
  if (seen.length === 0) return;
  const more = seen.length > LISTED ? `, ... (${seen.length - LISTED} more with --json)` : "";
  out(`${title}:`);
  out(`  ${seen.slice(0, LISTED).map((r) => `${r.name} ${r.perGame.toFixed(2)}`).join(", ")}${more}`);
}

/** One row per playing card; the rounds its holders won against what an even chance would give. */
function printCards(out: (line?: string) => void, report: SimulationReport): void {
  const rows = report.cards!.map((c) => [
    c.name,
    c.fromHand ? c.fromHandPerGame.toFixed(2) : "0",
    String(c.heldRounds),
    c.heldRounds ? pct(c.roundWinShareWhenHeld) : "-",
    c.heldRounds ? pct(c.evenShareWhenHeld) : "-",
    c.pointsLeftPerRound.toFixed(2),
  ]);
  out("cards (played from a hand per game, tossed-in and opening cards apart; rounds held at the start, and the share of them the holder won, against an even chance; points left in hand per round):");
  const table = formatTable(["card", "from hand/game", "held", "won when held", "even", "points left/round"], rows, new Set([1, 2, 3, 4, 5]));
  for (const line of table.trimEnd().split("\n")) out(`  ${line}`);
}

function printFailures(out: (line?: string) => void, failures: readonly FailedGame[], games: number): void {
  // Grouped by message: one looping card usually fails many games the same way.
  const groups = new Map<string, FailedGame[]>();
  for (const f of failures) groups.set(f.message, [...(groups.get(f.message) ?? []), f]);
  out(`${plural(failures.length, "game")} of ${games} failed:`);
  for (const [message, fs] of groups) {
    const seeds = fs.slice(0, 8).map((f) => f.seed).join(", ") + (fs.length > 8 ? ", ..." : "");
    out(`  ${message}`);
    out(`    ${plural(fs.length, "game")}, seed${fs.length > 1 ? "s" : ""} ${seeds}; to play the first again:`);
    out(`    ${fs[0]!.replay}`);
  }
}
