/**
 * The compiler's driver: files -> YAML documents -> schema -> effects -> IR, collecting every
 * diagnostic. One broken card never hides the diagnostics of the others.
 */
import { exists } from "../host/host.js";
import { dirname, resolve } from "../host/path.js";
import type { CardDocument, EventDocument, PlayingCardDocument, RulesDocument, SetDocument } from "./card-document.js";
import { checkField, compileConditionField, compileEffectField } from "./compile-effect.js";
import { effectFieldsOf } from "./effect-fields.js";
import { compareDiagnostics, hasErrors, ZERO_RANGE, type Diagnostic, type StageResult } from "./diagnostics.js";
import { MAX_DECK } from "../ir/limits.js";
import { IR_VERSION, type IrEffect, type IrEvent, type IrPlayingCard, type IrPower, type IrProgram, type IrRuleCard, type IrRules } from "../ir/ir.js";
import { CARD_CLASSES } from "../language/vocabulary.js";
import { patchedParameters, patchProblems, rulesFromDocument } from "../language/rule-parameters.js";
import { loadYamlFile, rangeOfPath, type LoadedDocument } from "./load-yaml.js";
import type { MessageArg, MessageCode } from "../language/messages.js";
import { checkHouseRulesDocument, isHouseRulesDocument, namedCardPaths } from "./house-rules.js";
import { checkSchema } from "./schema-check.js";
import { collectYamlFiles, displayPath, editionFolders, setFolders } from "./sources.js";
import { readText } from "./read-text.js";
import { clashesWithHouseRules } from "./shared-values.js";

export interface SourceFile {
  /** The path shown in diagnostics. */
  path: string;
  text: string;
}

/** Where a card is written, 1-based. */
export interface SourcePlace {
  file: string;
  line: number;
  column: number;
}

/** See Compilation.catalogue. */
export interface Catalogue {
  places: Map<string, SourcePlace>;
  declared: Array<{ set: string; counts: Record<string, number> }>;
}

interface Located<T> {
  doc: LoadedDocument;
  value: T;
  set: string;
}

/** `file:line` of a document's id, for messages that point back at it. */
function where(doc: LoadedDocument): string {
  return `${displayPath(doc.file)}:${rangeOfPath(doc, ["id"], "value").start.line + 1}`;
}

/** The most cards a program may hold (one limit for card files and compiled programs, ir/limits.ts). */
export { MAX_DECK } from "../ir/limits.js";


/** What an edition overlay replaces: documents keyed by the id they stand in for. */
/** The compiled documents of a program or of an overlay, by kind. */
interface Lists {
  cards: Located<IrPlayingCard>[];
  events: Located<IrEvent>[];
  powers: Located<IrPower>[];
  ruleCards: Located<IrRuleCard>[];
  rules: Located<RulesDocument>[];
}

interface Overlay extends Lists {
  ids: Map<string, LoadedDocument>;
}

/** The overlay of a group's own versions of official cards. */
const HOUSE = "house cards";

/** Documents under cards/editions/<name>/ belong to that edition's overlay. */
function editionOf(file: string): string | undefined {
  return /(?:^|[\\/])editions[\\/]([^\\/]+)[\\/]/.exec(file)?.[1];
}

export class Compilation {
  readonly diagnostics: Diagnostic[] = [];
  /** Edition overlays seen so far; `edition` picks the one applied by `finish`. */
  private overlays = new Map<string, Overlay>();

  /**
   * `load` reads a file's YAML; an editor's workspace passes the files it has loaded already, so that
   * documents it did not change are the same objects and their checks are not made again.
   */
  constructor(
    private readonly edition?: string,
    private readonly load: (file: string, text: string) => StageResult<LoadedDocument[]> = loadYamlFile,
  ) {}
  private manifests: Located<SetDocument>[] = [];
  readonly rules: Located<RulesDocument>[] = [];
  readonly cards: Located<IrPlayingCard>[] = [];
  readonly events: Located<IrEvent>[] = [];
  readonly powers: Located<IrPower>[] = [];
  readonly ruleCards: Located<IrRuleCard>[] = [];
  private ids = new Map<string, LoadedDocument>();
  /** Ids first defined by a group's own files. */
  private readonly houseIds = new Set<string>();
  /** House-rules documents (`kind: house-rules`), which a game applies with `--rules`. */
  private readonly houseRules: LoadedDocument[] = [];
  /** Set when the cards are for a game: a house-rules file among a group's own cards is then an error. */
  cardsOnly = false;
  /** Which set a folder belongs to, from the manifests seen so far. */
  private folderSets = new Map<string, string>();

