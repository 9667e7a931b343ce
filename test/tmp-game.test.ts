import { test } from "vitest";
import { compileSets } from "../compiler/compile.js";
import { formatDiagnostic } from "../compiler/diagnostics.js";
import { playGame } from "../runtime/session.js";
import { makeBot } from "../runtime/agents.js";
test("game", () => {
  const r = compileSets(["base"]);
  for (const d of r.diagnostics) console.log(formatDiagnostic(d));
  const program = r.value!;
  for (let seed = 1; seed <= 200; seed++) {
    const players = 2 + (seed % 7);
    const res = playGame(program, { players, seed }, Array.from({ length: players }, (_, i) => makeBot(seed % 2 ? "random" : "greedy", seed * 10 + i)));
    if (seed < 4) console.log(JSON.stringify({ rounds: res.rounds.length, turns: res.turns, scores: res.scores, winners: res.winners, aborted: res.aborted }));
  }
  const t0 = performance.now(); let turns = 0;
  for (let seed = 1; seed <= 300; seed++) { const res = playGame(program, { players: 4, seed }, [0,1,2,3].map(i => makeBot("random", seed * 10 + i))); turns += res.turns; }
  const ms = performance.now() - t0; console.log(`turns/s ${(turns / ms * 1000).toFixed(0)} games/s ${(300/ms*1000).toFixed(0)} turns/game ${turns/300}`);
});
