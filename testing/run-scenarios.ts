/**
 * Runs rule-scenario files: loads and checks them (YAML + schema, with positions), compiles the sets
 * each scenario names (cached), plays the steps on the runtime and compares the expected state.
 * Every problem is a diagnostic at the YAML line of the scenario part that caused it.
 */
import { exists, host } from "../host/host.js";
import { readText } from "../compiler/read-text.js";
import { dirname, resolve } from "../host/path.js";
import { compileWithHouseCards, type Catalogue, type SourcePlace } from "../compiler/compile.js";
import type { Diagnostic, StageResult } from "../compiler/diagnostics.js";
import { isWithin, PathScope, realPath } from "../compiler/contained-path.js";
import { readHouseRulesCards, readHouseRulesFile } from "../compiler/house-rules.js";
import type { IrProgram, IrRules } from "../ir/ir.js";
import { loadYamlFile, rangeOfPath, type LoadedDocument } from "../compiler/load-yaml.js";
import type { MessageCode } from "../language/messages.js";
import { checkScenarioSchema } from "../compiler/schema-check.js";
import { availableSets, collectTestFiles, displayPath, resolveSetNames, setFolders } from "../compiler/sources.js";
import { StepBudgetExceeded } from "../runtime/engine.js";
import { zoneProblem } from "../runtime/invariants.js";
import type { LogEntry } from "../runtime/log.js";
import { CardTable } from "../runtime/card-table.js";
import { Scenario, ScenarioError, type ScenarioGiven, type Step } from "../runtime/scenario.js";
import { compareState } from "./expectations.js";
import { DiskReads } from "./disk-reads.js";
import { patchProblems, type RulesPatch } from "../language/rule-parameters.js";
import { withHouseRules, withRules, type HouseRules } from "../language/patched-program.js";
import type { ExpectDocument, GivenDocument, ScenarioDocument, ScenarioFileDocument, StepDocument } from "./scenario-document.js";
import { definitionsOf } from "../ir/definitions.js";

export interface ScenarioOutcome {
  file: string;
  name: string;
  /** Every expectation held (never true for a pending scenario). */
  passed: boolean;
  /** Why the scenario is pending (a rule the engine cannot play yet); its failures do not count. */
  pending?: string;
  failures: Diagnostic[];
  /** Things to say that are not failures (a pending scenario that passes now). */
  notices: Diagnostic[];
  /** The game log up to the failure (or the end). */
  log: LogEntry[];
  /** The hands the last `deal: true` dealt, by seat (the log counts them only): so a failure can say what was dealt. */
  dealt?: string[][];
  /** Ids of the cards played and events carried out. */
  exercised: Set<string>;
}

export interface TestRun {
  outcomes: ScenarioOutcome[];
  /** Problems with files as a whole: YAML, schema, cards that do not compile. */
  diagnostics: Diagnostic[];
  programs: Map<string, IrProgram>;
  /** Where each program's cards are written, under the same keys as `programs`. */
  catalogues: Map<string, Catalogue>;
}


type Path = (string | number)[];

class Runner {
  /**
   * `houseCards`: card files and folders (absolute paths) loaded into every scenario, after its own `with`;
   * `houseRules`: a house-rules file (absolute path) every scenario is played under, after its own;
   * `interpret`: the engines run the card code as the interpreter's closures (EngineOptions.interpret).
   */
  constructor(
    private readonly defaultEdition: string,
    private readonly houseCards: readonly string[] = [],
    private readonly houseRulesFile?: string,
    private readonly interpret = false,
    /** Where a scenario's paths may lead besides its own folder: the working folder and what the command line names. */
    private readonly scope = new PathScope(),
  ) {}

  /** A path written in a scenario file, resolved against it; undefined when it leads outside the scope. */
  private own(file: string, entry: string | undefined): string | undefined {
    return entry === undefined ? undefined : this.scope.resolve(file, entry).path;
  }

  /** FR1013 when `entry`, written in `file`, leads outside the scope. */
  private outside(file: string, doc: LoadedDocument, path: Path, entry: string): Diagnostic | undefined {
    const { outside } = this.scope.resolve(file, entry);
    return outside === undefined ? undefined : this.diag(doc, path, "FR1013", [entry, outside]);
  }