  /**
   * Adds card files. With `house`, they are a group's own cards: a document whose id is an official
   * card's already loaded binds a new version of that card (its agreed effect, e.g. Do It Yourself's);
   * any other is a new card.
   */
  addFiles(files: SourceFile[], house = false): void {
    const loaded = files.map((f) => ({ f, result: this.load(f.path, f.text) }));
    // Manifests first, so every card knows its set whatever the file order.
    for (const { result } of loaded) {
      for (const doc of result.value) {
        const v = doc.value as { kind?: unknown; id?: unknown } | null;
        if (v && v.kind === "set" && typeof v.id === "string") this.folderSets.set(dirname(doc.file), v.id);
      }
    }
    for (const { result } of loaded) {
      this.diagnostics.push(...result.diagnostics);
      for (const doc of result.value) {
        // For a game, house cards are added to the deck; house rules change the rules and are given apart.
        if (house && this.cardsOnly && isHouseRulesDocument(doc)) {
          this.error(doc, ["kind"], "FR6012");
          continue;
        }
        const id = (doc.value as { id?: unknown } | null)?.id;
        // A house id seen before in house files is a duplicate (addDocument says so), not a replacement.
        const official = typeof id === "string" && this.ids.has(id) && !this.houseIds.has(id);
        if (!house || !official) {
          this.addDocument(doc);
          if (house && typeof id === "string") this.houseIds.add(id);
          continue;
        }
        const checked = checkSchema(doc);
        this.diagnostics.push(...checked.diagnostics);
        if (checked.value) this.addOverlayDocument(HOUSE, doc, checked.value);
        else this.checkEffectsAlone(doc);
      }
    }
  }

  /** The card files and folders the house-rules documents seen so far bring (`cards:`), absolute. */
  houseRulesCards(): string[] {
    return this.houseRules.flatMap((doc) => namedCardPaths(doc));
  }

  /**
   * A document whose YAML fields are wrong is not compiled, but its effect code is still checked on its
   * own, so a misspelt key does not hide the mistakes in the code (both are reported at once).
   */
  private checkEffectsAlone(doc: LoadedDocument): void {
    for (const field of effectFieldsOf(doc.value)) this.diagnostics.push(...(checkField(doc, field.path, field.form, field.context)?.diagnostics ?? []));
  }

  private setOf(doc: LoadedDocument): string {
    return this.folderSets.get(dirname(doc.file)) ?? "custom";
  }

  private addDocument(doc: LoadedDocument): void {
    if (isHouseRulesDocument(doc)) {
      // Checked in `finish`, against the rules it changes.
      this.houseRules.push(doc);
      return;
    }
    const checked = checkSchema(doc);
    this.diagnostics.push(...checked.diagnostics);
    const value = checked.value;
    if (!value) return this.checkEffectsAlone(doc);
    const edition = editionOf(doc.file);
    if (edition) {
      this.addOverlayDocument(edition, doc, value);
      return;
    }
    if (value.kind !== "set" && value.kind !== "rules") {
      const first = this.ids.get(value.id);
      if (first) {
        this.error(doc, ["id"], "FR4005", value.id, where(first));
        return;
      }
      this.ids.set(value.id, doc);
    }
    if (value.kind === "set") {
      this.manifests.push({ doc, value, set: value.id });
      return;
    }
    this.place(this, doc, value, this.setOf(doc));
  }

