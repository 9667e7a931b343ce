/**
 * `npm run agreement`: the checks of test/compiled-code.test.ts and test/step-api.test.ts at the sizes
 * issue 11 names, too long for `npm test`: compiled conditions and effect bodies against the interpreter
 * on 5,000 games with every set (2 to 8 players, the same result and log); 1,000 more with every set and
 * cards whose `play-when` and effect hold string literals shaped like the generated code's own names
 * (bench/name-literals.ts: `id of card = "g6"`, and more); and 1,000 games with every set saved to JSON
 * at every decision, resumed from some of those saves, ending as the game did.
 * Progress on stderr; the first disagreement is printed with its seed and ends the run with exit 1.
 *
 *   npm run agreement -- [--games 5000] [--literals 1000] [--saved 1000]
 */
import { isDeepStrictEqual } from "node:util";
import { parseArgs } from "node:util";
import { makeAgents } from "../sim/seats.js";
import { compileSets } from "../compiler/compile.js";
import { availableSets } from "../compiler/sources.js";
import { formatDiagnostic } from "../compiler/diagnostics.js";
import type { IrProgram } from "../ir/ir.js";
import { programWithNameLiterals } from "./name-literals.js";
import type { LogEntry } from "../runtime/log.js";
import { GameSession, playGame, viewFor, type SavedGame } from "../runtime/session.js";
import { useNodeHost } from "../host/node/use-node.js";

useNodeHost();

const { values } = parseArgs({ options: { games: { type: "string", default: "5000" }, literals: { type: "string", default: "1000" }, saved: { type: "string", default: "1000" } } });
const games = Number(values.games);
const literalGames = Number(values.literals);
const savedGames = Number(values.saved);
if (![games, literalGames, savedGames].every((n) => Number.isInteger(n) && n >= 0)) {
  console.error("usage: npm run agreement -- [--games N] [--literals N] [--saved N]  (whole numbers)");
  process.exit(2);
}

const program = compileSets(availableSets()).value;
if (!program) throw new Error("the official sets do not compile: run frantic check");
const withLiterals = programWithNameLiterals(availableSets());
if (!withLiterals.program) throw new Error(`the name-literal cards do not compile: ${withLiterals.diagnostics.map((d) => formatDiagnostic(d)).join("; ")}`);
const playersOf = (i: number): number => 2 + (i % 7);
const botsFor = (players: number) => Array.from({ length: players }, (_, p) => (p % 2 === 0 ? "random" : "greedy") as "random" | "greedy");

function fail(what: string): never {
  console.log(`DISAGREE ${what}`);
  process.exit(1);
}

let last = 0;
const progress = (label: string, done: number, total: number): void => {
  if (Date.now() - last < 3000 && done < total) return;
  last = Date.now();
  console.error(`  ${label}: ${done}/${total}`);
};

/** `count` games of `p` (seeds from `firstSeed`), compiled and interpreted: the same result and log, or exit 1. */
function agree(p: IrProgram, count: number, firstSeed: number, label: string): void {
  for (let i = 0; i < count; i++) {
    const seed = firstSeed + i;
    const players = playersOf(i);
    const run = (interpret: boolean) => {
      const log: LogEntry[] = [];
      const result = playGame(p, { players, seed, interpret, log: (e) => log.push(e) }, makeAgents(botsFor(players), seed));
      return { result, log };
    };
    const compiled = run(false);
    const interpreted = run(true);
    if (!isDeepStrictEqual(compiled, interpreted)) fail(`compiled and interpreted, ${label}: seed ${seed}, ${players} players`);
    progress(label, i + 1, count);
  }
}

const t0 = performance.now();
agree(program, games, 1, "compiled against interpreted");
console.log(`compiled conditions and effect bodies and the interpreter agree on ${games} games with every set (${((performance.now() - t0) / 1000).toFixed(0)} s)`);

const tl = performance.now();
agree(withLiterals.program, literalGames, 1, "string literals shaped like generated names");
console.log(`... and on ${literalGames} games with every set and cards holding string literals shaped like the generated code's names (${((performance.now() - tl) / 1000).toFixed(0)} s)`);

/** A bot with no memory, so a resumed session answers as the first one did. */
const answerFor = (session: GameSession, seed: number, k: number) => {
  const d = session.pending()!;
  return makeAgents(["random"], seed * 100_003 + k)[0]!.choose(d, viewFor(session.engine, d.player));
};

const t1 = performance.now();
let decisions = 0;
let resumed = 0;
for (let i = 0; i < savedGames; i++) {
  const seed = 50_000 + i;
  const players = playersOf(i);
  const session = new GameSession(program, { players, seed });
  const saves: Array<{ k: number; json: string }> = [];
  for (let k = 0; session.pending(); k++) {
    const saved = session.save();
    const json = JSON.stringify(saved);
    if (!isDeepStrictEqual(JSON.parse(json) as SavedGame, saved)) fail(`a saved game changes through JSON: seed ${seed}, ${players} players, decision ${k}`);
    if (k % 211 === 17) saves.push({ k, json });
    session.answer(answerFor(session, seed, k));
    decisions++;
  }
  const end = session.result();
  for (const { k, json } of saves) {
    const again = new GameSession(program, { players, seed }, JSON.parse(json) as SavedGame);
    for (let j = k; again.pending(); j++) again.answer(answerFor(again, seed, j));
    if (!isDeepStrictEqual(again.result(), end)) fail(`a game resumed from decision ${k} ends otherwise: seed ${seed}, ${players} players`);
    resumed++;
  }
  progress("saved games", i + 1, savedGames);
}
console.log(`${savedGames} games with every set: saved to JSON and read back at all ${decisions} decisions, ${resumed} resumed from a save and ended as the game did (${((performance.now() - t1) / 1000).toFixed(0)} s)`);