  readonly outcomes: ScenarioOutcome[] = [];
  readonly diagnostics: Diagnostic[] = [];
  readonly programs = new Map<string, IrProgram>();
  readonly catalogues = new Map<string, Catalogue>();
  private readonly failedPrograms = new Set<string>();

  /** The file's scenarios, each handed to `visit` once its YAML and shape are checked (their problems reported). */
  private eachScenario(file: string, text: string, visit: (doc: LoadedDocument, sd: ScenarioDocument, at: Path) => void): void {
    const loaded = loadYamlFile(displayPath(file), text);
    this.diagnostics.push(...loaded.diagnostics);
    for (const doc of loaded.value) {
      const checked = checkScenarioSchema<ScenarioFileDocument>(doc);
      this.diagnostics.push(...checked.diagnostics);
      checked.value?.scenarios.forEach((sd, i) => visit(doc, sd, ["scenarios", i]));
    }
  }

  runFile(file: string, text: string): void {
    this.eachScenario(file, text, (doc, sd, at) => this.outcomes.push(this.runScenario(file, doc, sd, at)));
  }

  private diag(doc: LoadedDocument, path: Path, code: MessageCode, args: string[], which: "key" | "value" = "value"): Diagnostic {
    return { code, severity: "error", args, file: doc.file, range: rangeOfPath(doc, path, which) };
  }

  private program(file: string, doc: LoadedDocument, given: GivenDocument, at: Path, failures: Diagnostic[]): IrProgram | undefined {
    const { sets, unknown } = resolveSetNames(given.sets ?? ["base"]);
    for (const name of unknown) failures.push(this.diag(doc, [...at, "given", "sets"], "FR6004", [name]));
    if (unknown.length > 0) return undefined;
    const written = given.with ?? [];
    const leaving = written.flatMap((p, i) => this.outside(file, doc, [...at, "given", "with", i], p) ?? []);
    failures.push(...leaving);
    if (leaving.length > 0) return undefined;
    const own = written.map((p) => this.own(file, p)!);
    const missing = own.flatMap((p, i) => (exists(p) ? [] : [i]));
    for (const i of missing) failures.push(this.diag(doc, [...at, "given", "with", i], "FR8012", [written[i]!]));
    if (missing.length > 0) return undefined;
    const named = [...own, ...this.houseCards.filter((p) => !own.includes(p))];
    // The house rules' own cards: a path also named by 'with' or --with is loaded once.
    const withRules = (paths: string[]): string[] => [...paths, ...this.ruleCards(file, given).filter((p) => !paths.includes(p))];
    const edition = given.edition ?? this.defaultEdition;
    const program = this.compiled(sets, withRules(named), edition);
    // The built-in scenarios count the deck (a draw pile of the rest of it): cards of --cards/--with may
    // replace official ones in them, but new ones stay out, so a user's cards cannot break them.
    if (!program || this.houseCards.length === 0 || !isWithin(realPath(file), realPath(host().cardsFolder))) return program;
    const without = this.compiled(sets, withRules(own), edition);
    return without && onlyCardsOf(program, without);
  }

  /** The program of the sets and card files, compiled once per run; its errors are reported once. */
  private compiled(sets: string[], extra: string[], edition: string): IrProgram | undefined {
    const key = JSON.stringify([sets, extra, edition]);
    const cached = this.programs.get(key);
    if (cached) return cached;
    if (this.failedPrograms.has(key)) return undefined;
    const result = compileWithHouseCards(setFolders(sets), extra, edition, true);
    if (!result.value) {
      this.failedPrograms.add(key);
      this.diagnostics.push(...result.diagnostics);
      return undefined;
    }
    this.programs.set(key, result.value);
    this.catalogues.set(key, result.catalogue);
    return result.value;
  }

  /** The house cards of the house-rules files read so far, by absolute path. */
  private readonly houseRuleCards = new Map<string, string[]>();

