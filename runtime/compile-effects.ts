/**
 * Effect bodies compiled to JavaScript source, as conditions are (compile-js.ts): the control flow is
 * written out (statements in sequence, `if`, the loops, `target`'s dodge loop, `simultaneously`,
 * variables in frame slots) with the step counted exactly where the interpreter counts it (Linker.block:
 * before each statement of a block, and before each round of a loop), and expressions through the
 * condition writer. Every verb, choice and lasting registration, and every store that is not a frame
 * slot, is called through its linked implementation (`R[i]`), so each word keeps one implementation and
 * runs as the interpreter runs it: same results, same log, same steps, same draws from the generator. A
 * choice, and a verb that takes its subject's and object's values, is given those written out.
 */
import type { IrChoice, IrExpr, IrStmt } from "../ir/ir.js";
import type { CardTable } from "./card-table.js";
import { ConditionWriter, GENERATED_NAMES, makeFunction, numberCode, type ExprLinks, type LinkedRef } from "./compile-js.js";
import type { ChoiceMaker, Ctx, LinkedVerb, Run } from "./context.js";
import type { GameState } from "./state.js";

/** What an effect's code is linked against: the interpreter's closures for what is not written out. */
export interface EffectLinks extends ExprLinks {
  /** The choice made from its operands' values, which the code writes out. */
  choice(ch: IrChoice): ChoiceMaker;
  /** The linked statement: a lasting registration (`when`, `forbid`, `allow`, `show`, `shared`), or a verb that does not take its operands' values. */
  stmt(s: IrStmt): Run;
  /** A verb's statement, and its implementation when that takes the subject's and the object's values. */
  verb(s: Extract<IrStmt, { op: "act" }>): LinkedVerb;
  /** The store of a `set` whose target is not a variable: a global, a shared value, a score, a table entry. */
  assign(target: IrExpr): (c: Ctx, v: unknown) => void;
  state: GameState;
  cards: CardTable;
  /** The engine's parts (EngineHost): the code calls `effects.step`, `windows.attack` and `zones.holdDeliveries`, as the interpreter does. */
  engine: unknown;
}

export interface CompiledEffect {
  /** The function's source, for `frantic compile --js`. */
  source: string;
  run: Run;
}

/** A frame slot, written from the IR's number as the condition writer writes it. */
const slot = (n: number): string => `c.frame[${numberCode(n)}]`;

/** The names of a loop's own variables, numbered (GENERATED_NAMES): a target, a dodger, an item, a round and the rounds. */
const { target: TARGET, dodge: DODGE, item: ITEM, round: ROUND, rounds: ROUNDS } = GENERATED_NAMES.numbered;

class EffectWriter {
  private readonly exprs: ConditionWriter;
  /** Numbers the loops' and dodge loops' own variables, so nested ones never share a name. */
  private names = 0;

  constructor(private readonly links: EffectLinks) {
    this.exprs = new ConditionWriter(links);
  }

  get refs(): readonly LinkedRef[] {
    return this.exprs.refs;
  }

  /** The whole function: the locals its expressions use declared first. */
  function(body: readonly IrStmt[]): string {
    const code = this.block(body, "  ");
    return this.exprs.withFunctions(`function effect(c) {\n${this.exprs.declarations("  ")}${code}}`);
  }

  /** A block: the step before each statement, as Linker.block. */
  block(body: readonly IrStmt[], indent: string): string {
    return body.map((s) => `${indent}E.effects.step(c);\n${this.stmt(s, indent)}`).join("");
  }

  private line(indent: string, code: string): string {
    return `${indent}${code}\n`;
  }

  private value(v: IrExpr | IrChoice): string {
    return v.op === "choose" ? this.choice(v) : this.exprs.value(v);
  }

  /** A choice: its operands written out in the interpreter's order (Linker.choice), null for one it lacks. */
  private choice(ch: IrChoice): string {
    const maker = this.links.choice(ch);
    const operand = (e: IrExpr | undefined): string => (e ? this.exprs.value(e) : "null");
    return this.exprs.call(maker, `c, ${operand(ch.by)}, ${operand(ch.min)}, ${operand(ch.max)}, ${operand(ch.from)}, ${operand(ch.total)}`);
  }

