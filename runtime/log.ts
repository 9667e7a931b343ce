/**
 * Game log entries the engine writes, as JSON lines: enough to follow a game and, with the answers, to
 * replay it. (The setup line a log file starts with is the CLI's: it knows the sets and bots.)
 */
export type LogEntry =
  | { t: "game"; seed: number; players: number; pointLimit: number; teams?: number[][] }
  | { t: "round"; round: number; dealer: number }
  | { t: "opening"; card: number; label: string }
  | { t: "play"; player: number; card: number; label: string; tossed?: boolean; faceDown?: boolean }
  | { t: "wish"; player: number; colour?: number; number?: number; special?: boolean }
  | { t: "draw"; player: number; n: number; cards: number[] }
  | { t: "give"; player: number; to: number; n: number; cards: number[] }
  | { t: "take"; player: number; n: number; cards: number[]; from?: number }
  | { t: "loses-turn"; player: number }
  | { t: "skipped"; player: number }
  | { t: "reveal"; player: number; cards: string[] }
  | { t: "redirect"; by: number }
  | { t: "power"; player: number; card: number; label: string }
  | { t: "held"; player: number; card: number; label: string }
  | { t: "rule"; card: number; label: string }
  | { t: "event"; triggerer: number; card: number; label: string }
  | { t: "note"; text: string }
  | { t: "shared"; name: string; value: number | boolean }
  | { t: "takes-over"; player: number }
  | { t: "extra-turn"; player: number }
  | { t: "decision"; player: number; kind: string; options: number[]; answer: number[] }
  | { t: "eliminated"; player: number; why: EliminationReason; cards: number }
  /** Two players became partners (`partner p with q`); `teams` are the sides from now on, numbered as team totals are. */
  | { t: "partners"; players: number[]; teams: number[][] }
  | { t: "round-end"; round: number; reason: string; by?: string; points: number[]; totals: number[]; teamTotals?: number[] }
  | { t: "game-end"; scores: number[]; winners: number[]; teamTotals?: number[]; eliminated?: number[] };

/** Why a player left the game: the mercy rule (`holding`), a total past the limit (`points`), or `eliminate p` in an effect. */
export const ELIMINATION_REASONS = ["holding", "points", "effect"] as const;
export type EliminationReason = (typeof ELIMINATION_REASONS)[number];

/** How the log says why a player left the game. */
const ELIMINATED_BECAUSE: Record<EliminationReason, (cards: number) => string> = {
  holding: (cards) => `holding ${cards} cards`,
  points: () => "total past the point limit",
  effect: () => "put out by a card",
};

const COLOUR_WORDS = ["blue", "red", "green", "yellow", "black"];

/**
 * What a reader may see: the names of cards, and whose cards are shown (a person sees their own draws
 * and the cards they give, receive and lose; other hands stay counts).
 */
export interface LogView {
  /** A card's label as the reader reads it (its name perhaps in another language, its colour painted). */
  label(card: number): string;
  sees(player: number): boolean;
}

const P = (p: number): string => `P${p + 1}`;

function perSeat(values: readonly number[]): string {
  return values.map((v, p) => `${P(p)} ${v}`).join(", ");
}

/** Sides as numbered in the game line or the latest partners line (T1, T2, ...: teams, then players alone). */
function perSide(values: readonly number[]): string {
  return values.map((v, i) => `T${i + 1} ${v}`).join(", ");
}

/** Sides with their numbers: "T1 P1+P3, T2 P2+P4". */
function sidesText(sides: readonly (readonly number[])[]): string {
  return sides.map((t, i) => `T${i + 1} ${t.map(P).join("+")}`).join(", ");
}

/** `n` cards, named when the reader may see them. */
function cardsSeen(n: number, cards: readonly number[] | undefined, view: LogView | undefined, visible: boolean): string {
  if (view && visible && cards && cards.length > 0) return cards.map((c) => view.label(c)).join(", ");
  return `${n} card${n === 1 ? "" : "s"}`;
}

const ROUND_ENDINGS: Record<string, string> = {
  "hand-empty": "a hand is empty",
  "draw-pile-empty": "the draw pile ran out",
  stalled: "nobody could play",
  effect: "a card's effect",
  eliminated: "one side is left",
};

