/** Every card definition of a program, of every kind, in one list: the order a program lists them. */
import type { IrEvent, IrPlayingCard, IrPower, IrProgram, IrRuleCard } from "./ir.js";

export type IrDefinition = IrPlayingCard | IrEvent | IrPower | IrRuleCard;

/** Playing cards, then events, power cards and rule cards. */
export function definitionsOf(program: IrProgram): IrDefinition[] {
  return [...program.cards, ...program.events, ...program.powers, ...program.ruleCards];
}