  /**
   * The cards the scenario's house rules bring (its own file, then the run's), absolute. A file that is
   * missing or has errors brings none here: houseRules() reports it at the scenario's entry.
   */
  private ruleCards(file: string, given: GivenDocument): string[] {
    const own = this.own(file, given["house-rules"]);
    return [own, this.houseRulesFile].flatMap((path) => {
      if (path === undefined) return [];
      let cards = this.houseRuleCards.get(path);
      if (!cards) this.houseRuleCards.set(path, (cards = readHouseRulesCards(path, this.scope)));
      return cards;
    });
  }

  /** House-rules files read so far, by absolute path and the rules they change: the rules, or their errors. */
  private readonly houseFiles = new Map<string, Map<IrRules, StageResult<HouseRules | undefined>>>();

  /**
   * The house rules the scenario is played under: its own file, then the run's; each read and checked
   * against the rules it changes. A file of the scenario's that does not exist is FR8015 at its entry; a
   * file with mistakes has them reported where they are, and FR8016 at the entry.
   */
  private houseRules(file: string, doc: LoadedDocument, given: GivenDocument, at: Path, program: IrProgram, failures: Diagnostic[]): HouseRules[] {
    const out: HouseRules[] = [];
    const entry: Path = [...at, "given", "house-rules"];
    const written = given["house-rules"];
    const leaving = written !== undefined ? this.outside(file, doc, entry, written) : undefined;
    if (leaving) failures.push(leaving);
    const own = this.own(file, written);
    if (written !== undefined && own !== undefined && !exists(own)) failures.push(this.diag(doc, entry, "FR8015", [written]));
    for (const path of [own, this.houseRulesFile]) {
      if (path === undefined || !exists(path)) continue;
      let byRules = this.houseFiles.get(path);
      if (!byRules) this.houseFiles.set(path, (byRules = new Map()));
      let read = byRules.get(program.rules);
      if (!read) {
        read = readHouseRulesFile(displayPath(path), program.rules, this.scope, program);
        byRules.set(program.rules, read);
        // The file's own mistakes are reported once, where they are.
        this.diagnostics.push(...read.diagnostics);
      }
      const errors = read.diagnostics.filter((d) => d.severity === "error").length;
      if (read.value && errors === 0) out.push(read.value);
      else failures.push(this.diag(doc, path === own ? entry : [...at, "given"], "FR8016", [path === own ? written! : displayPath(path), String(Math.max(errors, 1))], path === own ? "value" : "key"));
    }
    return out;
  }

  /** Programs under house rules are cached like patched ones. */
  private readonly housePrograms = new Map<IrProgram, Map<HouseRules, IrProgram>>();

  private withHouse(program: IrProgram, house: HouseRules): IrProgram {
    let byHouse = this.housePrograms.get(program);
    if (!byHouse) this.housePrograms.set(program, (byHouse = new Map()));
    let result = byHouse.get(house);
    if (!result) byHouse.set(house, (result = withHouseRules(program, house)));
    return result;
  }

  /** Patched programs are cached too: engines and card tables are built per program object. */
  private readonly patchedPrograms = new Map<IrProgram, Map<string, IrProgram>>();

  private patched(program: IrProgram, patch: RulesPatch): IrProgram {
    const key = JSON.stringify(patch);
    let byPatch = this.patchedPrograms.get(program);
    if (!byPatch) this.patchedPrograms.set(program, (byPatch = new Map()));
    let result = byPatch.get(key);
    if (!result) byPatch.set(key, (result = withRules(program, patch)));
    return result;
  }

  /** Each scenario of the file set up as `runFile` would, without playing it: the problems found so far. */
  setUpFile(file: string, text: string): void {
    this.eachScenario(file, text, (doc, sd, at) => {
      const failures: Diagnostic[] = [];
      this.setUp(file, doc, sd, at, failures, () => undefined);
      this.diagnostics.push(...failures);
    });
  }

