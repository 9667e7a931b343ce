/**
 * A seeded fuzzer over compiled programs (`frantic play --program ir.json`), a file users share: the
 * base game compiled, then spoilt the ways a hand-edited or hostile program is (names of the prototype
 * chain, numbers huge, negative, fractional or past what JSON numbers hold, unknown words, deep
 * nesting, duplicate ids, parts swapped for other parts of the program, fields dropped or nulled), and
 * played through the CLI's own `run` in this process. Each case must end in a game played or in FR1010
 * problems (exit 1): a crash, an internal error, another exit code, more than MAX_PROGRAM_CASE_MS or a
 * heap grown past MAX_HEAP_GROWTH is a problem. For bench/fuzz.ts and `npm run soak` (the lead wires
 * it in) and test/untrusted-programs.test.ts (a bounded count).
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCaptured } from "../cli/main.js";
import { compileSets } from "../compiler/compile.js";
import type { IrProgram } from "../ir/ir.js";
import { Rng } from "../runtime/rng.js";
import { useNodeHost } from "../host/node/use-node.js";

useNodeHost();

export interface ProgramFuzzProblem {
  seed: number;
  /** What was done to the program. */
  mutation: string;
  problem: string;
}

/** A case that takes longer than this is a problem (a program that makes the tool crawl). */
export const MAX_PROGRAM_CASE_MS = 5_000;
/** A case that grows the heap by more than this is a problem (a program that makes the tool hoard memory). */
export const MAX_HEAP_GROWTH = 512 * 1024 * 1024;

/** Names that reach the prototype chain of a plain object, and text that means something in JavaScript. */
const HOSTILE_NAMES = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "prototype", 'a"+b', "${x}", "</script>", "g6", "\u2028", ""];
/** Numbers, as JSON text: some a card may write (a program that plays on strangely), most it cannot (1e400 reads back as Infinity). */
const HOSTILE_NUMBERS = ["0", "-3", "1000000", "4294967296", "-1", "-2147483649", "5000000", "9007199254740993", "0.5", "1e308", "1e400", "-1e400", "-0"];
const UNKNOWN_WORDS = ["no-such-word", "DRAWS", "draws ", "turn_starts"];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = { parent: Json[] | { [key: string]: Json }; key: string | number; value: Json };

const pick = <T>(rng: Rng, items: readonly T[]): T => items[rng.below(items.length)]!;

/** Every value of the program with where it stands, in document order. */
function nodes(root: Json): Node[] {
  const out: Node[] = [];
  const stack: Json[] = [root];
  while (stack.length > 0) {
    const v = stack.pop()!;
    if (v === null || typeof v !== "object") continue;
    const entries: Array<[string | number, Json]> = Array.isArray(v) ? v.map((x, i) => [i, x]) : Object.entries(v);
    for (const [key, value] of entries) {
      out.push({ parent: v, key, value });
      stack.push(value);
    }
  }
  return out;
}

function set(n: Node, value: Json): void {
  (n.parent as Record<string | number, Json>)[n.key] = value;
}

/** Fields whose string names a word of the language or an entry of the program. */
const NAME_FIELDS = new Set(["verb", "name", "fn", "o", "trigger", "until", "id", "class", "window", "lasts", "what", "symbol", "kind", "timing", "op"]);

/**
 * A mutation: changes the program in place and says what it did, or returns undefined when it found
 * nothing to change. What JSON.stringify cannot write (numbers past JSON's reach, deep nesting) is left
 * as a placeholder string, `raw`'s text put in its place.
 */
type Mutation = (p: Json, rng: Rng, raw: string[]) => string | undefined;