  /** A verb: its implementation called with the subject and the object written out, when it takes their values. */
  private verb(s: Extract<IrStmt, { op: "act" }>): string {
    const linked = this.links.verb(s);
    if (!linked.direct) return this.exprs.call(linked.run);
    return this.exprs.call(linked.direct, `c, ${s.subject ? this.exprs.value(s.subject) : "null"}, ${this.exprs.value(s.object)}`);
  }

  private stmt(s: IrStmt, indent: string): string {
    const inner = indent + "  ";
    switch (s.op) {
      case "let":
        return this.line(indent, `${slot(s.slot)} = ${this.value(s.value)};`);
      case "set":
        if (s.target.op === "var") return this.line(indent, `${slot(s.target.slot)} = ${this.value(s.value)};`);
        // The value first, then the store's own operands, as the interpreter's assign(c, value(c)).
        return this.line(indent, `${this.exprs.call(this.links.assign(s.target), `c, ${this.value(s.value)}`)};`);
      case "target": {
        // A target who dodges makes the attacker choose again without them.
        const k = ++this.names;
        const [t, d] = [`${TARGET}${k}`, `${DODGE}${k}`];
        const chosen = this.choice(s.choice);
        const targets = s.many ? t : `(${t} === null ? [] : [${t}])`;
        return (
          this.line(indent, `for (;;) {`) +
          this.line(inner, `const ${t} = ${chosen};`) +
          this.line(inner, `${slot(s.slot)} = ${t};`) +
          this.line(inner, `const ${d} = E.windows.attack(c, ${targets});`) +
          this.line(inner, `if (${d} === -1) break;`) +
          this.line(inner, `c.untargetable = [...c.untargetable, ${d}];`) +
          this.line(indent, `}`)
        );
      }
      case "each": {
        const x = `${ITEM}${++this.names}`;
        // Over a list of its own: the body may change the list it walks.
        return (
          this.line(indent, `for (const ${x} of ${this.exprs.ownList(s.src)}) {`) +
          this.line(inner, `E.effects.step(c);`) +
          this.line(inner, `${slot(s.slot)} = ${x};`) +
          this.block(s.body, inner) +
          this.line(indent, `}`)
        );
      }
      case "if": {
        const then = this.line(indent, `if (${this.exprs.bool(s.cond)}) {`) + this.block(s.then, inner);
        if (s.otherwise.length === 0) return then + this.line(indent, `}`);
        return then + this.line(indent, `} else {`) + this.block(s.otherwise, inner) + this.line(indent, `}`);
      }
      case "while":
        return this.line(indent, `while (${this.exprs.bool(s.cond)}) {`) + this.line(inner, `E.effects.step(c);`) + this.block(s.body, inner) + this.line(indent, `}`);
      case "times": {
        const k = ++this.names;
        const [i, n] = [`${ROUND}${k}`, `${ROUNDS}${k}`];
        return (
          this.line(indent, `for (let ${i} = 0, ${n} = ${this.exprs.num(s.times)}; ${i} < ${n}; ${i}++) {`) +
          this.line(inner, `E.effects.step(c);`) +
          this.block(s.body, inner) +
          this.line(indent, `}`)
        );
      }
      case "simultaneously":
        return (
          this.line(indent, `E.zones.holdDeliveries(true);`) +
          this.line(indent, `try {`) +
          this.block(s.body, inner) +
          this.line(indent, `} finally {`) +
          this.line(inner, `E.zones.holdDeliveries(false);`) +
          this.line(indent, `}`)
        );
      case "shared": {
        // Declared as the program is linked; running it does nothing.
        this.links.stmt(s);
        return "";
      }
      case "act":
        return this.line(indent, `${this.verb(s)};`);
      case "when":
      case "forbid":
      case "allow":
      case "show":
        return this.line(indent, `${this.exprs.call(this.links.stmt(s))};`);
    }
  }
}

/** Compiles an effect body; `links` gives the interpreter's closures for whatever is not written out. */
export function compileEffect(body: readonly IrStmt[], links: EffectLinks): CompiledEffect {
  const writer = new EffectWriter(links);
  const source = writer.function(body);
  return { source, run: makeFunction<Run>(source, "effect", writer.refs, links.state, links.cards, links.engine) };
}