  /**
   * The scenario's table before its first action: its seats checked, the program of the cards it sees (its
   * sets, its `with`, the run's house cards and the house rules' own), its house rules and rules applied,
   * and its cards laid out. Undefined, with `failures`, when any of that goes wrong.
   */
  private setUp(file: string, doc: LoadedDocument, sd: ScenarioDocument, at: Path, failures: Diagnostic[], onLog: (e: LogEntry, program: IrProgram) => void): Scenario | undefined {
    const seats = seatProblems(sd);
    for (const s of seats) failures.push(this.diag(doc, [...at, ...s.path], "FR8011", [String(s.seat), String(sd.given.players), String(sd.given.players - 1)], s.which));
    if (seats.length > 0) return undefined;
    const gone = eliminatedSeatProblems(sd);
    for (const s of gone) failures.push(this.diag(doc, [...at, ...s.path], "FR8017", [String(s.seat)], s.which));
    if (gone.length > 0) return undefined;
    const official = this.program(file, doc, sd.given, at, failures);
    const house = official ? this.houseRules(file, doc, sd.given, at, official, failures) : [];
    const compiled = official && house.reduce((p, h) => this.withHouse(p, h), official);
    const pointLimit = house.reduce<number | undefined>((limit, h) => h.pointLimit ?? limit, undefined);
    for (const p of compiled && sd.given.rules ? patchProblems(compiled.rules, sd.given.rules) : []) failures.push(this.diag(doc, [...at, "given", "rules", ...p.path], "FR6010", p.args));
    if (failures.length > 0) return undefined;
    const program = compiled && sd.given.rules ? this.patched(compiled, sd.given.rules) : compiled;
    if (!program) {
      failures.push(this.diag(doc, [...at, "given"], "FR8014", [(sd.given.sets ?? ["base"]).join(", ")], "key"));
      return undefined;
    }
    try {
      return new Scenario(program, { ...toGiven(sd.given), ...(pointLimit !== undefined ? { pointLimit } : {}) }, (e) => onLog(e, program), this.interpret);
    } catch (e) {
      if (!(e instanceof ScenarioError)) throw e;
      failures.push(this.diag(doc, [...at, "given", ...specPath(sd.given, e)], e.code, [...e.args]));
      return undefined;
    }
  }

  private runScenario(file: string, doc: LoadedDocument, sd: ScenarioDocument, at: Path): ScenarioOutcome {
    const failures: Diagnostic[] = [];
    const log: LogEntry[] = [];
    const exercised = new Set<string>();
    const notices: Diagnostic[] = [];
    let dealt: string[][] | undefined;
    const outcome = (): ScenarioOutcome => {
      if (sd.pending !== undefined && failures.length === 0) notices.push({ ...this.diag(doc, [...at, "pending"], "FR8013", []), severity: "info" });
      return { file: displayPath(file), name: sd.name, passed: failures.length === 0 && sd.pending === undefined, ...(sd.pending !== undefined ? { pending: sd.pending } : {}), failures, notices, log, ...(dealt ? { dealt } : {}), exercised };
    };
    const sc = this.setUp(file, doc, sd, at, failures, (e, program) => {
      log.push(e);
      noteExercised(e, program, exercised);
    });
    if (!sc) return outcome();
    for (const [j, event] of (sd.given["in-force"] ?? []).entries()) {
      const failure = this.runStep(sc, doc, { event }, [...at, "given", "in-force", j], exercised);
      if (failure) {
        failures.push(failure);
        return outcome();
      }
    }
    for (const [j, step] of (sd.when ?? []).entries()) {
      const stepAt: Path = [...at, "when", j];
      const failure = this.runStep(sc, doc, step, stepAt, exercised) ?? this.conservation(sc, doc, stepAt);
      if (step.deal && !failure) dealt = Array.from({ length: sc.engine.state.players }, (_, p) => sc.engine.state.hand(p).map((c) => sc.engine.cards.label(c)));
      if (failure) {
        failures.push(failure);
        return outcome();
      }
      // Expectations between the actions: the scenario stops at the first step whose state is wrong.
      if (step.expect) failures.push(...this.expectations(sc, doc, step.expect, [...stepAt, "expect"]));
      if (failures.length > 0) return outcome();
    }
    failures.push(...this.expectations(sc, doc, sd.expect ?? {}, [...at, "expect"]));
    return outcome();
  }

  private expectations(sc: Scenario, doc: LoadedDocument, expect: ExpectDocument, at: Path): Diagnostic[] {
    return compareState(sc, expect).map((m) =>
      m.notYet ? this.diag(doc, [...at, ...m.path], "FR8010", [String(m.path[0])], "key") : this.diag(doc, [...at, ...m.path], "FR8005", [fieldName(m.path), m.expected, m.actual], "key"),
    );
  }

