/**
 * The table: a game against bots with the user's cards in the deck, the engine in the core's worker.
 * The page shows only what the worker sends (web/table.ts: the seat's sight, never the state): the hand,
 * the discard pile's top and what is in force, the draw pile, the others' hand sizes, rule cards and
 * lasting effects, points by seat, what effects show, the log; the question's options are buttons
 * (keys 1-9 pick, Enter confirms). The game is saved in the browser's storage after every answer.
 */
import type { CardFace, TableSettings, TableView } from "../table.js";
import type { LazyCoreClient } from "./core-client.js";
import { USER_FOLDER } from "./file-tree.js";

const SAVE_KEY = "frantic-playground:table";
const SETS = ["base"];

interface SavedTable {
  settings: TableSettings;
  files: Record<string, string>;
  save: unknown;
}

/** A card lying face down on the discard pile while the others may call it: who played it, and to its player, which. */
function faceDownOnPile(s: TableView["sight"], seat: number, face: (c: number) => CardFace | undefined): Array<Node | string> {
  const down = s.faceDown;
  if (!down) return [];
  if (down.player === seat && down.card !== null) return ["; on it, face down: ", cardElement(face(down.card))];
  return [`; on it, a card face down from P${down.player + 1}`];
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: Array<Node | string>): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...children);
  return e;
}

/** A card as the person sees it; its text on hover. */
function cardElement(face: CardFace | undefined, fallback = "?"): HTMLElement {
  if (!face) return el("span", { class: "card" }, fallback);
  return el("span", { class: `card colour-${face.colour ?? "none"}`, title: face.text || face.label, "data-card": face.id }, face.label);
}

const COLOURS = ["blue", "red", "green", "yellow", "black"];

/** A file of the person's as "Your files" names it. */
const shortName = (path: string): string => (path.startsWith(USER_FOLDER) ? path.slice(USER_FOLDER.length) : path);

export class TableScreen {
  private view: TableView | undefined;
  private settings: TableSettings | undefined;
  private files: Record<string, string> = {};
  /** Picks made so far for a question that takes more than one. */
  private picked = new Set<number>();
  /** Views shown so far (the board's data-step: a test waits for the next one). */
  private steps = 0;
  /** An answer is on its way: clicks wait for the view it brings. */
  private busy = false;

  constructor(
    private readonly root: HTMLElement,
    private readonly core: LazyCoreClient,
    private readonly currentFiles: () => Record<string, string>,
  ) {
    root.querySelector("#new-game")!.addEventListener("click", () => void this.start());
    root.querySelector("#resume-game")!.addEventListener("click", () => void this.resume());
    document.addEventListener("keydown", (e) => this.key(e));
    // A touch screen shows no tooltip: a tap on a card of the board writes its text under the board.
    root.querySelector("#board")!.addEventListener("click", (e) => this.showCardText(e.target));
    (root.querySelector("#resume-game") as HTMLButtonElement).disabled = localStorage.getItem(SAVE_KEY) === null;
    document.querySelector('#tabs button[data-view="table"]')?.addEventListener("click", () => void this.offerHouseRules());
  }

  /** The House rules box lists the house-rules files among the person's files as they are now, keeping the one chosen. */
  private async offerHouseRules(): Promise<void> {
    const box = this.root.querySelector<HTMLSelectElement>("#house-rules")!;
    const names = await this.core.request<string[]>({ kind: "house-rules-files", files: this.currentFiles() });
    const chosen = box.value;
    box.replaceChildren(el("option", { value: "" }, "none"), ...names.map((n) => el("option", { value: n }, shortName(n))));
    box.value = names.includes(chosen) ? chosen : "";
  }

  private showCardText(target: EventTarget | null): void {
    const card = target instanceof Element ? target.closest<HTMLElement>(".card[data-card]") : null;
    const box = this.root.querySelector<HTMLElement>("#card-text")!;
    if (!card) return;
    box.replaceChildren(el("strong", {}, card.textContent ?? ""), ": ", card.title);
    box.hidden = false;
  }

  private status(text: string): void {
    this.root.querySelector("#table-status")!.textContent = text;
  }

  async start(): Promise<void> {
    const players = Number((this.root.querySelector("#players") as HTMLSelectElement).value);
    const opponents = (this.root.querySelector("#opponents") as HTMLSelectElement).value === "search" ? "search" : "greedy";
    const houseRules = (this.root.querySelector("#house-rules") as HTMLSelectElement).value;
    const seed = Math.floor(Math.random() * 1_000_000);
    this.settings = { players, seed, seat: 0, opponents, ...(houseRules !== "" ? { houseRules } : {}) };
    this.files = this.currentFiles();
    await this.begin();
  }

