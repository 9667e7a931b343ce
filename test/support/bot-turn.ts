/**
 * One turn of a game laid out as a scenario, played by agents as in a game (seatAgents: the bots that
 * look ahead get their fork point), player 0 first: what each decision was and how it was answered, and
 * the table after the turn.
 */
import { compileSets } from "../../compiler/compile.js";
import { formatDiagnostic } from "../../compiler/diagnostics.js";
import type { IrProgram } from "../../ir/ir.js";
import type { Agent } from "../../runtime/agents.js";
import type { Answer, Decision } from "../../runtime/decision.js";
import type { Engine } from "../../runtime/engine.js";
import { Scenario, type ScenarioGiven } from "../../runtime/scenario.js";
import { seatAgents } from "../../runtime/seat-agents.js";

export const BOT_CHOICE_CARDS = "test/fixtures/bots/choices.cards.yaml";

/** The base game with the house cards of test/fixtures/bots (and `more` sets). */
export function botTestProgram(more: string[] = []): IrProgram {
  const result = compileSets(["base", ...more], [BOT_CHOICE_CARDS]);
  if (!result.value) throw new Error(result.diagnostics.map((d) => formatDiagnostic(d)).join("\n"));
  return result.value;
}

export interface Asked {
  decision: Decision;
  answer: Answer;
}

class TurnOver {}

/** Plays player 0's turn (and whatever it sets off) from the scenario `given`; the game stops at the next turn's start. */
export function playFirstTurn(program: IrProgram, given: ScenarioGiven, agents: readonly Agent[]): { engine: Engine; asked: Asked[] } {
  const engine = new Scenario(program, given).engine;
  const state = engine.state;
  // The turn after the current player's is player 0's.
  state.current = state.nextSeat(0, -1);
  const asked: Asked[] = [];
  seatAgents(engine, agents, (d, a) => asked.push({ decision: { ...d, options: d.options.slice() }, answer: a.slice() }));
  const mark = engine.onCheckpoint;
  let places = 0;
  engine.onCheckpoint = () => {
    if (places++ > 0) {
      engine.startUnwinding();
      throw new TurnOver();
    }
    mark?.();
  };
  try {
    engine.continueGame();
  } catch (e) {
    if (!(e instanceof TurnOver)) throw e;
  }
  return { engine, asked };
}

/** The answers player `p` gave to decisions of `kind`. */
export function answersOf(asked: readonly Asked[], kind: Decision["kind"], p = 0): Asked[] {
  return asked.filter((a) => a.decision.kind === kind && a.decision.player === p);
}
