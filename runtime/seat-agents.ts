/** An engine set up to be played straight through by agents (playGame, the simulation runner). */
import { allForgetDecisions, askAgentReused, someLookAhead, type Agent } from "./agents.js";
import { checkAnswer, type Answer, type Decision } from "./decision.js";
import type { Engine } from "./engine.js";
import { ForkRecorder } from "./fork.js";
import { viewFor } from "./player-view.js";

/**
 * Each decision goes to its player's agent, with that player's view; `onAnswer` hears each answer. When
 * some agent looks ahead, a fork point is kept: a checkpoint at each turn's start and the answers since.
 */
export function seatAgents(engine: Engine, agents: readonly Agent[], onAnswer?: (d: Decision, a: Answer) => void): void {
  const recorder = someLookAhead(agents) ? new ForkRecorder(engine) : undefined;
  const forks = recorder ? () => recorder.point() : undefined;
  const views = agents.map((_, p) => viewFor(engine, p, forks));
  // The engine reads every answer before it asks again, and neither the driver nor onAnswer keeps one: agents may reuse their answer lists.
  engine.decisionsKept = !allForgetDecisions(agents);
  engine.onCheckpoint = recorder?.mark;
  engine.ask = (d) => {
    const a = askAgentReused(agents[d.player]!, d, views[d.player]!);
    checkAnswer(d, a);
    recorder?.record(a);
    onAnswer?.(d, a);
    return a;
  };
}
