/** `frantic simulate`: many games with bots, for speed and balance numbers. */
import { Option, type Command } from "commander";
import type { IrProgram } from "../ir/ir.js";
import type { BotName } from "../runtime/agents.js";
import { StepBudgetExceeded } from "../runtime/engine.js";
import { playGame } from "../runtime/session.js";
import {
  botsFor,
  botsOption,
  EXIT_INPUT,
  errorMessage,
  errorName,
  examples,
  integerParser,
  makeAgents,
  MAX_SEED,
  parsePlayerRange,
  parseSeed,
  plural,
  pointLimitOption,
  println,
  randomSeed,
  seatName,
  type Context,
  type Io,
  type PlayerRange,
} from "./common.js";
import { applyHouseRules, type HouseRules } from "./house-rules.js";
import { loadGameInputs, withGameInputOptions, type GameInputOptions } from "./game-inputs.js";
import { playCommandFor } from "./play.js";

export interface SimulationSpec {
  program: IrProgram;
  games: number;
  players: PlayerRange;
  seed: number;
  bots: BotName[];
  sets: string[];
  /** Extra card paths, only to name them in the command that replays a failed game. */
  cards?: string[];
  pointLimit?: number;
  /** House rules applied to every game (`program` is then the unpatched program). */
  houseRules?: HouseRules;
  /** The house-rules file as given, only to name it in the command that replays a failed game. */
  rulesFile?: string;
  /** Cards left out of the deck (already left out of `program`), only to name them in the replay command. */
  without?: string[];
}

export interface FailedGame {
  seed: number;
  players: number;
  bots: BotName[];
  error: string;
  message: string;
  /** The command line that plays the game again. */
  replay: string;
}

export interface SimulationReport {
  games: number;
  completed: number;
  failed: number;
  /** Games stopped by the engine's round limit rather than the point limit (still counted as completed). */
  aborted: number;
  players: PlayerRange;
  seed: number;
  bots: BotName[];
  sets: string[];
  seconds: number;
  gamesPerSecond: number;
  turnsPerSecond: number;
  meanRounds: number;
  meanTurns: number;
  /** Per seat: games with that seat, wins (a tie splits the win), and wins / games. */
  winShareBySeat: Array<{ seat: number; games: number; wins: number; share: number }>;
  /** Per bot: the seats it occupied, wins (ties split), its share of all wins and its share of the seats. */
  winShareByBot: Array<{ bot: string; seats: number; wins: number; share: number; seatShare: number }>;
  /** How rounds ended: the engine's reason, and for "effect" the card whose effect ended it; most frequent first. */
  roundEnds: Array<{ reason: string; card?: string; rounds: number }>;
  /** Turns per round: the mean and how many rounds fell in each bucket of ROUND_BUCKET turns (the last is open). */
  roundTurns: { mean: number; buckets: Array<{ min: number; max: number | null; rounds: number }> };
  failures: FailedGame[];
}

/** Width of the buckets of SimulationReport.roundTurns, and how many there are (the last takes the rest). */
export const ROUND_BUCKET = 10;
const ROUND_BUCKETS = 12;