  /** After every action each card must still be in exactly one place: a card rule that loses one fails here. */
  private conservation(sc: Scenario, doc: LoadedDocument, at: Path): Diagnostic | undefined {
    const problem = zoneProblem(sc.engine);
    return problem ? this.diag(doc, at, "FR8008", [problem]) : undefined;
  }

  private runStep(sc: Scenario, doc: LoadedDocument, step: StepDocument, at: Path, exercised: Set<string>): Diagnostic | undefined {
    try {
      sc.run(toStep(step, sc.engine.state.current));
    } catch (e) {
      if (e instanceof ScenarioError) {
        if (step.error === e.code) {
          // A card shown to be refused (one that can never be played) has its rule exercised too.
          if (typeof step.plays === "string") for (const card of sc.matching(step.plays)) exercised.add(sc.engine.cards.id(card));
          return undefined;
        }
        // An action refused as a whole (the round is over) is pointed at by its first key; an answer, at itself.
        const whole = e.code === "FR8018" && !step.error;
        const path = step.error ? [...at, "error"] : whole ? [...at, actionKey(step)] : [...at, ...answerPath(step, e.detail.answerIndex)];
        return this.diag(doc, path, step.error ? "FR8006" : e.code, step.error ? [e.message] : [...e.args], whole ? "key" : "value");
      }
      // The diagnostic stands at the step: the effect's own place is left out of its text.
      if (e instanceof StepBudgetExceeded) return this.diag(doc, at, "FR7001", [e.args[0], "", e.args[2]]);
      throw e;
    }
    return step.error ? this.diag(doc, [...at, "error"], "FR8007", [step.error]) : undefined;
  }
}

/** A card counts as exercised when it is played (face up: face down it does nothing), carried out, used as a power or acts from a hand. */
function noteExercised(e: LogEntry, program: IrProgram, out: Set<string>): void {
  if ((e.t === "play" && e.faceDown !== true) || e.t === "event" || e.t === "opening" || e.t === "power" || e.t === "held" || e.t === "rule") out.add(CardTable.fromProgram(program).id(e.card));
}

/** Per-seat lists may be written as a list of lists or as a map from seat to list. */
function bySeat(players: number, lists: string[][] | Record<string, string[]> | undefined): string[][] {
  if (Array.isArray(lists)) return lists;
  return Array.from({ length: players }, (_, p) => lists?.[String(p)] ?? []);
}

function toGiven(g: GivenDocument): ScenarioGiven {
  const hands = bySeat(g.players, g.hands);
  return {
    players: g.players,
    ...(g.seed !== undefined ? { seed: g.seed } : {}),
    hands,
    ...(g.discard ? { discard: g.discard } : {}),
    ...(g.wish ? { wish: g.wish } : {}),
    ...(g.draw ? { draw: g.draw } : {}),
    ...(g["draw-only"] !== undefined ? { drawOnly: g["draw-only"] } : {}),
    ...(g.events ? { events: g.events } : {}),
    ...(g.powers ? { powers: bySeat(g.players, g.powers) } : {}),
    ...(g["face-down"] ? { faceDown: bySeat(g.players, g["face-down"]) } : {}),
    ...(g["face-up"] ? { faceUp: bySeat(g.players, g["face-up"]) } : {}),
    ...(g["rule-cards"] ? { ruleCards: g["rule-cards"] } : {}),
    ...(g.turn !== undefined ? { current: g.turn } : {}),
    ...(g.dealer !== undefined ? { dealer: g.dealer } : {}),
    ...(g.direction !== undefined ? { direction: g.direction === "reversed" ? -1 : 1 } : {}),
    ...(g.scores ? { scores: g.scores } : {}),
    ...(g.skips ? { skips: g.skips } : {}),
    ...(g.eliminated ? { eliminated: g.eliminated } : {}),
  };
}

