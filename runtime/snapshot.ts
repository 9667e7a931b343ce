/** A copy of a game in progress, so a rejected action in a scenario can leave everything as it was. */
import type { Engine, EngineCheckpoint } from "./engine.js";

export type Snapshot = EngineCheckpoint;

export function snapshot(engine: Engine): Snapshot {
  return engine.capture();
}

export function restore(engine: Engine, snap: Snapshot): void {
  engine.restore(snap);
}