  /** Compiles a card, event, power card, rule card or rules document into the matching list of `into`. */
  private place(into: Lists, doc: LoadedDocument, value: Exclude<CardDocument, { kind: "set" }>, set: string): void {
    switch (value.kind) {
      case "rules":
        into.rules.push({ doc, value, set });
        return;
      case "number":
      case "special":
        into.cards.push({ doc, value: this.playingCard(doc, value, set), set });
        return;
      case "event":
        into.events.push({ doc, value: this.event(doc, value, set), set });
        return;
      case "power": {
        const effect = compileEffectField(doc, ["effect"], this.diagnostics) ?? { frame: 0, body: [] };
        const usableWhen = value["usable-when"] !== undefined ? compileConditionField(doc, ["usable-when"], this.diagnostics) : undefined;
        into.powers.push({
          doc, set,
          value: {
            id: value.id, names: { ...value.name }, ...(value.author ? { author: value.author } : {}), texts: { en: "", ...value.text }, set, copies: value.copies ?? 1, timing: value.timing,
            ...(usableWhen ? { usableWhen } : {}), effect,
          },
        });
        return;
      }
      case "rule": {
        const effect = value.effect !== undefined ? compileEffectField(doc, ["effect"], this.diagnostics) : undefined;
        into.ruleCards.push({
          doc, set,
          value: { id: value.id, names: { ...value.name }, ...(value.author ? { author: value.author } : {}), texts: { en: "", ...value.text }, set, copies: value.copies ?? 1, patch: value.rules ?? {}, ...(effect ? { effect } : {}) },
        });
        return;
      }
    }
  }

  /** An edition's document is checked like any other and kept aside until that edition is chosen. */
  private addOverlayDocument(edition: string, doc: LoadedDocument, value: CardDocument): void {
    let overlay = this.overlays.get(edition);
    if (!overlay) this.overlays.set(edition, (overlay = { cards: [], events: [], powers: [], ruleCards: [], rules: [], ids: new Map() }));
    if (value.kind === "set") return;
    if (value.kind !== "rules") {
      const first = overlay.ids.get(value.id);
      if (first) {
        this.error(doc, ["id"], "FR4005", value.id, where(first));
        return;
      }
      overlay.ids.set(value.id, doc);
    }
    this.place(overlay, doc, value, `edition ${edition}`);
  }

  /** Replaces the documents an edition rewrites; each keeps the set of the card it replaces. */
  private applyEdition(name: string): void {
    const overlay = this.overlays.get(name);
    if (!overlay) {
      this.diagnostics.push({ code: "FR6006", severity: "error", args: [name, [...this.overlays.keys()].join(", ") || "none"], file: "cards/editions", range: ZERO_RANGE });
      return;
    }
    // An edition covers several sets; it rewrites only the cards of the sets loaded now. A group's own
    // version of an official card is said where the group wrote it.
    const house = name === HOUSE;
    const replace = <T extends { id: string; set: string }>(list: Located<T>[], incoming: Located<T>[]): void => {
      for (const entry of incoming) {
        const i = list.findIndex((x) => x.value.id === entry.value.id);
        if (i < 0) {
          if (house) this.error(entry.doc, ["kind"], "FR4011", entry.value.id, this.kindOf(entry.value.id));
          continue;
        }
        const set = list[i]!.set;
        if (house) this.note(entry.doc, ["id"], "FR6008", entry.value.id, set);
        list[i] = { ...entry, set, value: { ...entry.value, set } };
      }
    };
    replace(this.cards, overlay.cards);
    replace(this.events, overlay.events);
    replace(this.powers, overlay.powers);
    replace(this.ruleCards, overlay.ruleCards);
    if (overlay.rules[0]) this.rules[0] = overlay.rules[0];
  }

  private error(doc: LoadedDocument, path: (string | number)[], code: MessageCode, ...args: MessageArg[]): void {
    this.diagnostics.push({ code, severity: "error", args, file: doc.file, range: rangeOfPath(doc, path, "value") });
  }

  /** Not a problem, but worth saying where it happens (a group's card replacing an official one). */
  private note(doc: LoadedDocument, path: (string | number)[], code: MessageCode, ...args: MessageArg[]): void {
    this.diagnostics.push({ code, severity: "info", args, file: doc.file, range: rangeOfPath(doc, path, "value") });
  }

  /** What kind of document an official id belongs to ("card", "event", ...). */
  private kindOf(id: string): string {
    const doc = this.ids.get(id);
    return String((doc?.value as { kind?: unknown } | null)?.kind ?? "card");
  }

