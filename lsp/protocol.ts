/** What the Frantic language server adds to the protocol; shared with clients, so it imports nothing. */

/** A request: the scenarios of a scenario file, for a client's test view. */
export const SCENARIOS_REQUEST = "frantic/scenarios";

export interface ScenariosParams {
  textDocument: { uri: string };
}

export interface ScenarioItem {
  name: string;
  range: Range;
  /** The name's value, where a client puts the scenario's marker. */
  nameRange: Range;
}

/** What a client may pass at start-up. */
export interface InitializationOptions {
  /** Official sets whose cards the workspace's cards may name (default: base). */
  sets?: string[];
  /** The language of the rules text hover writes from a card's effect: en, de, fr, it or es (default: en). */
  lang?: string;
}

interface Range {
  start: { line: number; character: number };
  end: { line: number; character: number };
}