/** Plays the games; `onProgress` is called after each one. Engine errors are collected, never thrown. */
export function simulate(spec: SimulationSpec, onProgress?: (done: number) => void, now: () => number = () => performance.now()): SimulationReport {
  const span = spec.players.max - spec.players.min + 1;
  const maxSeats = spec.players.max;
  const seatGames = new Array<number>(maxSeats).fill(0);
  const seatWins = new Array<number>(maxSeats).fill(0);
  const botSeats = new Map<string, number>();
  const botWins = new Map<string, number>();
  const failures: FailedGame[] = [];
  const program = applyHouseRules(spec.program, spec.houseRules);
  const pointLimit = spec.pointLimit ?? spec.houseRules?.pointLimit;
  let completed = 0;
  let aborted = 0;
  let rounds = 0;
  let turns = 0;
  const roundEnds = new Map<string, { reason: string; card?: string; rounds: number }>();
  const roundBuckets = new Array<number>(ROUND_BUCKETS).fill(0);
  let roundTurns = 0;
  const start = now();
  for (let i = 0; i < spec.games; i++) {
    const seed = (spec.seed + i) % (MAX_SEED + 1);
    const players = spec.players.min + (i % span);
    const bots = botsFor(spec.bots, players);
    try {
      const r = playGame(program, { players, seed, ...(pointLimit !== undefined ? { pointLimit } : {}) }, makeAgents(bots, seed));
      completed++;
      if (r.aborted) aborted++;
      rounds += r.rounds.length;
      turns += r.turns;
      for (const round of r.rounds) {
        const key = `${round.reason}\u0000${round.endedBy ?? ""}`;
        const end = roundEnds.get(key) ?? { reason: round.reason, ...(round.endedBy ? { card: round.endedBy } : {}), rounds: 0 };
        end.rounds++;
        roundEnds.set(key, end);
        roundBuckets[Math.min(Math.floor(round.turns / ROUND_BUCKET), ROUND_BUCKETS - 1)]!++;
        roundTurns += round.turns;
      }
      for (let p = 0; p < players; p++) {
        seatGames[p]!++;
        botSeats.set(bots[p]!, (botSeats.get(bots[p]!) ?? 0) + 1);
      }
      for (const w of r.winners) {
        seatWins[w]! += 1 / r.winners.length;
        botWins.set(bots[w]!, (botWins.get(bots[w]!) ?? 0) + 1 / r.winners.length);
      }
    } catch (e) {
      failures.push({
        seed,
        players,
        bots,
        error: e instanceof StepBudgetExceeded ? "step-budget" : errorName(e),
        message: errorMessage(e),
        replay: playCommandFor({ seed, players, bots, sets: spec.sets, pointLimit: spec.pointLimit, cards: spec.cards, rules: spec.rulesFile, without: spec.without }),
      });
    }
    onProgress?.(i + 1);
  }
  const seconds = Math.max(now() - start, 1e-3) / 1000;
  const totalSeats = [...botSeats.values()].reduce((a, b) => a + b, 0);
  const round = (x: number, digits = 4): number => Number(x.toFixed(digits));
  return {
    games: spec.games,
    completed,
    failed: failures.length,
    aborted,
    players: spec.players,
    seed: spec.seed,
    bots: spec.bots,
    sets: spec.sets,
    seconds: round(seconds, 3),
    gamesPerSecond: round(completed / seconds, 1),
    turnsPerSecond: Math.round(turns / seconds),
    meanRounds: completed ? round(rounds / completed, 3) : 0,
    meanTurns: completed ? round(turns / completed, 2) : 0,
    winShareBySeat: seatGames.map((games, seat) => ({ seat, games, wins: round(seatWins[seat]!, 3), share: games ? round(seatWins[seat]! / games) : 0 })),
    winShareByBot: [...botSeats.entries()].map(([bot, seats]) => ({
      bot,
      seats,
      wins: round(botWins.get(bot) ?? 0, 3),
      share: completed ? round((botWins.get(bot) ?? 0) / completed) : 0,
      seatShare: totalSeats ? round(seats / totalSeats) : 0,
    })),
    roundEnds: [...roundEnds.values()].sort((a, b) => b.rounds - a.rounds || a.reason.localeCompare(b.reason) || (a.card ?? "").localeCompare(b.card ?? "")),
    roundTurns: {
      mean: rounds ? round(roundTurns / rounds, 2) : 0,
      buckets: roundBuckets.map((n, i) => ({ min: i * ROUND_BUCKET, max: i === ROUND_BUCKETS - 1 ? null : (i + 1) * ROUND_BUCKET - 1, rounds: n })),
    },
    failures,
  };
}

/**
 * Progress on stderr: a redrawn bar on a terminal; otherwise a plain line every few seconds, and
 * nothing at all for runs shorter than that.
 */
export function progressReporter(io: Io, total: number, now: () => number = () => performance.now()): { update(done: number): void; finish(): void } {
  const start = now();
  let lastDraw = -Infinity;
  let drawn = false;
  const PLAIN_EVERY_MS = 2000;
  const BAR_EVERY_MS = 100;
  return {
    update(done: number) {
      const t = now();
      if (io.errIsTTY) {
        if (t - lastDraw < BAR_EVERY_MS && done < total) return;
        lastDraw = t;
        const width = 30;
        const filled = Math.round((done / total) * width);
        const rate = done / Math.max((t - start) / 1000, 1e-3);
        io.err(`\r[${"#".repeat(filled)}${".".repeat(width - filled)}] ${done}/${total} games  ${rate.toFixed(0)} games/s\x1b[K`);
        drawn = true;
      } else {
        if (t - start < PLAIN_EVERY_MS || t - lastDraw < PLAIN_EVERY_MS) return;
        lastDraw = t;
        io.err(`simulate: ${done}/${total} games (${Math.floor((100 * done) / total)}%), ${((t - start) / 1000).toFixed(1)} s\n`);
      }
    },
    finish() {
      if (drawn) io.err("\r\x1b[K");
    },
  };
}

interface SimulateOptions extends GameInputOptions {
  games: number;
  players: PlayerRange;
  seed?: number;
  bots: BotName[];
  pointLimit?: number;
}