  private playingCard(doc: LoadedDocument, c: PlayingCardDocument, set: string): IrPlayingCard {
    const effect = c.effect !== undefined ? compileEffectField(doc, ["effect"], this.diagnostics) : undefined;
    const playWhen = c["play-when"] !== undefined ? compileConditionField(doc, ["play-when"], this.diagnostics) : undefined;
    let respond: IrPlayingCard["respond"];
    if (c.respond) {
      const when = c.respond.when !== undefined ? compileConditionField(doc, ["respond", "when"], this.diagnostics) : undefined;
      const reffect = compileEffectField(doc, ["respond", "effect"], this.diagnostics);
      if (reffect) respond = { window: c.respond.window, ...(when ? { when } : {}), ...(c.respond["own-turn"] ? { ownTurn: true } : {}), effect: reffect };
    }
    const held = c["while-held"] ? compileEffectField(doc, ["while-held", "effect"], this.diagnostics) : undefined;
    return {
      id: c.id,
      names: { ...c.name },
      ...(c.author ? { author: c.author } : {}),
      symbol: c.symbol ?? c.id,
      mimic: c.mimic ?? false,
      mimicUnique: c["mimic-unique"] ?? false,
      powerless: c.powerless ?? false,
      ...(held && c["while-held"] ? { held: { trigger: c["while-held"].trigger, effect: held } } : {}),
      texts: { en: "", ...c.text },
      set,
      kind: c.kind,
      class: c.class,
      variants: variantsOf(c),
      points: c.points,
      wish: c.wish ?? "none",
      mandatory: c.mandatory ?? true,
      placement: c.placement ?? "top",
      unpassable: c.unpassable ?? false,
      ...(playWhen ? { playWhen } : {}),
      ...(effect ? { effect } : {}),
      ...(respond ? { respond } : {}),
      ...(c.mandatory === undefined ? { mandatoryFromClass: true } : {}),
    } as IrPlayingCard;
  }

  private event(doc: LoadedDocument, e: EventDocument, set: string): IrEvent {
    const effect = compileEffectField(doc, ["effect"], this.diagnostics) ?? { frame: 0, body: [] };
    return { id: e.id, names: { ...e.name }, ...(e.author ? { author: e.author } : {}), texts: { en: "", ...e.text }, set, copies: e.copies ?? 1, points: e.points ?? 0, effect };
  }

  private compileRules(r: Located<RulesDocument>): IrRules {
    const v = r.value;
    const classes = {} as IrRules["classes"];
    for (const cls of CARD_CLASSES) {
      const rule = v.classes[cls];
      if (!rule) {
        this.error(r.doc, ["classes"], "FR6005", cls);
        continue;
      }
      const match = compileConditionField(r.doc, ["classes", cls, "match"], this.diagnostics) ?? { frame: 0, expr: { op: "bool", v: false } };
      classes[cls] = { match, effectMandatory: rule["effect-mandatory"] };
    }
    // Every parameter comes from the one table (a test checks that it sets every field of IrRules).
    const rules = { id: v.id, classes, ...(rulesFromDocument(v) as Omit<IrRules, "id" | "classes">) };
    if (rules.handSize.deal < rules.handSize.minimum) {
      this.error(r.doc, ["hand-size", "deal"], "FR6010", "hand-size.deal", String(rules.handSize.deal), `at least ${rules.handSize.minimum}, the rules' smallest hand (hand-size.minimum)`);
    }
    return rules;
  }

  /** A rule card may not set what the rules forbid (a deal below the smallest hand). */
  private checkRuleCardPatches(rules: IrRules): void {
    for (const card of this.ruleCards) {
      for (const p of patchProblems(rules, card.value.patch)) this.error(card.doc, ["rules", ...p.path], "FR6010", ...p.args);
    }
  }

  /** Each manifest's declared counts against what its folder holds. */
  private checkCounts(): void {
    for (const m of this.manifests) {
      const playing = this.cards.filter((c) => c.set === m.set).reduce((n, c) => n + c.value.variants.reduce((k, v) => k + v.copies, 0), 0);
      const events = this.events.filter((e) => e.set === m.set).reduce((n, e) => n + e.value.copies, 0);
      const powers = this.powers.filter((e) => e.set === m.set).reduce((n, e) => n + e.value.copies, 0);
      const declared = m.value.counts;
      if (declared["playing-cards"] !== playing) this.countError(m, "playing-cards", declared["playing-cards"], playing);
      if (declared.events !== events) this.countError(m, "events", declared.events, events);
      if ((declared["power-cards"] ?? 0) !== powers) this.countError(m, "power-cards", declared["power-cards"] ?? 0, powers);
      const rules = this.ruleCards.filter((e) => e.set === m.set).reduce((n, e) => n + e.value.copies, 0);
      if ((declared["rule-cards"] ?? 0) !== rules) this.countError(m, "rule-cards", declared["rule-cards"] ?? 0, rules);
    }
  }

