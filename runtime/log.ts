/** Game log entries, written as JSON lines: enough to follow a game and, with the answers, to replay it. */
export type LogEntry =
  | { t: "setup"; seed: number; players: number; bots: string[]; sets: string[]; pointLimit: number }
  | { t: "game"; seed: number; players: number; pointLimit: number }
  | { t: "round"; round: number; dealer: number }
  | { t: "opening"; card: number; label: string }
  | { t: "play"; player: number; card: number; label: string; tossed?: boolean }
  | { t: "wish"; player: number; colour?: number; number?: number; special?: boolean }
  | { t: "draw"; player: number; n: number }
  | { t: "give"; player: number; to: number; n: number }
  | { t: "take"; player: number; n: number }
  | { t: "loses-turn"; player: number }
  | { t: "skipped"; player: number }
  | { t: "reveal"; player: number; cards: string[] }
  | { t: "redirect"; by: number }
  | { t: "power"; player: number; card: number; label: string }
  | { t: "held"; player: number; card: number; label: string }
  | { t: "rule"; card: number; label: string }
  | { t: "event"; triggerer: number; card: number; label: string }
  | { t: "note"; text: string }
  | { t: "decision"; player: number; kind: string; options: number[]; answer: number[] }
  | { t: "round-end"; round: number; reason: string; points: number[]; totals: number[] }
  | { t: "game-end"; scores: number[]; winners: number[] };

const COLOUR_WORDS = ["blue", "red", "green", "yellow", "black"];

/** One log entry as a line for people (players shown as P1, P2, ...). */
export function describeEntry(e: LogEntry): string {
  const P = (p: number): string => `P${p + 1}`;
  switch (e.t) {
    case "setup":
      return `setup: ${e.players} players, seed ${e.seed}, sets ${e.sets.join(", ")}`;
    case "game":
      return `game: ${e.players} players, seed ${e.seed}, point limit ${e.pointLimit}`;
    case "round":
      return `round ${e.round}, dealt by ${P(e.dealer)}`;
    case "opening":
      return `opening card: ${e.label}`;
    case "play":
      return `${P(e.player)} ${e.tossed ? "tosses in" : "plays"} ${e.label}`;
    case "wish":
      return `${P(e.player)} wishes ${e.special ? "a special card" : e.number !== undefined ? e.number : (COLOUR_WORDS[e.colour ?? -1] ?? "?")}`;
    case "draw":
      return `${P(e.player)} draws ${e.n}`;
    case "give":
      return `${P(e.player)} gives ${e.n} card(s) to ${P(e.to)}`;
    case "take":
      return `${P(e.player)} takes ${e.n} card(s)`;
    case "loses-turn":
      return `${P(e.player)} will lose their next turn`;
    case "skipped":
      return `${P(e.player)} loses this turn`;
    case "reveal":
      return `${P(e.player)} shows ${e.cards.join(", ") || "nothing"}`;
    case "redirect":
      return `${P(e.by)} takes the attack over`;
    case "power":
      return `${P(e.player)} uses the power card ${e.label}`;
    case "rule":
      return `rule card in force: ${e.label}`;
    case "held":
      return `${e.label} in the hand of ${P(e.player)} takes effect`;
    case "event":
      return `event: ${e.label} (triggered by ${P(e.triggerer)})`;
    case "note":
      return e.text;
    case "decision":
      return `${P(e.player)} answers a '${e.kind}' decision: ${JSON.stringify(e.answer)}`;
    case "round-end":
      return `round ${e.round} ends (${e.reason}): points ${e.points.join(", ")}; totals ${e.totals.join(", ")}`;
    case "game-end":
      return `game over: totals ${e.scores.join(", ")}; winner ${e.winners.map(P).join(", ")}`;
  }
}
