/**
 * What the set checks look at: every piece of effect code of a selection (an "effect site") with where it
 * is written, and the document of each card. Built from the loaded documents when the caller has them
 * (exact positions, through the compiler's cached checks), else from the program alone (the effect's start).
 */
import type { IrCondition, IrEffect, IrExpr, IrProgram, IrStmt } from "../ir/ir.js";
import type { Stmt } from "../grammar/ast.js";
import type { EffectContext } from "../language/vocabulary.js";
import type { MessageArg, MessageCode } from "../language/messages.js";
import { checkField } from "./compile-effect.js";
import { ZERO_RANGE, type Diagnostic, type Range } from "./diagnostics.js";
import { effectFieldsOf } from "./effect-fields.js";
import { rangeOfPath, type LoadedDocument, type PathSegment } from "./load-yaml.js";

/** Where a finding is: a file and a range in it. */
export interface Where {
  file: string;
  range: Range;
}

/** The documents a program was compiled from (Compilation.documents()): where findings are located. */
export interface SetSources {
  documents: readonly LoadedDocument[];
}

/** What is checked: the sets selected, and what is known of the cards outside them. */
export interface SetSelection {
  /** The selected sets, for messages (the program's sets when left out). */
  sets?: readonly string[];
  /** The set a card id outside the selection belongs to, when the caller knows it. */
  setOfOutside?: (id: string) => string | undefined;
}

/** The statement kinds whose positions findings point at. */
export type LocatedStatement = "while" | "when";

/** One piece of effect code of the selection. */
export interface EffectSite {
  /** The card, event, power card or rule card it belongs to (a house-rules file's path for its effect). */
  owner: string;
  /** The document kind: number, special, event, power, rule, rules, house-rules. */
  kind: string;
  path: readonly PathSegment[];
  context: EffectContext;
  /** Statements of an effect; empty for a condition. */
  body: readonly IrStmt[];
  /** The expression of a condition. */
  condition?: IrExpr;
  where: Where;
  /** Where the n-th statement of a kind (in the order statements are written) is, else the code's start. */
  statementAt(kind: LocatedStatement, n: number): Where;
  /** Where the code names an id (a text compared with `id of`, `symbol of`, or given to `find`), else the code's start. */
  idAt(id: string): Where;
  /** Where the code writes a text (`"bicoloured-special"`), else the code's start. */
  textAt(text: string): Where;
}

/** Everything a check needs: the program, its effect code, where each card is written, the selection. */
export interface SetContext {
  program: IrProgram;
  sites: EffectSite[];
  selection: SetSelection;
  /** The selected sets, named for messages. */
  setNames: string;
  /** Where a field of a card (by id) is written; the card's code, or the set, when its document is unknown. */
  fieldAt(id: string, path: readonly PathSegment[]): Where;
}

/** Every diagnostic of the set checks is made here: a warning at `at`. */
export function setWarning(code: MessageCode, at: Where, ...args: MessageArg[]): Diagnostic {
  return { code, severity: "warning", args, file: at.file, range: at.range };
}

export function setContext(program: IrProgram, sources: SetSources | undefined, selection: SetSelection): SetContext {
  const byId = new Map<string, LoadedDocument>();
  for (const doc of sources?.documents ?? []) {
    const id = (doc.value as { id?: unknown } | null)?.id;
    if (typeof id === "string" && !byId.has(id)) byId.set(id, doc);
  }
  const sites = sources ? sitesOfDocuments(sources.documents) : sitesOfProgram(program);
  const fallback = (id: string): Where => sites.find((s) => s.owner === id)?.where ?? { file: program.sets.join(", "), range: ZERO_RANGE };
  return {
    program,
    sites,
    selection,
    setNames: (selection.sets ?? program.sets).join(", "),
    fieldAt: (id, path) => {
      const doc = byId.get(id);
      return doc ? { file: doc.file, range: rangeOfPath(doc, path, "value") } : fallback(id);
    },
  };
}