  private countError(m: Located<SetDocument>, what: string, declared: number, actual: number): void {
    this.diagnostics.push({
      code: "FR6001", severity: "error", args: [m.set, declared, what, actual], file: m.doc.file, range: rangeOfPath(m.doc, ["counts", what], "value"),
    });
  }

  /** A deck no game can hold (huge `copies`) is refused here, at the card that brings the most. */
  private checkDeckSize(): void {
    const sizes: Array<{ doc: LoadedDocument; count: number }> = [
      ...this.cards.map((c) => ({ doc: c.doc, count: c.value.variants.reduce((k, v) => k + v.copies, 0) })),
      ...[...this.events, ...this.powers, ...this.ruleCards].map((c) => ({ doc: c.doc, count: c.value.copies })),
    ];
    const total = sizes.reduce((n, s) => n + s.count, 0);
    if (total <= MAX_DECK) return;
    const biggest = sizes.reduce((a, b) => (b.count > a.count ? b : a));
    this.diagnostics.push({
      code: "FR6011", severity: "error", args: [total, MAX_DECK, biggest.count], file: biggest.doc.file, range: rangeOfPath(biggest.doc, ["copies"], "value"),
    });
  }

  /** Two rule cards of one set that change the same parameter differently contradict each other. */
  private checkRuleConflicts(): void {
    const seen = new Map<string, Located<IrRuleCard>>();
    for (const card of this.ruleCards) {
      for (const param of patchedParameters(card.value.patch)) {
        const key = `${card.set}|${param}`;
        const first = seen.get(key);
        if (!first) {
          seen.set(key, card);
          continue;
        }
        this.diagnostics.push({
          code: "FR6007", severity: "warning", args: [card.value.id, first.value.id, param], file: card.doc.file, range: rangeOfPath(card.doc, ["rules"], "key"),
        });
      }
    }
  }

  /**
   * The documents a finished program is made of (after an edition or a group's own cards replaced theirs),
   * with the set manifests and house-rules files: where the set checks (set-checks.ts) find positions.
   */
  documents(): LoadedDocument[] {
    const located = [...this.manifests, ...this.rules.slice(0, 1), ...this.cards, ...this.events, ...this.powers, ...this.ruleCards];
    return [...located.map((l) => l.doc), ...this.houseRules];
  }

  /**
   * Where each card's id is written (1-based), by id, the last definition of an id winning as in the
   * program; and each set manifest's declared counts. What a publisher's set sheet points back at.
   */
  catalogue(): Catalogue {
    const places = new Map<string, SourcePlace>();
    for (const c of [...this.cards, ...this.events, ...this.powers, ...this.ruleCards]) {
      const at = rangeOfPath(c.doc, ["id"], "value").start;
      places.set(c.value.id, { file: displayPath(c.doc.file), line: at.line + 1, column: at.character + 1 });
    }
    return { places, declared: this.manifests.map((m) => ({ set: m.set, counts: { ...m.value.counts } })) };
  }

  finish(): StageResult<IrProgram | undefined> {
    if (this.edition && this.edition !== "current") this.applyEdition(this.edition);
    // The sets' counts describe the official cards; a group's own versions are reported in their files.
    this.checkCounts();
    if (this.overlays.has(HOUSE)) this.applyEdition(HOUSE);
    this.checkDeckSize();
    this.checkRuleConflicts();
    const rulesDoc = this.rules[0];
    const rules = rulesDoc ? this.compileRules(rulesDoc) : undefined;
    if (rules) this.checkRuleCardPatches(rules);
    const houseEffects: IrEffect[] = [];
    for (const doc of this.houseRules) {
      const checked = checkHouseRulesDocument(doc, rules);
      this.diagnostics.push(...checked.diagnostics);
      if (checked.value?.effect) houseEffects.push(checked.value.effect);
    }
    // Shared values: the cards among themselves, then each house-rules file with them, as a game under it
    // would be (also without a rules document: a house-rules file checked with its own cards).
    const effects = { cards: this.cards.map((c) => c.value), events: this.events.map((e) => e.value), powers: this.powers.map((p) => p.value), ruleCards: this.ruleCards.map((r) => r.value) };
    const clashes = clashesWithHouseRules(effects, houseEffects);
    const diagnostics = [...this.diagnostics, ...clashes].sort(compareDiagnostics);
    if (!rules || hasErrors(diagnostics)) return { value: undefined, diagnostics };
    const sets = [...new Set([...this.cards, ...this.events, ...this.powers, ...this.ruleCards].map((c) => c.set))];
    const program: IrProgram = {
      version: IR_VERSION, sets, rules, cards: this.cards.map((c) => withClassDefaults(c.value, rules)), events: effects.events, powers: effects.powers, ruleCards: effects.ruleCards,
    };
    return { value: program, diagnostics };
  }
}