const MUTATIONS: Mutation[] = [
  // A name swapped for one the prototype chain has, or for text JavaScript reads as code.
  (p, rng) => {
    const names = nodes(p).filter((n) => typeof n.value === "string" && NAME_FIELDS.has(String(n.key)));
    if (names.length === 0) return undefined;
    const n = pick(rng, names);
    const to = pick(rng, HOSTILE_NAMES);
    set(n, to);
    return `${String(n.key)} ${JSON.stringify(n.value)} -> ${JSON.stringify(to)}`;
  },
  // An object key (a verb's slot, a rules class) renamed so.
  (p, rng) => {
    const objects = nodes(p).filter((n) => n.value !== null && typeof n.value === "object" && !Array.isArray(n.value) && Object.keys(n.value).length > 0);
    if (objects.length === 0) return undefined;
    const o = pick(rng, objects).value as Record<string, Json>;
    const key = pick(rng, Object.keys(o));
    const to = pick(rng, HOSTILE_NAMES);
    const value = o[key]!;
    delete o[key];
    Object.defineProperty(o, to, { value, enumerable: true, writable: true, configurable: true });
    return `key ${JSON.stringify(key)} -> ${JSON.stringify(to)}`;
  },
  // A number no card could carry.
  (p, rng, raw) => {
    const numbers = nodes(p).filter((n) => typeof n.value === "number" && n.key !== "version");
    if (numbers.length === 0) return undefined;
    const n = pick(rng, numbers);
    const to = pick(rng, HOSTILE_NUMBERS);
    set(n, `@@raw${raw.push(to) - 1}@@`);
    return `${String(n.key)} ${String(n.value)} -> ${to}`;
  },
  // A word the language does not have.
  (p, rng) => {
    const words = nodes(p).filter((n) => typeof n.value === "string" && ["verb", "name", "fn", "o", "trigger", "until"].includes(String(n.key)));
    if (words.length === 0) return undefined;
    const n = pick(rng, words);
    const to = pick(rng, UNKNOWN_WORDS);
    set(n, to);
    return `${String(n.key)} ${JSON.stringify(n.value)} -> ${JSON.stringify(to)}`;
  },
  // An expression nested far deeper than any card (or just within what a card may write).
  // (Written as text: JSON.stringify itself recurses.)
  (p, rng, raw) => {
    const exprs = nodes(p).filter((n) => n.value !== null && typeof n.value === "object" && !Array.isArray(n.value) && typeof n.value["op"] === "string" && n.key === "cond");
    if (exprs.length === 0) return undefined;
    const n = pick(rng, exprs);
    const depth = pick(rng, [150, 300, 5_000, 50_000, 100_000]);
    set(n, `@@raw${raw.push(`${'{"op":"not","e":'.repeat(depth)}${JSON.stringify(n.value)}${"}".repeat(depth)}`) - 1}@@`);
    return `a condition wrapped in ${depth} 'not's`;
  },
  // Two cards with one id.
  (p, rng) => {
    const program = p as unknown as IrProgram;
    const defs = [...program.cards, ...program.events];
    const a = pick(rng, defs);
    const b = pick(rng, defs);
    b.id = a.id;
    return `id ${a.id} given twice`;
  },
  // A part of the program put where another part stood (a number where a pile is read, a statement for an expression).
  (p, rng) => {
    const all = nodes(p).filter((n) => n.value !== null && typeof n.value === "object" && !Array.isArray(n.value) && typeof n.value["op"] === "string");
    if (all.length < 2) return undefined;
    const n = pick(rng, all);
    const other = pick(rng, all);
    set(n, structuredClone(other.value));
    return `${(n.value as { op: string }).op} at ${String(n.key)} -> a copy of ${(other.value as { op: string }).op}`;
  },
  // A field dropped, or made null.
  (p, rng) => {
    const all = nodes(p).filter((n) => !Array.isArray(n.parent));
    if (all.length === 0) return undefined;
    const n = pick(rng, all);
    if (rng.below(2) === 0) {
      delete (n.parent as Record<string, Json>)[n.key as string];
      return `field ${String(n.key)} dropped`;
    }
    set(n, null);
    return `field ${String(n.key)} set to null`;
  },
];

/** The base game's program, compiled once. */
let base: IrProgram | undefined;

function baseProgram(): IrProgram {
  base ??= compileSets(["base"]).value!;
  return base;
}

/** One case: the base program with 1 to 3 mutations, as the text of a file. */
export function mutatedProgram(seed: number): { text: string; mutation: string } {
  const rng = new Rng(seed);
  const p = structuredClone(baseProgram()) as unknown as Json;
  const raw: string[] = [];
  const done: string[] = [];
  for (let k = 1 + rng.below(3); k > 0; k--) {
    const m = pick(rng, MUTATIONS)(p, rng, raw);
    if (m) done.push(m);
  }
  const text = JSON.stringify(p).replace(/"@@raw(\d+)@@"/g, (_, i: string) => raw[Number(i)]!);
  return { text, mutation: done.join("; ") };
}

/** Plays `count` mutated programs from `seed` on; the problems found (none is the goal). */
export async function fuzzPrograms(count: number, seed = 1): Promise<ProgramFuzzProblem[]> {
  const dir = join(tmpdir(), `frantic-fuzz-programs-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const problems: ProgramFuzzProblem[] = [];
  try {
    for (let s = seed; s < seed + count; s++) {
      const { text, mutation } = mutatedProgram(s);
      const file = join(dir, `program-${s}.json`);
      writeFileSync(file, text);
      const problem = await playOne(file, s);
      if (problem) problems.push({ seed: s, mutation, problem });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return problems;
}

/** What is wrong with how `play --program` took the file, if anything. */
async function playOne(file: string, seed: number): Promise<string | undefined> {
  const heap = process.memoryUsage().heapUsed;
  const started = performance.now();
  let r: Awaited<ReturnType<typeof runCaptured>>;
  try {
    r = await runCaptured(["play", "--program", file, "--players", "3", "--seed", String(seed)]);
  } catch (e) {
    return `crashed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`.slice(0, 2_000);
  }
  const ms = performance.now() - started;
  const grown = process.memoryUsage().heapUsed - heap;
  const output = `${r.stdout}\n${r.stderr}`;
  if (/internal error/i.test(output)) return `internal error: ${output.slice(0, 1_000)}`;
  // Refused (FR10xx), or an effect the step budget stopped (FR70xx).
  if (r.code === 1 && !/FR(10|70)\d\d/.test(output)) return `refused without an FR10xx code: ${output.slice(0, 1_000)}`;
  if (r.code !== 0 && r.code !== 1) return `exit ${r.code}: ${output.slice(0, 1_000)}`;
  if (ms > MAX_PROGRAM_CASE_MS) return `took ${Math.round(ms)} ms`;
  if (grown > MAX_HEAP_GROWTH) return `the heap grew by ${Math.round(grown / 1024 / 1024)} MB`;
  return undefined;
}