function sitesOfDocuments(documents: readonly LoadedDocument[]): EffectSite[] {
  const sites: EffectSite[] = [];
  for (const doc of documents) {
    const value = doc.value as { id?: unknown; kind?: unknown } | null;
    const kind = typeof value?.kind === "string" ? value.kind : "";
    const owner = typeof value?.id === "string" ? value.id : doc.file;
    for (const field of effectFieldsOf(doc.value)) {
      const checked = checkField(doc, field.path, field.form, field.context);
      if (!checked) continue;
      const ir = checked.ir as Partial<IrEffect & IrCondition>;
      const at = (offset: number): Where => {
        const p = checked.source.toPosition(offset);
        return { file: doc.file, range: { start: p, end: p } };
      };
      const statements = checked.program?.body ?? [];
      sites.push({
        owner, kind, path: field.path, context: field.context,
        body: ir.body ?? [],
        ...(ir.expr ? { condition: ir.expr } : {}),
        where: at(0),
        statementAt: (k, n) => {
          const found = statementsOfKind(statements, k)[n];
          return found ? at(found.span.start) : at(0);
        },
        idAt: (id) => {
          const ref = checked.semantics.idRefs.find((r) => r.id === id);
          return ref ? at(ref.span.start) : at(0);
        },
        textAt: (text) => at(Math.max(0, checked.source.text.indexOf(JSON.stringify(text)))),
      });
    }
  }
  return sites;
}

/** The statements of a kind in the order they are written (the order IR statements are visited in). */
function statementsOfKind(body: readonly Stmt[], kind: LocatedStatement): Stmt[] {
  const out: Stmt[] = [];
  const visit = (list: readonly Stmt[]): void => {
    for (const s of list) {
      if (s.kind === kind) out.push(s);
      if (s.kind === "if") {
        visit(s.then);
        visit(s.otherwise ?? []);
      } else if ("body" in s) visit(s.body);
    }
  };
  visit(body);
  return out;
}

function sitesOfProgram(program: IrProgram): EffectSite[] {
  const sites: EffectSite[] = [];
  const setWhere = (set: string): Where => ({ file: set, range: ZERO_RANGE });
  const add = (owner: string, kind: string, set: string, path: PathSegment[], context: EffectContext, code: IrEffect | IrCondition | undefined): void => {
    if (!code) return;
    const where = "at" in code && code.at ? { file: code.at.file, range: { start: { line: code.at.line - 1, character: code.at.column - 1 }, end: { line: code.at.line - 1, character: code.at.column - 1 } } } : setWhere(set);
    sites.push({
      owner, kind, path, context,
      body: "body" in code ? code.body : [],
      ...("expr" in code ? { condition: code.expr } : {}),
      where,
      statementAt: () => where,
      idAt: () => where,
      textAt: () => where,
    });
  };
  for (const c of program.cards) {
    add(c.id, c.kind, c.set, ["effect"], "card", c.effect);
    add(c.id, c.kind, c.set, ["play-when"], "match", c.playWhen);
    if (c.respond) {
      add(c.id, c.kind, c.set, ["respond", "when"], c.respond.window, c.respond.when);
      add(c.id, c.kind, c.set, ["respond", "effect"], c.respond.window, c.respond.effect);
    }
    if (c.held) add(c.id, c.kind, c.set, ["while-held", "effect"], "card", c.held.effect);
  }
  for (const e of program.events) add(e.id, "event", e.set, ["effect"], "event", e.effect);
  for (const p of program.powers) {
    add(p.id, "power", p.set, ["effect"], "power", p.effect);
    add(p.id, "power", p.set, ["usable-when"], "power-use", p.usableWhen);
  }
  for (const r of program.ruleCards) add(r.id, "rule", r.set, ["effect"], "card", r.effect);
  for (const [cls, rule] of Object.entries(program.rules.classes)) add(program.rules.id, "rules", program.sets[0] ?? "", ["classes", cls, "match"], "match", rule.match);
  for (const [i, effect] of (program.houseEffects ?? []).entries()) add(`house rules ${i + 1}`, "house-rules", "house rules", ["effect"], "card", effect);
  return sites;
}