/** One log entry as a line for people (players shown as P1, P2, ...); with a view, the reader's own cards are named. */
export function describeEntry(e: LogEntry, view?: LogView): string {
  const sees = (p: number | undefined): boolean => p !== undefined && view !== undefined && view.sees(p);
  switch (e.t) {
    case "game":
      return `game: ${e.players} players, seed ${e.seed}, point limit ${e.pointLimit}${e.teams ? `; teams ${sidesText(e.teams)}` : ""}`;
    case "round":
      return `round ${e.round}, dealt by ${P(e.dealer)}`;
    case "opening":
      return `opening card: ${view ? view.label(e.card) : e.label}`;
    case "play":
      // Played face down: only its player reads which card (a reader without a view reads the whole log).
      if (e.faceDown) return `${P(e.player)} plays ${view === undefined ? `${e.label} ` : sees(e.player) ? `${view.label(e.card)} ` : "a card "}face down`;
      // The view's label: the same words, perhaps with the card's colour (the terminal game).
      return `${P(e.player)} ${e.tossed ? "tosses in" : "plays"} ${view ? view.label(e.card) : e.label}`;
    case "wish":
      return `${P(e.player)} wishes ${e.special ? "a special card" : e.number !== undefined ? e.number : (COLOUR_WORDS[e.colour ?? -1] ?? "?")}`;
    case "draw":
      return `${P(e.player)} draws ${cardsSeen(e.n, e.cards, view, sees(e.player))}`;
    case "give":
      return `${P(e.player)} gives ${cardsSeen(e.n, e.cards, view, sees(e.player) || sees(e.to))} to ${P(e.to)}`;
    case "take":
      return `${P(e.player)} takes ${cardsSeen(e.n, e.cards, view, sees(e.player) || sees(e.from))}${e.from !== undefined ? ` from ${P(e.from)}` : ""}`;
    case "loses-turn":
      return `${P(e.player)} will lose their next turn`;
    case "skipped":
      return `${P(e.player)} loses this turn`;
    case "reveal":
      return `${P(e.player)} shows ${e.cards.join(", ") || "nothing"}`;
    case "redirect":
      return `${P(e.by)} takes the attack over`;
    case "power":
      return `${P(e.player)} uses the power card ${view ? view.label(e.card) : e.label}`;
    case "rule":
      return `rule card in force: ${view ? view.label(e.card) : e.label}`;
    case "held":
      return `${view ? view.label(e.card) : e.label} in the hand of ${P(e.player)} takes effect`;
    case "event":
      return `event: ${view ? view.label(e.card) : e.label} (triggered by ${P(e.triggerer)})`;
    case "note":
      return e.text;
    case "shared":
      return `${e.name} is now ${String(e.value)}`;
    case "takes-over":
      return `${P(e.player)} takes the turn over`;
    case "extra-turn":
      return `${P(e.player)} will take another turn`;
    case "partners":
      return `${e.players.map(P).join(" and ")} are partners now; teams ${sidesText(e.teams)}`;
    case "eliminated":
      return `${P(e.player)} is out of the game (${ELIMINATED_BECAUSE[e.why]?.(e.cards) ?? e.why})`;
    case "decision":
      return `${P(e.player)} answers a '${e.kind}' decision: ${JSON.stringify(e.answer)}`;
    case "round-end": {
      const why = e.by !== undefined ? `ended by ${e.by}` : (ROUND_ENDINGS[e.reason] ?? e.reason);
      return `round ${e.round} ends (${why}): points ${perSeat(e.points)}; totals ${perSeat(e.totals)}${e.teamTotals ? `; team totals ${perSide(e.teamTotals)}` : ""}`;
    }
    case "game-end": {
      const teams = e.teamTotals ? `; team totals ${perSide(e.teamTotals)}` : "";
      const out = e.eliminated ? `; out: ${e.eliminated.map(P).join(", ")}` : "";
      return `game over: totals ${perSeat(e.scores)}${teams}${out}; winner ${e.winners.map(P).join(", ")}`;
    }
  }
}