function toStep(s: StepDocument, current: number): Step {
  const answers = s.answers ?? [];
  if (s.opening !== undefined) return { opening: s.opening, answers };
  if (s.deal) return { deal: true, answers };
  if (s.event !== undefined) return { event: s.event, triggerer: s.triggerer ?? s.player ?? current, answers };
  const player = s.player ?? current;
  if (s.plays !== undefined) return { player, plays: s.plays, answers };
  if (s.draws) return { player, draws: true, answers };
  return { player, turn: [...(s.turn ?? []), ...answers] };
}

/** A seat a scenario names that the table does not have, with the YAML path that names it. */
interface SeatProblem {
  path: Path;
  seat: number;
  which: "key" | "value";
}

/** Every seat number in the scenario (given, steps, expectations) beyond the number of players. */
function seatProblems(sd: ScenarioDocument): SeatProblem[] {
  const players = sd.given.players;
  const out: SeatProblem[] = [];
  const value = (path: Path, seat: number | undefined): void => {
    if (seat !== undefined && seat >= players) out.push({ path, seat, which: "value" });
  };
  /** Per-seat data written as a list (one entry per seat) or as a map from seat to entry. */
  const bySeatKeys = (path: Path, data: unknown[] | Record<string, unknown> | undefined): void => {
    if (Array.isArray(data)) data.forEach((_, i) => i >= players && out.push({ path: [...path, i], seat: i, which: "value" }));
    else for (const key of Object.keys(data ?? {})) if (Number(key) >= players) out.push({ path: [...path, key], seat: Number(key), which: "key" });
  };
  const g = sd.given;
  bySeatKeys(["given", "hands"], g.hands);
  bySeatKeys(["given", "powers"], g.powers);
  bySeatKeys(["given", "face-down"], g["face-down"]);
  bySeatKeys(["given", "face-up"], g["face-up"]);
  bySeatKeys(["given", "scores"], g.scores);
  bySeatKeys(["given", "skips"], g.skips);
  g.eliminated?.forEach((p, i) => value(["given", "eliminated", i], p));
  value(["given", "turn"], g.turn);
  value(["given", "dealer"], g.dealer);
  const expectation = (path: Path, e: ExpectDocument | undefined): void => {
    if (!e) return;
    bySeatKeys([...path, "hands"], e.hands);
    bySeatKeys([...path, "shown"], e.shown);
    bySeatKeys([...path, "powers"], e.powers);
    bySeatKeys([...path, "face-down"], e["face-down"]);
    bySeatKeys([...path, "face-up"], e["face-up"]);
    value([...path, "next"], e.next);
    value([...path, "next-dealer"], e["next-dealer"]);
    e["round-winners"]?.forEach((p, i) => value([...path, "round-winners", i], p));
    e.winners?.forEach((p, i) => value([...path, "winners", i], p));
    e.eliminated?.forEach((p, i) => value([...path, "eliminated", i], p));
    value([...path, "round-end", "finisher"], e["round-end"]?.finisher ?? undefined);
  };
  (sd.when ?? []).forEach((step, j) => {
    value(["when", j, "player"], step.player);
    value(["when", j, "triggerer"], step.triggerer);
    expectation(["when", j, "expect"], step.expect);
  });
  expectation(["expect"], sd.expect);
  return out;
}

/** A seat given as out of the game (`given.eliminated`) that the scenario still deals cards, power cards or the turn to. */
function eliminatedSeatProblems(sd: ScenarioDocument): SeatProblem[] {
  const g = sd.given;
  const gone = new Set(g.eliminated ?? []);
  if (gone.size === 0) return [];
  const out: SeatProblem[] = [];
  const bySeat = (path: Path, data: unknown[] | Record<string, unknown> | undefined): void => {
    const entries: Array<[string | number, unknown]> = Array.isArray(data) ? data.map((v, i) => [i, v]) : Object.entries(data ?? {});
    for (const [key, v] of entries) {
      const seat = Number(key);
      if (gone.has(seat) && Array.isArray(v) && v.length > 0) out.push({ path: [...path, key], seat, which: Array.isArray(data) ? "value" : "key" });
    }
  };
  bySeat(["given", "hands"], g.hands);
  bySeat(["given", "powers"], g.powers);
  bySeat(["given", "face-down"], g["face-down"]);
  bySeat(["given", "face-up"], g["face-up"]);
  if (g.turn !== undefined && gone.has(g.turn)) out.push({ path: ["given", "turn"], seat: g.turn, which: "value" });
  return out;
}

