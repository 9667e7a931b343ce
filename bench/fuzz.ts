/**
 * A seeded fuzzer over what users feed the toolchain: official card files, scenario files and
 * house-rules files, mutated line by line and character by character, and effect text built from the
 * language's own words. Each case must end in diagnostics (a code, a file, a position inside the text)
 * or a program; a program that compiles must play without anything but a runaway-effect stop (FR7001).
 * Used by test/fuzz.test.ts (a few seconds) and `npm run soak` (as long as asked).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Compilation, readSources, type SourceFile } from "../compiler/compile.js";
import { diagnosticMessage, type Diagnostic } from "../compiler/diagnostics.js";
import { loadHouseRules } from "../games/house-rules.js";
import { collectTestFiles, collectYamlFiles, setFolders } from "../compiler/sources.js";
import { CARDS_DIR } from "../host/node/project-root.js";
import { VERBS } from "../language/vocabulary.js";
import { RandomAgent } from "../runtime/agents.js";
import { Engine, StepBudgetExceeded } from "../runtime/engine.js";
import { Rng } from "../runtime/rng.js";
import { runScenarioFiles } from "../testing/run-scenarios.js";
import { readText } from "../compiler/read-text.js";
import { nameLiterals } from "./name-literals.js";
import { useNodeHost } from "../host/node/use-node.js";

useNodeHost();

export interface FuzzCase {
  seed: number;
  kind: "card" | "scenario" | "house-rules" | "effect";
  /** The file the case started from (for people), and the text actually fed in. */
  from: string;
  text: string;
}

export interface FuzzFailure {
  fuzzCase: FuzzCase;
  problem: string;
}

const WORDS = [...Object.keys(VERBS), "me", "others", "players", "hand", "of", "choose", "target", "each", "in", "if", "else", "{", "}", "(", ")", "[", "]", "let", "set", "=", "+", "-", "where", "..", "when", "until", "forbid", "allow", "not", "and", '"', "#", ":", "- ", "---", "&a", "*a", "|", ">"];
const ODD = ["\u0000", "\uFFFD", "\u202E", "é", "🂡", "\t", "\r", "\\", "'", "\"", "999999999999", "-1", "1e309", "NaN", "null", "~", "!!binary", "%YAML 1.2"];

type Mutation = (text: string, rng: Rng) => string;

/** A case that takes longer than this is a failure: input must never make the toolchain crawl. */
export const MAX_CASE_MS = 5_000;

const pick = <T>(rng: Rng, items: readonly T[]): T => items[rng.below(items.length)]!;

function lines(text: string): string[] {
  return text.split("\n");
}

