/**
 * `npm run games-hash`: a fingerprint of how the engine plays, to hold a refactoring to "every game is the
 * same". It plays, through the command line as a user would (`frantic play --log`), seeded games of the base
 * game, of every set, under each house rule of cards/house-rules, with the rule deck and with cards left
 * out; and through the step API, games saved to JSON at every decision. Each group's logs and saves are
 * hashed (SHA-256), leaving out only the card hashes of the log's setup line (a fingerprint of the
 * compiled cards, not of the play) and the folder the project is checked out in (the setup line names
 * the house-rules file by its full path), and compared with bench/games-hash.json.
 *
 *   npm run games-hash -- [--update]
 *
 * Exit 1 when a group differs (it is named); --update writes the new hashes instead.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { makeAgents } from "../sim/seats.js";
import { runCaptured } from "../cli/main.js";
import { prepareSelection } from "../games/selection.js";
import { PROJECT_ROOT } from "../host/node/project-root.js";
import { availableSets } from "../compiler/sources.js";
import { GameSession, viewFor } from "../runtime/session.js";
import { useNodeHost } from "../host/node/use-node.js";

useNodeHost();

const EXPECTED = join(PROJECT_ROOT, "bench", "games-hash.json");
const { values } = parseArgs({ options: { update: { type: "boolean", default: false } } });

interface Group {
  name: string;
  /** The `frantic play` arguments of each game (the log's path is added). */
  games: string[][];
}

const playersOf = (i: number): number => 2 + (i % 7);
const seeded = (count: number, extra: string[], first = 1): string[][] =>
  Array.from({ length: count }, (_, i) => ["--seed", String(first + i), "--players", String(playersOf(i)), "--bots", i % 2 === 0 ? "random,greedy" : "greedy,random", ...extra]);

const houseRulesDir = join(PROJECT_ROOT, "cards", "house-rules");
// A house-rules file, not the card files some of them bring (`*.cards.yaml`).
const houseRules = readdirSync(houseRulesDir).filter((f) => f.endsWith(".yaml") && !f.endsWith(".cards.yaml")).sort();

const GROUPS: Group[] = [
  { name: "base", games: seeded(400, []) },
  { name: "every set", games: seeded(400, ["--sets", "all"], 1001) },
  { name: "house rules", games: houseRules.flatMap((f, k) => seeded(10, ["--rules", join(houseRulesDir, f)], 2001 + 10 * k)) },
  { name: "rule deck", games: seeded(150, ["--sets", "all", "--rule-deck", "rules-deck"], 3001) },
  { name: "without", games: seeded(50, ["--without", "fantastic,skip"], 4001) },
];

const hashOf = (text: string): string => createHash("sha256").update(text).digest("hex");

/** Text as hashed: the project's folder and the run's temporary folder named, not spelled out. */
const placeless = (text: string, dir: string): string => text.replaceAll(dir, "<dir>").replaceAll(PROJECT_ROOT, "<project>");

/** A log file as hashed: every line, the setup line without its card hashes. */
function logText(file: string, dir: string): string {
  return placeless(readFileSync(file, "utf8"), dir)
    .split("\n")
    .map((line) => {
      if (!line.startsWith('{"t":"setup"')) return line;
      const { cardHashes: _, ...rest } = JSON.parse(line) as { cardHashes?: unknown };
      return JSON.stringify(rest);
    })
    .join("\n");
}

let last = 0;
const progress = (label: string, done: number, total: number): void => {
  if (Date.now() - last < 3000 && done < total) return;
  last = Date.now();
  console.error(`  ${label}: ${done}/${total}`);
};

async function playGroup(group: Group, dir: string): Promise<string> {
  const hash = createHash("sha256");
  for (const [i, args] of group.games.entries()) {
    const log = join(dir, `${group.name.replace(/\W/g, "-")}-${i}.jsonl`);
    const r = await runCaptured(["play", ...args, "--log", log]);
    if (r.code !== 0) throw new Error(`frantic play ${args.join(" ")} exited ${r.code}: ${r.stderr.trim()}`);
    // The summary names the log's (temporary) path.
    hash.update(placeless(r.stdout, dir)).update(logText(log, dir));
    rmSync(log);
    progress(group.name, i + 1, group.games.length);
  }
  return hash.digest("hex");
}

/** Games through the step API with every set, saved to JSON at every decision; random bots answer. */
function savedGames(count: number): string {
  const program = prepareSelection({ sets: availableSets(), cards: [] }).program;
  if (!program) throw new Error("the official sets do not compile: run frantic check");
  const hash = createHash("sha256");
  for (let i = 0; i < count; i++) {
    const seed = 5001 + i;
    const session = new GameSession(program, { players: playersOf(i), seed });
    for (let k = 0; session.pending(); k++) {
      hash.update(JSON.stringify(session.save()));
      const d = session.pending()!;
      session.answer(makeAgents(["random"], seed * 100_003 + k)[0]!.choose(d, viewFor(session.engine, d.player)));
    }
    hash.update(JSON.stringify(session.result()));
    progress("saved games", i + 1, count);
  }
  return hash.digest("hex");
}

const dir = mkdtempSync(join(tmpdir(), "frantic-games-hash-"));
const hashes: Record<string, string> = {};
const started = performance.now();
try {
  for (const group of GROUPS) hashes[`${group.name} (${group.games.length} games)`] = await playGroup(group, dir);
  hashes["saved at every decision (100 games)"] = savedGames(100);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
hashes["all"] = hashOf(JSON.stringify(hashes));
const seconds = ((performance.now() - started) / 1000).toFixed(0);

if (values.update) {
  writeFileSync(EXPECTED, `${JSON.stringify(hashes, null, 2)}\n`);
  console.log(`wrote ${Object.keys(hashes).length - 1} group hashes to bench/games-hash.json (${seconds} s)`);
} else {
  const expected = JSON.parse(readFileSync(EXPECTED, "utf8")) as Record<string, string>;
  const differ = Object.keys({ ...expected, ...hashes }).filter((k) => k !== "all" && expected[k] !== hashes[k]);
  for (const k of Object.keys(hashes)) if (k !== "all") console.log(`${expected[k] === hashes[k] ? "same" : "DIFFERS"}  ${k}  ${hashes[k]!.slice(0, 16)}`);
  console.log(differ.length === 0 ? `every game is the same (${seconds} s)` : `${differ.length} group(s) play otherwise than bench/games-hash.json (${seconds} s)`);
  process.exit(differ.length === 0 ? 0 : 1);
}
