/**
 * The guided first card: a small panel that walks through five steps (a name, a class, an effect, a
 * scenario that passes, a game with the card), says what to do at each, sees when it is done and moves on.
 * It watches the file it opened (first-card.yaml), its markers, the scenario results and the table: it
 * never edits the card itself, except to write a scenario file when asked.
 */
import * as monaco from "monaco-editor/editor/editor.api.js";
import { USER_FOLDER, type FileTree } from "./file-tree.js";

const FILE = `${USER_FOLDER}first-card.yaml`;
const SCENARIOS = `${USER_FOLDER}first-card.test.yaml`;
const START_TEXT = `# Your first card: the guide's panel says what to write next.
kind: special
id: first-card
`;
/** How long the text must stay unchanged before "no errors" is believed (the server checks after each change). */
const SETTLED_MS = 1200;

interface Watch {
  text: string;
  errors: monaco.editor.IMarker[];
  settled: boolean;
  scenarioPassed: boolean;
  gameStarted: boolean;
}

interface Step {
  title: string;
  /** What to do, as HTML of the guide's own words (no user text in it). */
  todo: string;
  done: (w: Watch) => boolean;
}

const STEPS: Step[] = [
  {
    title: "Name it",
    todo: "Under <code>id: first-card</code>, add a line with your card's name: <code>name: { en: Night Owl }</code> (any name).",
    done: (w) => /^name:\s*\{\s*en:\s*[^\s}]/m.test(w.text),
  },
  {
    title: "Pick its class",
    todo: "Say what it may be played on and how it looks: <code>class: coloured-special</code>, <code>colours: [red, blue]</code>, <code>copies: 1</code>, <code>points: 5</code>. Ctrl+Space offers the classes.",
    done: (w) => {
      const line = w.text.split(/\r?\n/).findIndex((l) => /^class:\s*[a-z-]+\s*$/.test(l));
      return line >= 0 && /^colours:\s*\[/m.test(w.text) && w.settled && !w.errors.some((m) => m.startLineNumber === line + 1);
    },
  },
  {
    title: "Say what it does",
    todo: "Add <code>effect: |</code> and under it, indented by two spaces, what happens: <code>me draws 1</code>, or <code>target victim = choose player from others</code> then <code>victim draws 2</code>. Hover a word to see what it means. Done when the file has no errors.",
    done: (w) => /^effect:/m.test(w.text) && w.settled && w.errors.length === 0,
  },
  {
    title: "Test it",
    todo: "A scenario sets up a game and checks what happens. <button type=\"button\" id=\"guide-write-scenario\">Write first-card.test.yaml for me</button> then open <b>Simulate &amp; test</b> and press <b>Run scenarios</b>: the step is done when a scenario passes.",
    done: (w) => w.scenarioPassed,
  },
  {
    title: "Play it",
    todo: "Open <b>Table</b> and press <b>New game with my cards</b>: your card is shuffled into the deck with the base game.",
    done: (w) => w.gameStarted,
  },
];

/** A scenario that deals the card: it passes whatever the effect does, a start to write more from. */
export function scenarioFor(cardText: string): string {
  const name = /^name:\s*\{\s*en:\s*("(?:[^"\\]|\\.)*"|[^,}]+?)\s*[,}]/m.exec(cardText)?.[1] ?? "first-card";
  const plain = name.startsWith('"') ? (JSON.parse(name) as string) : name;
  const colour = /^colours:\s*\[\s*([a-z]+)/m.exec(cardText)?.[1];
  const spec = colour ? `${colour} ${plain}` : plain;
  return `# Scenarios for your first card: a game set up by hand, then what must be true.
scenarios:
  - name: the card is in player 0's hand
    given:
      players: 2
      hands: [[${spec}, red 3], [yellow 1, green 2]]
      discard: [blue 5]
    expect:
      hands:
        0: { count: 2 }
`;
}

export class Guide {
  private step = 0;
  private timer: ReturnType<typeof setInterval> | undefined;
  private lastChange = 0;
  private scenarioPassed = false;
  private gameStarted = false;
  private watched: monaco.editor.ITextModel | undefined;

  constructor(
    private readonly root: HTMLElement,
    private readonly opener: HTMLButtonElement,
    private readonly tree: FileTree,
  ) {
    opener.addEventListener("click", () => (root.hidden ? this.open() : this.close()));
    // What the other screens show is watched, not asked of them: a passing scenario, a game dealt.
    const results = document.getElementById("scenario-results");
    if (results) new MutationObserver(() => (this.scenarioPassed ||= this.step === 3 && results.querySelector("li.passed") !== null)).observe(results, { childList: true, subtree: true });
    const board = document.getElementById("board");
    if (board) new MutationObserver(() => (this.gameStarted ||= this.step === 4 && board.childElementCount > 0)).observe(board, { childList: true, subtree: true, attributes: true });
  }

  open(): void {
    if (!monaco.editor.getModel(monaco.Uri.file(FILE))) this.tree.add(FILE, START_TEXT);
    const model = monaco.editor.getModel(monaco.Uri.file(FILE))!;
    // Listened to once per model (the file deleted and the guide opened again makes a new one).
    if (this.watched !== model) {
      this.watched = model;
      model.onDidChangeContent(() => (this.lastChange = Date.now()));
    }
    this.tree.open(FILE);
    this.root.hidden = false;
    this.opener.setAttribute("aria-pressed", "true");
    clearInterval(this.timer);
    this.timer = setInterval(() => this.check(), 400);
    this.draw();
  }

  close(): void {
    this.root.hidden = true;
    this.opener.setAttribute("aria-pressed", "false");
    clearInterval(this.timer);
  }

  private watch(): Watch {
    const model = monaco.editor.getModel(monaco.Uri.file(FILE));
    const errors = model ? monaco.editor.getModelMarkers({ resource: model.uri }).filter((m) => m.severity === monaco.MarkerSeverity.Error) : [];
    return { text: model?.getValue() ?? "", errors, settled: Date.now() - this.lastChange > SETTLED_MS, scenarioPassed: this.scenarioPassed, gameStarted: this.gameStarted };
  }

  private check(): void {
    const before = this.step;
    while (this.step < STEPS.length && STEPS[this.step]!.done(this.watch())) this.step++;
    if (this.step !== before) this.draw();
  }

  private draw(): void {
    const done = this.step >= STEPS.length;
    const step = STEPS[Math.min(this.step, STEPS.length - 1)]!;
    const heading = done ? "Your first card is made" : `Step ${this.step + 1} of ${STEPS.length}: ${step.title}`;
    const body = done ? "It is in your files, with its scenario. The <b>Examples</b> menu has more cards to read and change; <b>Help</b> explains the page." : step.todo;
    const steps = STEPS.map((s, i) => `<li class="${i < this.step ? "done" : i === this.step ? "current" : ""}">${s.title}</li>`).join("");
    this.root.innerHTML = `<button type="button" id="guide-close" aria-label="Close the guide">×</button><h2>${heading}</h2><ol>${steps}</ol><p>${body}</p>`;
    this.root.dataset.step = String(this.step + 1);
    this.root.querySelector("#guide-close")!.addEventListener("click", () => this.close());
    this.root.querySelector("#guide-write-scenario")?.addEventListener("click", () => {
      if (!monaco.editor.getModel(monaco.Uri.file(SCENARIOS))) this.tree.add(SCENARIOS, scenarioFor(this.watch().text));
      this.tree.open(SCENARIOS);
    });
  }
}