/** Ways a person (or a broken editor) spoils a file. */
const MUTATIONS: Mutation[] = [
  (t, r) => {
    const ls = lines(t);
    ls.splice(r.below(ls.length), 1);
    return ls.join("\n");
  },
  (t, r) => {
    const ls = lines(t);
    const i = r.below(ls.length);
    ls.splice(i, 0, ls[i]!);
    return ls.join("\n");
  },
  (t, r) => {
    const ls = lines(t);
    const i = r.below(ls.length);
    const j = r.below(ls.length);
    [ls[i], ls[j]] = [ls[j]!, ls[i]!];
    return ls.join("\n");
  },
  (t, r) => {
    const i = r.below(t.length + 1);
    return t.slice(0, i) + pick(r, [...WORDS, ...ODD]) + t.slice(i);
  },
  (t, r) => {
    const i = r.below(Math.max(t.length, 1));
    return t.slice(0, i) + t.slice(i + 1 + r.below(8));
  },
  (t, r) => t.slice(0, r.below(t.length + 1)),
  (t, r) => t.replace(/\d+/g, (n) => (r.below(3) === 0 ? pick(r, ["0", "-3", "1000000000", "99999999999999999999", "two", "3.5", n + n]) : n)),
  (t, r) => t.replace(/[{}()[\]"]/g, (c) => (r.below(6) === 0 ? "" : c)),
  (t, r) => {
    const ls = lines(t);
    const i = r.below(ls.length);
    ls[i] = " ".repeat(r.below(6)) + ls[i]!.trimStart();
    return ls.join("\n");
  },
  (t, r) => {
    const i = r.below(t.length + 1);
    const depth = 20 + r.below(300);
    return t.slice(0, i) + pick(r, ["(", "{", "[", "not ", "left of ", "- "]).repeat(depth) + t.slice(i);
  },
];

/** String literals shaped like generated code's own names (`"g6"`, `"S.topCard()"`): the code made of an effect must keep them as written. */
const NAME_LITERALS = nameLiterals(8).map((text) => JSON.stringify(text));

/** Effect text from the language's words and literals, sometimes well-formed, mostly not. */
function randomEffect(rng: Rng): string {
  const n = 1 + rng.below(30);
  const parts: string[] = [];
  const literal = (): string => (rng.below(2) === 0 ? `log ${pick(rng, NAME_LITERALS)}` : pick(rng, NAME_LITERALS));
  // Now and then only such literals, logged and compared, so that the effect compiles and its code runs.
  if (rng.below(5) === 0) return Array.from({ length: 1 + rng.below(4) }, () => `if ${pick(rng, NAME_LITERALS)} != ${pick(rng, NAME_LITERALS)} {\n  log ${pick(rng, NAME_LITERALS)}\n}`).join("\n");
  for (let i = 0; i < n; i++) parts.push(rng.below(4) === 0 ? String(rng.below(10)) : rng.below(8) === 0 ? literal() : pick(rng, WORDS));
  return parts.join(rng.below(3) === 0 ? "\n" : " ");
}

/** A value of each type a verb's operand may have, to type a variable that is none when the verb runs. */
const TYPED_SAMPLES: Record<string, string> = { player: "me", players: "players", cards: "playable of me", pile: "discard-pile", number: "1", colour: "red", card: "top-card", text: '"x"' };

/**
 * Effects shaped like the ones that once passed `frantic check` and broke games: `playable`/`free-plays`
 * in a restriction (FR4012), none as a verb's operand (does nothing), number literals beyond the range (FR3005).
 */
function craftedEffect(rng: Rng): string {
  switch (rng.below(3)) {
    case 0:
      return `${pick(rng, ["forbid", "allow"])} count of ${pick(rng, ["playable", "free-plays"])} of ${pick(rng, ["me", "current", "next of me"])} > ${rng.below(4)}`;
    case 1: {
      const verb = pick(rng, Object.keys(VERBS));
      const spec = VERBS[verb]!;
      const lines: string[] = [];
      const none = (type: string): string => {
        const name = `v${lines.length}`;
        lines.push(`let ${name} = none`, `if false {\n  set ${name} = ${TYPED_SAMPLES[type] ?? "me"}\n}`);
        return name;
      };
      const subject = spec.subject ? `${none(spec.subject)} ` : "";
      const object = spec.object === "word" ? ` ${spec.words?.[0] ?? ""}` : spec.object === "nothing" ? "" : ` ${none(spec.object)}`;
      const slots = Object.entries(spec.slots).slice(0, 1).map(([prep, slot]) => ` ${prep} ${none(slot.type)}`).join("");
      return [...lines, `${subject}${verb}${object}${slots}`].join("\n");
    }
    default:
      return `me draws ${pick(rng, ["99999999999999999999999", "9".repeat(400), "9007199254740993", "1000001", "1000000"])}`;
  }
}

/** The texts cases start from: every official card, scenario and rules file. */
export interface Corpus {
  cards: SourceFile[];
  scenarios: SourceFile[];
  base: SourceFile[];
}

export function loadCorpus(): Corpus {
  const read = (files: string[]): SourceFile[] => files.flatMap((f) => {
    const r = readText(f);
    return "text" in r ? [{ path: f, text: r.text }] : [];
  });
  return {
    cards: read(collectYamlFiles([CARDS_DIR]).files),
    scenarios: read(collectTestFiles([CARDS_DIR]).files),
    base: readSources(setFolders(["base"])).files,
  };
}

export function makeCase(corpus: Corpus, seed: number): FuzzCase {
  const rng = new Rng(seed);
  const kind = pick(rng, ["card", "card", "card", "scenario", "house-rules", "effect"] as const);
  if (kind === "effect") {
    const effect = rng.below(4) === 0 ? craftedEffect(rng) : randomEffect(rng);
    return { seed, kind, from: "(generated)", text: `kind: event\nid: fuzz\nname: { en: Fuzz }\neffect: |\n  ${effect.replace(/\n/g, "\n  ")}\n` };
  }
  const start =
    kind === "card" ? pick(rng, corpus.cards) : kind === "scenario" ? pick(rng, corpus.scenarios) : { path: "house-rules", text: "kind: house-rules\nname: Fuzz\nhand-size: { deal: 9 }\npoint-limit: { length: short }\ncards-per-turn: 2\nround-ends-when: [hand-empty]\n" };
  let text = start.text;
  for (let i = 1 + rng.below(3); i > 0; i--) text = pick(rng, MUTATIONS)(text, rng);
  return { seed, kind, from: start.path, text };
}

/** What is wrong with a diagnostic: no code, no file, or a position outside the text. */
function badDiagnostic(d: Diagnostic, lineCount: number): string | undefined {
  if (!/^FR\d{4}$/.test(d.code)) return `a diagnostic without a code: ${JSON.stringify(d)}`;
  if (!d.file) return `a diagnostic without a file: ${diagnosticMessage(d)}`;
  // The input itself is quoted in messages ('...'), and may hold any text (a literal "g6 === undefined").
  const ownWords = diagnosticMessage(d).replace(/'[^']*'/g, "''");
  if (/internal error|Maximum call stack|undefined|\[object Object\]/.test(ownWords)) return `an unhelpful message: ${diagnosticMessage(d)}`;
  const { line, character } = d.range.start;
  if (line < 0 || character < 0 || line > lineCount) return `a position outside the file (${line + 1}:${character + 1}): ${diagnosticMessage(d)}`;
  return undefined;
}

/** Plays two short games; anything but a runaway-effect stop is a failure. */
function playBriefly(program: ReturnType<Compilation["finish"]>["value"]): string | undefined {
  if (!program) return undefined;
  for (const seed of [1, 2]) {
    try {
      const engine = new Engine(program, { players: 2 + (seed % 3), seed, maxRounds: 2, stepBudget: 20_000, maxTurnsPerRound: 300 });
      const agents = [0, 1, 2, 3].map((p) => new RandomAgent(seed + p));
      engine.ask = (d) => agents[d.player]!.choose(d);
      engine.playGame(seed);
    } catch (e) {
      if (e instanceof StepBudgetExceeded) continue;
      return `the game crashed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`;
    }
  }
  return undefined;
}

/** Runs one case; the problem found, if any. `scratch` is a folder for files the case must be read from. */
export async function runCase(corpus: Corpus, c: FuzzCase, scratch: string): Promise<string | undefined> {
  const lineCount = c.text.split("\n").length;
  try {
    if (c.kind === "card" || c.kind === "effect") {
      const compilation = new Compilation("current");
      const mutated = { path: "fuzz.yaml", text: c.text };
      // The mutated file takes the place of its original among the base cards (or joins them).
      compilation.addFiles([...corpus.base.filter((f) => f.path !== c.from), mutated]);
      const result = compilation.finish();
      for (const d of result.diagnostics) {
        const bad = badDiagnostic(d, d.file === "fuzz.yaml" ? lineCount : Number.MAX_SAFE_INTEGER);
        if (bad) return bad;
      }
      return playBriefly(result.value);
    }
    mkdirSync(scratch, { recursive: true });
    if (c.kind === "house-rules") {
      const path = join(scratch, "house.yaml");
      writeFileSync(path, c.text);
      const loaded = await loadHouseRules(path);
      for (const d of loaded.diagnostics) {
        const bad = badDiagnostic(d, lineCount);
        if (bad) return bad;
      }
      return undefined;
    }
    const path = join(scratch, "fuzz.test.yaml");
    writeFileSync(path, c.text);
    const run = runScenarioFiles([path]);
    for (const d of [...run.diagnostics, ...run.outcomes.flatMap((o) => o.failures)]) {
      const bad = badDiagnostic(d, d.file.endsWith("fuzz.test.yaml") ? lineCount : Number.MAX_SAFE_INTEGER);
      if (bad) return bad;
    }
    return undefined;
  } catch (e) {
    return `it threw: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`;
  }
}

/** Runs cases from `seed` on until `until()` says stop; every failure found. */
export async function fuzz(seed: number, until: (done: number) => boolean, scratch: string, progress?: (done: number, failures: number) => void): Promise<{ cases: number; failures: FuzzFailure[] }> {
  const corpus = loadCorpus();
  const failures: FuzzFailure[] = [];
  let done = 0;
  for (let s = seed; !until(done); s++, done++) {
    const c = makeCase(corpus, s);
    const started = performance.now();
    const problem = await runCase(corpus, c, scratch);
    const ms = performance.now() - started;
    if (problem) failures.push({ fuzzCase: c, problem });
    else if (ms > MAX_CASE_MS) failures.push({ fuzzCase: c, problem: `it took ${Math.round(ms)} ms (at most ${MAX_CASE_MS})` });
    progress?.(done + 1, failures.length);
  }
  return { cases: done, failures };
}
