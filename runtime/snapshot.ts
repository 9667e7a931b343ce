/** A copy of the game state, so a rejected action in a scenario can leave everything as it was. */
import type { Engine } from "./engine.js";
import type { GameState } from "./state.js";

type Scalars = Pick<GameState, "direction" | "current" | "dealer" | "activeColour" | "activeNumber" | "lastColour" | "wished" | "roundOver" | "roundEndReason" | "finisher" | "round" | "turn">;

export interface Snapshot {
  zones: number[][];
  incoming: number[][];
  scores: number[];
  roundScores: number[];
  adjustments: number[];
  skips: Int32Array;
  scalars: Scalars;
  lastingEffects: number;
}

export function snapshot(engine: Engine): Snapshot {
  const s = engine.state;
  return {
    zones: s.zones.map((z) => z.slice()),
    incoming: s.incoming.map((z) => z.slice()),
    scores: s.scores.slice(),
    roundScores: s.roundScores.slice(),
    adjustments: s.adjustments.slice(),
    skips: s.skips.slice(),
    lastingEffects: engine.lastingEffects,
    scalars: {
      direction: s.direction, current: s.current, dealer: s.dealer, activeColour: s.activeColour, activeNumber: s.activeNumber, lastColour: s.lastColour,
      wished: s.wished, roundOver: s.roundOver, roundEndReason: s.roundEndReason, finisher: s.finisher, round: s.round, turn: s.turn,
    },
  };
}

export function restore(engine: Engine, snap: Snapshot): void {
  const s = engine.state;
  s.zones.length = snap.zones.length;
  snap.zones.forEach((z, i) => (s.zones[i] = z.slice()));
  snap.incoming.forEach((z, i) => (s.incoming[i] = z.slice()));
  snap.scores.forEach((v, i) => (s.scores[i] = v));
  snap.roundScores.forEach((v, i) => (s.roundScores[i] = v));
  snap.adjustments.forEach((v, i) => (s.adjustments[i] = v));
  s.skips.set(snap.skips);
  Object.assign(s, snap.scalars);
  engine.dropLastingEffectsAfter(snap.lastingEffects);
}
