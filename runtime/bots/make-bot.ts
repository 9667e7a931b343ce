/** The bots by name: what `--bots` accepts, seats in simulations and reports, and a run's JSON records. */
import { RandomAgent, type Agent } from "../agents.js";
import { GreedyAgent } from "./greedy.js";
import { DEFAULT_SEARCH_BUDGET, SearchAgent } from "./search.js";

export const BOT_NAMES = ["random", "greedy", "search"] as const;
/** A bot's name; the search bot may carry its budget, `search:200`. */
export type BotName = (typeof BOT_NAMES)[number] | `search:${number}`;

/** The largest search budget accepted (iterations per decision). */
export const MAX_SEARCH_BUDGET = 100_000;

/** How the names are written for people (help, errors). */
export const BOT_NAMES_TEXT = "random, greedy, search or search:N (N iterations per decision)";

/** `text` as a bot's name, or undefined when it names none. */
export function botName(text: string): BotName | undefined {
  if ((BOT_NAMES as readonly string[]).includes(text)) return text as BotName;
  const budget = /^search:(\d{1,6})$/.exec(text)?.[1];
  if (budget === undefined) return undefined;
  const n = Number(budget);
  return n >= 1 && n <= MAX_SEARCH_BUDGET ? (`search:${n}` as BotName) : undefined;
}

/** The search budget a name gives, or undefined for a bot that does not search. */
export function searchBudget(name: BotName): number | undefined {
  if (name === "search") return DEFAULT_SEARCH_BUDGET;
  return name.startsWith("search:") ? Number(name.slice("search:".length)) : undefined;
}

/** The bot a name names; a name that is none (a run described by someone else, say) is refused, never guessed. */
export function makeBot(name: BotName, seed: number): Agent {
  if (name === "random") return new RandomAgent(seed);
  if (name === "greedy") return new GreedyAgent(seed);
  const budget = botName(name) === name ? searchBudget(name) : undefined;
  if (budget === undefined) throw new RangeError(`no bot is called '${String(name).slice(0, 40)}' (${BOT_NAMES_TEXT})`);
  return new SearchAgent(seed, budget);
}