  async resume(): Promise<void> {
    const text = localStorage.getItem(SAVE_KEY);
    if (!text) return this.status("no game is saved in this browser");
    try {
      const saved = JSON.parse(text) as SavedTable;
      this.settings = saved.settings;
      this.files = saved.files;
      // The boxes show the game on the table: a new game from here deals the same table again.
      this.select("#players", String(saved.settings.players));
      this.select("#opponents", saved.settings.opponents ?? "greedy");
      this.select("#house-rules", saved.settings.houseRules ?? "");
      await this.begin(saved.save);
    } catch (e) {
      this.status(`the saved game cannot be resumed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  private select(id: string, value: string): void {
    const box = this.root.querySelector<HTMLSelectElement>(id)!;
    if ([...box.options].some((o) => o.value === value)) box.value = value;
  }

  private async begin(saved?: unknown): Promise<void> {
    this.status("dealing…");
    try {
      const view = await this.core.request<TableView>({ kind: "table-start", files: this.files, sets: SETS, settings: this.settings!, ...(saved ? { saved } : {}) });
      const { seed, players, opponents, houseRules } = this.settings!;
      this.status(`seed ${seed}, ${players} players, ${opponents ?? "greedy"} bots${houseRules !== undefined ? `, house rules ${shortName(houseRules)}` : ""}: you are P1`);
      this.show(view);
    } catch (e) {
      this.status(e instanceof Error ? e.message : String(e));
    }
  }

  private async answer(answer: number[]): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.picked.clear();
    let view: TableView;
    try {
      view = await this.core.request<TableView>({ kind: "table-answer", answer });
    } catch (e) {
      this.status(e instanceof Error ? e.message : String(e));
      return;
    } finally {
      this.busy = false;
    }
    this.show(view);
    if (view.refused) this.status(`that answer is not allowed: ${view.refused}`);
    // A finished game is not kept: there is nothing left to resume.
    if (view.result) return void ((this.root.querySelector("#resume-game") as HTMLButtonElement).disabled = true);
    const save = await this.core.request<unknown>({ kind: "table-save" });
    localStorage.setItem(SAVE_KEY, JSON.stringify({ settings: this.settings!, files: this.files, save } satisfies SavedTable));
    (this.root.querySelector("#resume-game") as HTMLButtonElement).disabled = false;
  }

  private key(e: KeyboardEvent): void {
    if (this.root.hidden || !this.view?.question || e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
    const buttons = [...this.root.querySelectorAll<HTMLButtonElement>("#question button.option")];
    if (/^[1-9]$/.test(e.key)) buttons[Number(e.key) - 1]?.click();
    else if (e.key === "Enter") this.root.querySelector<HTMLButtonElement>("#question button.done")?.click();
    else return;
    e.preventDefault();
  }

  private show(view: TableView): void {
    this.view = view;
    this.root.querySelector<HTMLElement>("#board")!.dataset.step = String(++this.steps);
    const s = view.sight;
    const face = (c: number): CardFace | undefined => view.faces[c];
    // Listed as they sit round the table.
    const seats = s.seating.map((p) => [s.handSizes[p]!, p] as const).map(([n, p]) => {
      // Table cards, where a house rule lays them: the face-up ones shown, the face-down ones counted.
      const up = s.tableFaceUp[p]!;
      const down = s.tableFaceDown[p]!;
      const table = up.length > 0 || down > 0 ? [el("span", { class: "table-cards" }, "; table: ", ...up.map((c) => cardElement(face(c))), down > 0 ? ` ${down} face down` : "")] : [];
      return el("li", { class: `seat${p === s.current ? " current" : ""}${p === view.seat ? " me" : ""}` }, `P${p + 1}${p === view.seat ? " (you)" : ""}: ${n} card${n === 1 ? "" : "s"}, ${s.scores[p]} points${s.eliminated.includes(p) ? " (out)" : ""}`, ...table);
    });
    const force = [
      s.activeColour !== null ? `colour ${COLOURS[s.activeColour] ?? "?"}` : "",
      s.activeNumber !== null ? `number ${s.activeNumber}` : "",
      s.wished ? "(wished)" : "",
      s.specialWish ? "a special card is wished" : "",
    ].filter((x) => x !== "");
    const board = this.root.querySelector("#board")!;
    board.replaceChildren(
      el("ul", { id: "seats" }, ...seats),
      el(
        "div",
        { id: "centre" },
        el("div", {}, "Discard pile: ", s.top === null ? "empty" : cardElement(face(s.top)), ` (${s.discardPile})`, ...faceDownOnPile(s, view.seat, face)),
        el("div", { id: "in-force" }, `In force: ${force.join(", ") || "anything"}`),
        el("div", {}, `Draw pile: ${s.drawPile} cards; events left: ${s.eventsLeft}; round ${s.round}, turn ${s.turn}; point limit ${s.pointLimit}`),
      ),
      el("div", { id: "rules" }, "Rule cards: ", ...(s.rulesInForce.length ? s.rulesInForce.map((c) => cardElement(face(c))) : ["none"])),
      el("div", { id: "lasting" }, `Lasting effects: ${view.lasting.join("; ") || "none"}`),
      el("div", { id: "shown" }, "Shown to you: ", ...(s.shown.length ? s.shown.map((c) => cardElement(face(c))) : ["nothing"])),
      el("div", { id: "hand" }, "Your hand: ", ...s.hand.map((c) => cardElement(face(c))), ...(s.powers.length ? [" Power cards: ", ...s.powers.map((c) => cardElement(face(c)))] : [])),
    );
    this.showQuestion(view);
    this.root.querySelector("#game-over")?.remove();
    const log = this.root.querySelector("#log")!;
    log.replaceChildren(...view.log.map((l) => el("li", {}, l)));
    log.scrollTop = log.scrollHeight;
    if (view.result) {
      const winners = view.result.winners.map((p) => `P${p + 1}`).join(", ");
      this.status(`game over: ${winners} ${view.result.winners.length === 1 ? "wins" : "win"}; scores ${view.result.scores.map((v, p) => `P${p + 1} ${v}`).join(", ")}`);
      this.showResult(view, view.result);
      localStorage.removeItem(SAVE_KEY);
    }
  }

  /**
   * The end of the game, below the board where the question was: who won, everyone's points, and a new game
   * at the same table. Beside the question's box, not in it: its buttons are the question's options.
   */
  private showResult(view: TableView, result: NonNullable<TableView["result"]>): void {
    const name = (p: number): string => `P${p + 1}${p === view.seat ? " (you)" : ""}`;
    const names = result.winners.map(name);
    const who = names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
    const rows = result.scores.map((points, p) =>
      el("tr", result.winners.includes(p) ? { class: "winner" } : {}, el("td", {}, name(p)), el("td", {}, `${points} points${result.winners.includes(p) ? " (winner)" : ""}`)),
    );
    const again = el("button", { id: "play-again" }, "New game");
    again.addEventListener("click", () => void this.start());
    const panel = el(
      "section",
      { id: "game-over", "aria-label": "Game over", style: "border: 2px solid currentColor; border-radius: 6px; padding: 0.5em 1em; margin: 0.5em 0" },
      el("h2", {}, `Game over: ${who} ${result.winners.length === 1 ? "wins" : "win"}`),
      el("table", { id: "final-scores" }, el("tr", {}, el("th", {}, "Player"), el("th", {}, "Score")), ...rows),
      again,
    );
    this.root.querySelector("#question")!.after(panel);
  }

  private showQuestion(view: TableView): void {
    const box = this.root.querySelector("#question")!;
    const q = view.question;
    if (!q) return void box.replaceChildren();
    const single = !q.counts && q.min === 1 && q.max === 1;
    const label = (o: (typeof q.options)[number], i: number): Array<Node | string> => [`${i + 1}. `, o.card !== undefined ? cardElement(view.faces[o.card], o.label) : o.label];
    if (q.counts) {
      // A split: one number per option, starting from a legal one (everything above the least to the first).
      const inputs = q.options.map((o, i) => el("input", { type: "number", min: String(q.least), value: String(i === 0 ? q.min - q.least * (q.options.length - 1) : q.least), "aria-label": o.label }));
      const done = el("button", { class: "done" }, "Done");
      done.addEventListener("click", () => void this.answer(inputs.map((x) => Number(x.value))));
      box.replaceChildren(el("p", {}, `${q.text}`), ...q.options.map((o, i) => el("label", { class: "count" }, ...label(o, i), inputs[i]!)), done);
      return;
    }
    const buttons = q.options.map((o, i) => {
      const b = el("button", { class: "option", "data-type": o.type }, ...label(o, i));
      b.addEventListener("click", () => {
        if (single) return void this.answer([i]);
        if (this.picked.has(i)) this.picked.delete(i);
        else this.picked.add(i);
        b.classList.toggle("picked", this.picked.has(i));
        done.disabled = this.picked.size < q.min || this.picked.size > q.max;
      });
      return b;
    });
    const done = el("button", { class: "done" }, q.min === 0 ? "Done (none is fine)" : "Done");
    done.disabled = !single && q.min > 0;
    done.addEventListener("click", () => void this.answer([...this.picked].sort((a, b) => a - b)));
    box.replaceChildren(el("p", {}, q.text.endsWith("?") ? q.text : `${q.text}:`), el("div", { class: "options" }, ...buttons), ...(single ? [] : [done]));
  }
}