/** Where in `given` a card spec stands (the last copy for "already placed", the first otherwise). */
function specPath(g: GivenDocument, e: ScenarioError): Path {
  const spec = e.detail.spec;
  if (spec === undefined) return [];
  const places: Path[] = [];
  const lists: Array<[Path, string[] | undefined]> = [];
  if (Array.isArray(g.hands)) g.hands.forEach((h, p) => lists.push([["hands", p], h]));
  else for (const [seat, h] of Object.entries(g.hands ?? {})) lists.push([["hands", seat], h]);
  lists.push([["discard"], g.discard], [["draw"], g.draw], [["events"], g.events]);
  for (const key of ["powers", "face-down", "face-up"] as const) {
    const perSeat = g[key];
    if (Array.isArray(perSeat)) perSeat.forEach((h, p) => lists.push([[key, p], h]));
    else for (const [seat, h] of Object.entries(perSeat ?? {})) lists.push([[key, seat], h]);
  }
  for (const [path, list] of lists) list?.forEach((x, i) => x === spec && places.push([...path, i]));
  if (g.wish?.colour === spec) places.push(["wish", "colour"]);
  return (e.code === "FR8002" ? places[places.length - 1] : places[0]) ?? [];
}

/** The key that says what an action is (`player`, `event`, `opening`, `deal`). */
function actionKey(s: StepDocument): string {
  return s.player !== undefined ? "player" : s.event !== undefined ? "event" : s.opening !== undefined ? "opening" : s.deal !== undefined ? "deal" : "turn";
}

/** The YAML path of the n-th answer an action consumed (its card, then its answers). */
function answerPath(s: StepDocument, index: number | undefined): Path {
  if (index === undefined) return [];
  if (s.plays !== undefined || s.draws) return index === 0 ? [s.plays !== undefined ? "plays" : "draws"] : ["answers", index - 1];
  if (s.event !== undefined) return s.answers && index < s.answers.length ? ["answers", index] : ["event"];
  const turn = s.turn ?? [];
  if (index < turn.length) return ["turn", index];
  return s.answers && index - turn.length < s.answers.length ? ["answers", index - turn.length] : [];
}

/**
 * Runs every scenario file under the given paths (files or folders); `edition` applies where a scenario
 * names none, `houseCards` (card files or folders) are played in every scenario's game, and every
 * scenario is played under the `houseRules` file (after its own). `options.interpret`: the card code runs
 * as the interpreter's closures rather than generated code (EngineOptions.interpret).
 */
export function runScenarioFiles(paths: string[], edition = "current", houseCards: readonly string[] = [], houseRules?: string, options: { interpret?: boolean } = {}): TestRun {
  // What the command line names (the scenarios, --with, --rules) is where paths in the files may lead.
  const scope = new PathScope([...paths, ...houseCards, ...(houseRules !== undefined ? [houseRules] : [])]);
  const runner = new Runner(edition, houseCards.map((p) => resolve(p)), houseRules !== undefined ? resolve(houseRules) : undefined, options.interpret === true, scope);
  const { files, diagnostics } = collectTestFiles(paths);
  runner.diagnostics.push(...diagnostics);
  for (const f of files) {
    const read = readText(f, displayPath(f));
    if ("text" in read) runner.runFile(f, read.text);
    else runner.diagnostics.push(read.diagnostic);
  }
  return { outcomes: runner.outcomes, diagnostics: runner.diagnostics, programs: runner.programs, catalogues: runner.catalogues };
}

/**
 * What `frantic test` finds in a scenario file before it plays it, for an editor: its YAML, its shape, and
 * each scenario's set-up by the run's own rule for the cards a scenario sees (its sets, `with` and house
 * rules; nothing from the folder around it), so that a card it cannot see is FR8001 in both. It reads
 * saved files only, and notes what it read (testing/disk-reads.ts): programs are compiled once and kept,
 * and results stay good, until `diskChanged` finds a file it read changed on disk.
 */
export class ScenarioSetUpCheck {
  private runner: Runner;
  /** Everything the runner read since it was made (its kept programs and house rules come from these). */
  private reads = new DiskReads();
  /** Moves on when something the checks read changed on disk: results from before no longer hold. */
  generation = 0;
  /** Set-ups checked so far (each call of `check`), for tests and logs. */
  runs = 0;

