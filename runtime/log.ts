/** Game log entries, written as JSON lines: enough to follow a game and, with the answers, to replay it. */
export type LogEntry =
  | { t: "setup"; seed: number; players: number; bots: string[]; sets: string[]; pointLimit: number }
  | { t: "game"; seed: number; players: number; pointLimit: number }
  | { t: "round"; round: number; dealer: number }
  | { t: "opening"; card: number; label: string }
  | { t: "play"; player: number; card: number; label: string; tossed?: boolean }
  | { t: "wish"; player: number; colour?: number; number?: number }
  | { t: "draw"; player: number; n: number }
  | { t: "give"; player: number; to: number; n: number }
  | { t: "take"; player: number; n: number }
  | { t: "loses-turn"; player: number }
  | { t: "skipped"; player: number }
  | { t: "reveal"; player: number; cards: string[] }
  | { t: "redirect"; by: number }
  | { t: "event"; triggerer: number; card: number; label: string }
  | { t: "note"; text: string }
  | { t: "decision"; player: number; kind: string; options: number[]; answer: number[] }
  | { t: "round-end"; round: number; reason: string; points: number[]; totals: number[] }
  | { t: "game-end"; scores: number[]; winners: number[] };
