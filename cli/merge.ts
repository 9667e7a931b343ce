/**
 * `frantic merge`: adds up the shards of one run (`frantic simulate --shard k/N`) into the report that
 * run would give played in one go. The cards are compiled again from the run's sets and files and must
 * be the ones the shards played.
 */
import type { Command } from "commander";
import { readText } from "../compiler/read-text.js";
import { applyHouseRules } from "../games/house-rules.js";
import { GameInputError } from "../games/input-error.js";
import { checkSameCards, mergeShards, type ShardFile } from "../games/shard.js";
import type { ShardPaths } from "../games/shard-check.js";
import { reportOf } from "../games/simulation.js";
import type { Lang } from "../language/languages.js";
import { EXIT_INPUT, examples, langOption, println, type Context } from "./common.js";
import { withInputErrors } from "./load-cards.js";
import { loadGameInputs } from "./game-inputs.js";
import { printSimulation } from "./simulate-text.js";

interface MergeOptions {
  json?: boolean;
  lang: Lang;
}

/** A shard's totals grow with the games played; far below this for any run of this world. */
const MAX_SHARD_BYTES = 64 * 1024 * 1024;

export function registerMerge(program: Command, ctx: Context): void {
  program
    .command("merge")
    .summary("add up the shards of a run (frantic simulate --shard k/N) into its report")
    .description(
      "Read the shard files of one run, written by `frantic simulate --shard k/N` on any machines, check they are " +
        "every shard of the same run played with the same cards, and print the report the run gives played in one " +
        "go: the same figures, exactly. Exits 1 when games failed, as simulate does.",
    )
    .argument("<shards...>", "shard files (JSON), every shard of the run once")
    .addOption(langOption())
    .option("--json", "print the report as JSON, as frantic simulate --json does")
    .addHelpText(
      "after",
      examples(
        ["frantic simulate --games 100000 --seed 7 --shard 1/2 > s1.json", "one half, on one machine"],
        ["frantic simulate --games 100000 --seed 7 --shard 2/2 > s2.json", "the other half, on another"],
        ["frantic merge s1.json s2.json", "the run's report"],
      ),
    )
    .action((files: string[], options: MergeOptions) => merge(ctx, files, options));
}

/** A shard file read (bounded, a regular file) and checked in full before any of it is used (games/shard-check.ts). */
async function readShard(file: string): Promise<{ file: string; shard: ShardFile; paths: ShardPaths }> {
  const read = readText(file, file, MAX_SHARD_BYTES);
  if ("diagnostic" in read) throw new GameInputError("FR0067", [file], [read.diagnostic], true);
  let value: unknown;
  try {
    value = JSON.parse(read.text);
  } catch {
    value = undefined;
  }
  // The checks load ajv: only once a merge runs, not to define the command.
  const { checkShardFile } = await import("../games/shard-check.js");
  return { file, ...checkShardFile(value, file) };
}

async function merge(ctx: Context, files: string[], options: MergeOptions): Promise<void> {
  const json = !!options.json;
  const shards: Array<{ file: string; shard: ShardFile; paths: ShardPaths }> = [];
  // One at a time: a bad file is named before the next is read.
  for (const file of files) shards.push(await withInputErrors(ctx, json, () => readShard(file)));
  const merged = await withInputErrors(ctx, json, () => mergeShards(shards));
  const { run } = merged;
  // The run's paths as the first shard's folder resolves them (every shard names the same, each inside its own folder).
  const paths = shards[0]!.paths;
  const inputs = await loadGameInputs(ctx, {
    sets: run.sets, cards: paths.cards, with: [], ...(paths.rules ? { rules: paths.rules } : {}), ...(paths.program ? { program: paths.program } : {}), edition: run.edition, without: run.without, json,
  });
  await withInputErrors(ctx, json, () => checkSameCards(merged.cards, inputs.program));
  const spec = {
    program: inputs.program, games: run.games, players: run.players, seed: run.seed, bots: run.bots, ...(run.rotate === true ? { rotate: true } : {}), sets: run.sets, cards: run.cards, without: run.without,
    ...(run.pointLimit !== undefined ? { pointLimit: run.pointLimit } : {}), ...(inputs.houseRules ? { houseRules: inputs.houseRules, rulesFile: run.rules! } : {}),
    stats: run.stats, lang: options.lang,
  };
  // The shards' own seconds added up: the time the games took, wherever they ran.
  const report = reportOf(spec, applyHouseRules(inputs.program, inputs.houseRules), merged.totals, Math.max(merged.seconds, 1e-3), files.length);
  if (report.failed > 0) ctx.exitCode = EXIT_INPUT;
  if (json) return println(ctx.io.out, JSON.stringify(report, null, 2));
  printSimulation((line = "") => println(ctx.io.out, line), report, { cards: run.cards, houseRules: inputs.houseRules ? (inputs.houseRules.name ?? run.rules!) : undefined, without: run.without });
}
