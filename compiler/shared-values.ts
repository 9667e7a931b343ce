/**
 * Shared values (`shared name = start until lifetime`) are the game's, not one effect's: every effect of a
 * program that declares a name must declare it alike, or the value would start differently depending on
 * which card happened to be linked first. Checked wherever effects come together into one program.
 */
import type { IrEffect, IrProgram, IrStmt } from "../ir/ir.js";
import type { Diagnostic } from "./diagnostics.js";

interface Declaration {
  start: number | boolean;
  lasts: string;
  at: IrEffect["at"];
}

function declarations(body: readonly IrStmt[], at: IrEffect["at"], out: Map<string, Declaration>, clash: (name: string, first: Declaration, again: Declaration) => void): void {
  for (const s of body) {
    if (s.op === "shared") {
      const d = { start: s.start, lasts: s.lasts, at };
      const first = out.get(s.name);
      if (!first) out.set(s.name, d);
      else if (first.start !== d.start || first.lasts !== d.lasts) clash(s.name, first, d);
    }
    const inner = s.op === "if" ? [...s.then, ...s.otherwise] : "body" in s ? s.body : [];
    declarations(inner, at, out, clash);
  }
}

const where = (d: Declaration): string => (d.at ? `${d.at.file}:${d.at.line}:${d.at.column}` : "another effect");
const how = (d: Declaration): string => `${String(d.start)} until ${d.lasts}`;

/** The parts of a program that hold effects (a check without a rules document has no whole program). */
export type ProgramEffects = Pick<IrProgram, "cards" | "events" | "powers" | "ruleCards" | "houseEffects">;

/** Every effect of the program, its house rules' included. */
function effectsOf(p: ProgramEffects): IrEffect[] {
  return [
    ...p.cards.flatMap((c) => [c.effect, c.respond?.effect, c.held?.effect]),
    ...p.events.map((e) => e.effect),
    ...p.powers.map((w) => w.effect),
    ...p.ruleCards.map((r) => r.effect),
    ...(p.houseEffects ?? []),
  ].filter((e): e is IrEffect => e !== undefined);
}

/** FR5005 for each shared value `effects` declare unlike its first declaration (in `seen`, then in them), at the effect that does so. */
function clashesIn(effects: readonly IrEffect[], seen: Map<string, Declaration>): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const effect of effects) {
    declarations(effect.body, effect.at, seen, (name, first, again) => {
      const line = Math.max((again.at?.line ?? 1) - 1, 0);
      const character = Math.max((again.at?.column ?? 1) - 1, 0);
      out.push({
        code: "FR5005", severity: "error", args: [name, how(again), where(first), how(first)], file: again.at?.file ?? "program",
        range: { start: { line, character }, end: { line, character } },
      });
    });
  }
  return out;
}

/** FR5005 for each shared value declared unlike its first declaration, at the effect that does so. */
export function sharedValueClashes(program: ProgramEffects): Diagnostic[] {
  return clashesIn(effectsOf(program), new Map());
}

/**
 * FR5005 for each shared value a house-rules effect declares unlike the program's cards (the house cards
 * it brings included), at the house rules: the one check `check`, `play`, `simulate` and `test` make.
 */
export function houseRulesClashes(program: ProgramEffects, effect: IrEffect | undefined): Diagnostic[] {
  return effect ? sharedValueClashes({ ...program, houseEffects: [...(program.houseEffects ?? []), effect] }) : [];
}

/**
 * FR5005 of a program and each house-rules file checked with it, as a game under that file would be: the
 * program's own clashes when it has any, else each house-rules effect's against the program's declarations,
 * gathered once (a workspace of house rules checks dozens of them against a thousand cards on every edit).
 */
export function clashesWithHouseRules(program: ProgramEffects, houseEffects: readonly IrEffect[]): Diagnostic[] {
  const seen = new Map<string, Declaration>();
  const own = clashesIn(effectsOf(program), seen);
  return own.length > 0 ? own : houseEffects.flatMap((effect) => clashesIn([effect], new Map(seen)));
}
