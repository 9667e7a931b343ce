/**
 * The card pane beside the editor (toggled from the header): the card under the cursor as `frantic render`
 * draws it and its rules text written from its effect, in a language picked here. The core's worker does
 * the work (web/card-view.ts, request "card-view"); the pane asks again a moment after typing or moving
 * stops, and shows only the latest answer.
 */
import type * as monaco from "monaco-editor/editor/editor.api.js";
import { LANGUAGES, type Lang } from "../../language/languages.js";
import type { CardView } from "../card-view.js";
import type { LazyCoreClient } from "./core-client.js";

const DELAY_MS = 300;

export class CardPane {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private asked = 0;
  private readonly lang: HTMLSelectElement;

  constructor(
    private readonly root: HTMLElement,
    private readonly toggle: HTMLButtonElement,
    private readonly editor: monaco.editor.IStandaloneCodeEditor,
    private readonly core: LazyCoreClient,
    private readonly userFiles: () => Record<string, string>,
  ) {
    this.lang = root.querySelector<HTMLSelectElement>("#card-lang")!;
    this.lang.replaceChildren(...LANGUAGES.map((l) => Object.assign(document.createElement("option"), { value: l.code, textContent: l.name })));
    this.lang.addEventListener("change", () => this.refresh());
    toggle.addEventListener("click", () => this.show(root.hidden));
    root.querySelector("#card-pane-close")?.addEventListener("click", () => this.show(false));
    const later = (): void => {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.refresh(), DELAY_MS);
    };
    editor.onDidChangeModelContent(later);
    editor.onDidChangeCursorPosition(later);
    editor.onDidChangeModel(later);
  }

  show(open: boolean): void {
    this.root.hidden = !open;
    this.toggle.setAttribute("aria-pressed", String(open));
    if (open) this.refresh();
  }

  private refresh(): void {
    const model = this.editor.getModel();
    if (this.root.hidden || !model) return;
    const asked = ++this.asked;
    const request = { kind: "card-view", files: this.userFiles(), path: model.uri.path, text: model.getValue(), line: (this.editor.getPosition()?.lineNumber ?? 1) - 1, lang: this.lang.value as Lang };
    this.root.setAttribute("aria-busy", "true");
    this.core.request<CardView>(request).then(
      (view) => asked === this.asked && this.draw(view),
      (e: unknown) => asked === this.asked && this.draw({ problem: e instanceof Error ? e.message : String(e) }),
    );
  }

  private draw(view: CardView): void {
    const face = this.root.querySelector<HTMLImageElement>("#card-face")!;
    // An <img> of the SVG: it is drawn, never run (the names in it are the user's, escaped by print/svg-text.ts).
    face.hidden = view.svg === undefined;
    if (view.svg !== undefined) face.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(view.svg)}`;
    face.alt = view.name ? `${view.name}, as printed` : "";
    this.root.querySelector("#card-name")!.textContent = view.name ?? view.id ?? "";
    this.root.querySelector("#card-rules")!.textContent = view.rulesText ?? "";
    this.root.querySelector("#card-written")!.textContent = view.written ? `Its text: ${view.written}` : "";
    this.root.querySelector("#card-note")!.textContent = view.problem ?? "";
    this.root.dataset.card = view.id ?? "";
    this.root.dataset.lang = this.lang.value;
    // Counted, so a test (or a reader of the page) knows an answer came.
    this.root.dataset.updates = String(Number(this.root.dataset.updates ?? 0) + 1);
    this.root.removeAttribute("aria-busy");
  }
}