export function registerSimulate(program: Command, ctx: Context): void {
  withGameInputOptions(
    program
      .command("simulate")
      .summary("play many games with bots and report speed and win shares")
      .description(
        "Play many games with bots (game i uses seed + i) and report games/s, turns/s, mean rounds and turns " +
          "per game, and win shares by seat and by bot (a tie splits the win). A game that fails (e.g. a card " +
          "that loops) is reported with its seed and counted; the exit code is then 1.",
      )
      .option("-n, --games <n>", "number of games", integerParser("the number of games", 1, 100_000_000), 100)
      .addOption(new Option("-p, --players <n|a-b>", "players per game, or a range such as 2-8 that games cycle through").argParser(parsePlayerRange).default({ min: 4, max: 4 }, "4"))
      .option("-s, --seed <n>", "seed of the first game (default: random, printed)", parseSeed)
      .addOption(botsOption())
      .addOption(pointLimitOption()),
    "every game",
  )
    .option("--json", "print the report as JSON")
    .addHelpText(
      "after",
      examples(
        ["frantic simulate --games 1000", "1000 four-player games of greedy bots"],
        ["frantic simulate --games 700 --players 2-8 --seed 1", "100 games at each table size"],
        ["frantic simulate --games 500 --bots random,greedy", "does greedy beat random?"],
        ["frantic simulate --games 200 --cards house/ --json", "test house cards, as JSON"],
        ["frantic simulate --games 500 --rules house-rules.yaml", "the same under house rules"],
      ),
    )
    .action((options: SimulateOptions, command: Command) => runSimulate(ctx, options, command));
}

async function runSimulate(ctx: Context, options: SimulateOptions, command: Command): Promise<void> {
  const { sets, cards, program, houseRules } = await loadGameInputs(ctx, options, command);
  options.sets = sets;
  const seed = options.seed ?? randomSeed();
  const progress = progressReporter(ctx.io, options.games);
  let report: SimulationReport;
  try {
    report = simulate(
      {
        program, games: options.games, players: options.players, seed, bots: options.bots, sets: options.sets, cards, without: options.without,
        ...(options.pointLimit !== undefined ? { pointLimit: options.pointLimit } : {}),
        ...(houseRules ? { houseRules, rulesFile: options.rules! } : {}),
      },
      (done) => progress.update(done),
    );
  } finally {
    progress.finish();
  }
  if (report.failed > 0) ctx.exitCode = EXIT_INPUT;
  if (options.json) {
    println(ctx.io.out, JSON.stringify(report, null, 2));
    return;
  }
  const out = (line = ""): void => println(ctx.io.out, line);
  const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
  const playersText = report.players.min === report.players.max ? `${report.players.min} players` : `${report.players.min}-${report.players.max} players`;
  const lastSeed = (seed + options.games - 1) % (MAX_SEED + 1);
  if (report.completed === 0) {
    out(`no game of ${report.games} completed (${playersText}; seeds ${seed}..${lastSeed})`);
  } else {
    out(`simulated ${plural(report.games, "game")} (${playersText}; bots ${options.bots.join(",")}; sets ${options.sets.join(",")}${cards.length ? ` + ${cards.join(" ")}` : ""}${houseRules ? `; house rules ${houseRules.name ?? options.rules}` : ""}; seeds ${seed}..${lastSeed}) in ${report.seconds.toFixed(2)} s`);
    out(`  games/s      ${report.gamesPerSecond.toFixed(1)}`);
    out(`  turns/s      ${report.turnsPerSecond}`);
    out(`  rounds/game  ${report.meanRounds.toFixed(2)}`);
    out(`  turns/game   ${report.meanTurns.toFixed(1)}`);
    out("win share by seat (wins / games with that seat):");
    out(`  ${report.winShareBySeat.filter((s) => s.games > 0).map((s) => `${seatName(s.seat)} ${pct(s.share)}`).join("  ")}`);
    out("win share by bot (share of all wins; share of seats):");
    for (const b of report.winShareByBot) out(`  ${b.bot.padEnd(8)} ${pct(b.share).padStart(6)} of wins  ${pct(b.seatShare).padStart(6)} of seats`);
    const rounds = report.roundEnds.reduce((n, e) => n + e.rounds, 0);
    out(`how rounds ended (${plural(rounds, "round")}, ${report.roundTurns.mean.toFixed(1)} turns on average):`);
    for (const e of report.roundEnds) out(`  ${(e.card ? `${e.reason}: ${e.card}` : e.reason).padEnd(28)} ${pct(e.rounds / rounds).padStart(6)}`);
  }
  if (report.aborted > 0) out(`${plural(report.aborted, "game")} stopped at the round limit before anyone reached the point limit`);
  if (report.failed > 0) {
    // Grouped by message: one looping card usually fails many games the same way.
    const groups = new Map<string, FailedGame[]>();
    for (const f of report.failures) groups.set(f.message, [...(groups.get(f.message) ?? []), f]);
    out(`${plural(report.failed, "game")} of ${report.games} failed:`);
    for (const [message, fs] of groups) {
      const seeds = fs.slice(0, 8).map((f) => f.seed).join(", ") + (fs.length > 8 ? ", ..." : "");
      out(`  ${message}`);
      out(`    ${plural(fs.length, "game")}, seed${fs.length > 1 ? "s" : ""} ${seeds}; to play the first again:`);
      out(`    ${fs[0]!.replay}`);
    }
  }
}
