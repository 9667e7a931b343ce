/** The lines of a game log as `frantic play --log` writes them: the setup first, then the engine's entries. */
import type { LogEntry } from "../runtime/log.js";
import type { HouseRules } from "../language/patched-program.js";

/** The first line of a game log: everything needed to set the game up again. */
export interface SetupLine {
  t: "setup";
  seed: number;
  players: number;
  bots: string[];
  sets: string[];
  pointLimit: number;
  /** Extra card files and folders (absolute paths), when the game used house cards. */
  cards?: string[];
  /** The edition, when not the current one. */
  edition?: string;
  /** The house rules the game was played under (`--rules`), applied again by a replay. */
  houseRules?: HouseRules;
  /** A fingerprint of every card as compiled, so a replay can say which card changed since. */
  cardHashes?: Record<string, string>;
  /** The compiled program played (`--program`, absolute path), instead of the sets. */
  program?: string;
  /** Cards left out of the deck (`--without`). */
  without?: string[];
}

/** Written last when the game stopped with an error, so a replay can check it stops the same way. */
export interface ErrorLine {
  t: "error";
  error: string;
  message: string;
}

export type LogLine = SetupLine | LogEntry | ErrorLine;