/** A card that does not say whether its effect is mandatory takes its class's default from the rules. */
function withClassDefaults(card: IrPlayingCard, rules: IrRules): IrPlayingCard {
  const { mandatoryFromClass, ...rest } = card as IrPlayingCard & { mandatoryFromClass?: boolean };
  return mandatoryFromClass ? { ...rest, mandatory: rules.classes[card.class]?.effectMandatory ?? true } : rest;
}

function variantsOf(c: PlayingCardDocument): IrPlayingCard["variants"] {
  const copies = c.copies;
  if (c["colour-pairs"]) return c["colour-pairs"].map((pair) => ({ colours: [...pair], number: null, copies }));
  const colours = c.colours ?? ["multi"];
  if (c.numbers) return colours.flatMap((colour) => c.numbers!.map((n) => ({ colours: [colour], number: n, copies })));
  return colours.map((colour) => ({ colours: [colour], number: null, copies }));
}

export function readSources(paths: string[]): { files: SourceFile[]; diagnostics: Diagnostic[] } {
  const { files, diagnostics } = collectYamlFiles(paths);
  const sources: SourceFile[] = [];
  for (const f of files) {
    const read = readText(f, displayPath(f));
    if ("text" in read) sources.push({ path: displayPath(f), text: read.text });
    else diagnostics.push(read.diagnostic);
  }
  return { files: sources, diagnostics };
}

/** Compiles official sets by name plus extra files (house cards), in an edition (default: the current one). */
export function compileSets(sets: string[], extraPaths: string[] = [], edition = "current"): StageResult<IrProgram | undefined> {
  return compileWithHouseCards(setFolders(sets), extraPaths, edition);
}

/**
 * Official folders first, then a group's own cards, which may replace official ones by id. With
 * `cardsOnly` (the cards of a game), a house-rules file among them is an error: a game takes it apart.
 */
export function compileWithHouseCards(officialPaths: string[], housePaths: string[], edition = "current", cardsOnly = false): StageResult<IrProgram | undefined> & { files: number; documents: LoadedDocument[]; catalogue: Catalogue } {
  const official = readSources([...officialPaths, ...editionFolders(edition)]);
  const house = readSources(housePaths);
  const compilation = new Compilation(edition);
  compilation.cardsOnly = cardsOnly;
  compilation.diagnostics.push(...official.diagnostics, ...house.diagnostics);
  compilation.addFiles(official.files);
  compilation.addFiles(house.files, true);
  const brought = cardsOnly ? { files: [], diagnostics: [] } : broughtCards(compilation, house.files);
  compilation.diagnostics.push(...brought.diagnostics);
  compilation.addFiles(brought.files, true);
  const finished = compilation.finish();
  return { ...finished, files: official.files.length + house.files.length + brought.files.length, documents: compilation.documents(), catalogue: compilation.catalogue() };
}

/**
 * The card files that house-rules files among the checked ones bring and that are not read yet, so that
 * `frantic check rule.yaml` compiles its cards too. A path that names nothing is FR6013 in the rules file.
 */
function broughtCards(compilation: Compilation, read: readonly SourceFile[]): { files: SourceFile[]; diagnostics: Diagnostic[] } {
  const seen = new Set(read.map((f) => resolve(f.path)));
  const more = readSources(compilation.houseRulesCards().filter((p) => exists(p)));
  return { files: more.files.filter((f) => !seen.has(resolve(f.path))), diagnostics: more.diagnostics };
}
