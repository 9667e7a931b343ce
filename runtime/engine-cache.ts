/**
 * Engines kept for reuse, by program and settings: linking the cards is the costly part of a game's
 * start. A kept engine tells nobody what happens in it (no log, no statistics' counter): whoever asked for
 * it first is not whoever asks next.
 */
import type { IrProgram } from "../ir/ir.js";
import { Engine, type EngineOptions } from "./engine.js";

/** What an engine is built for beyond its program, as text. */
function settingsKey(o: EngineOptions): string {
  return `${o.players}|${o.pointLimit}|${o.stepBudget}|${o.maxRounds}|${o.maxTurnsPerRound}|${o.interpret === true}`;
}

export class EngineCache {
  private readonly engines = new WeakMap<IrProgram, Map<string, Engine>>();

  get(program: IrProgram, options: EngineOptions): Engine {
    const key = settingsKey(options);
    let byKey = this.engines.get(program);
    if (!byKey) this.engines.set(program, (byKey = new Map()));
    let engine = byKey.get(key);
    if (!engine) byKey.set(key, (engine = new Engine(program, { ...options, log: undefined, counter: undefined })));
    return engine;
  }
}