  /** Files read from disk by the checks since the last change (tests count them). */
  get filesRead(): number {
    return this.reads.files;
  }

  /**
   * `houseCards`: card files played in every scenario's game, as `runScenarioFiles` takes them (a run with
   * `--with`; the playground's other files): the set-up sees the cards the run will play with.
   */
  constructor(private readonly houseCards: readonly string[] = []) {
    this.runner = this.newRunner();
  }

  private newRunner(): Runner {
    return this.houseCards.length === 0 ? new Runner("current") : new Runner("current", this.houseCards.map((p) => resolve(p)), undefined, false, new PathScope(this.houseCards));
  }

  check(file: string, text: string): Diagnostic[] {
    this.runs++;
    const before = this.runner.diagnostics.length;
    this.reads.record(() => this.runner.setUpFile(file, text));
    const found = this.runner.diagnostics.splice(before);
    const name = displayPath(file);
    return found.filter((d) => d.file === name || d.file === file);
  }

  /** Files saved, created or deleted: when one of them is not what a check read, the programs go and `generation` moves on. */
  diskChanged(paths: readonly string[]): void {
    if (!this.reads.changed(paths)) return;
    this.runner = this.newRunner();
    this.reads = new DiskReads();
    this.generation++;
  }
}

/** A card no scenario plays, with where its id is written when the compiler said. */
export interface UncoveredCard {
  id: string;
  name: string;
  /** Its set; "custom" for a user's own card outside a set folder. */
  set: string;
  place?: SourcePlace;
}

/**
 * Cards that no scenario played or carried out: those of `sets` in `program` (compiled with the run's
 * house cards), and the user's own cards (of no official set) there and in every program the scenarios
 * were played with, which holds the cards their `with:` entries brought. Each id once, the first place
 * found winning: `program`'s own, so a house card replacing an official one points at the house file.
 */
export function uncovered(run: TestRun, program: IrProgram, sets: string[], catalogue?: Catalogue): UncoveredCard[] {
  const exercised = new Set<string>();
  for (const o of run.outcomes) for (const id of o.exercised) exercised.add(id);
  const official = new Set(availableSets());
  const own = (set: string): boolean => !official.has(set);
  const found = new Map<string, UncoveredCard>();
  const add = (p: IrProgram, where: Catalogue | undefined, wanted: (set: string) => boolean): void => {
    for (const c of definitionsOf(p)) {
      if (!wanted(c.set) || exercised.has(c.id) || found.has(c.id)) continue;
      const place = where?.places.get(c.id);
      found.set(c.id, { id: c.id, name: c.names.en, set: c.set, ...(place ? { place } : {}) });
    }
  };
  add(program, catalogue, (set) => sets.includes(set) || own(set));
  for (const [key, p] of run.programs) add(p, run.catalogues.get(key), own);
  return [...found.values()];
}

/** `program` with only the cards, events, power and rule cards whose ids `other` has (in `program`'s versions). */
function onlyCardsOf(program: IrProgram, other: IrProgram): IrProgram {
  const ids = new Set([...other.cards, ...other.events, ...other.powers, ...other.ruleCards].map((c) => c.id));
  const kept = <T extends { id: string }>(list: T[]): T[] => list.filter((c) => ids.has(c.id));
  return { ...program, cards: kept(program.cards), events: kept(program.events), powers: kept(program.powers), ruleCards: kept(program.ruleCards) };
}

/**
 * What an expectation is about, for its failure: the field, and a seat as the scenario numbers it with the
 * game log's name beside it ("hands of player 2 (P3 in the log)"), so the two numberings meet.
 */
function fieldName(path: ReadonlyArray<string | number>): string {
  const [key, seat, ...rest] = path.map(String);
  const player = seat !== undefined && /^\d+$/.test(seat) ? ` of player ${seat} (P${Number(seat) + 1} in the log)` : seat !== undefined ? ` ${seat}` : "";
  return `${key}${player}${rest.length > 0 ? ` ${rest.join(" ")}` : ""}`;
}
