/**
 * What the linked program (linked-program.ts) and checkpoints ask of the linker: a file of its own, so
 * the engine's parts do not import link.ts (which imports what card code may call of them, host.ts).
 */
import type { IrCondition, IrEffect } from "../ir/ir.js";
import type { Ctx, Eval, LinkedCondition, LinkedEffect, Run, SharedDeclaration } from "./context.js";
import type { LastingKind } from "./lasting-kind.js";
import type { MatchLoop } from "./match-loop.js";

export interface ProgramLinker {
  /** The code of every lasting effect, by the number a saved game names it by. */
  readonly lastingCode: Array<Run | ((c: Ctx) => boolean) | Eval>;
  /** What each of `lastingCode` is (same index). */
  readonly lastingKinds: LastingKind[];
  /** The `shared` values the program declares, by name. */
  readonly shared: Map<string, SharedDeclaration>;
  /** Every trigger a `when` of the program listens to. */
  readonly triggers: Set<string>;
  effect(e: IrEffect): LinkedEffect;
  condition(c: IrCondition): LinkedCondition;
  matchLoop(cs: readonly IrCondition[]): MatchLoop;
}
