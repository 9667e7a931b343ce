/**
 * The file tree beside the editor: the user's own files (kept in IndexedDB, editable; new, import of
 * YAML files or a zip of them, export of one or of all as a zip, share) and the official sets (read-only). Each file is an editor model under file:///work/
 * or file:///cards/, the URIs the language server knows them by.
 */
import * as monaco from "monaco-editor/editor/editor.api.js";
import { MAX_FILE_BYTES } from "../../compiler/read-text.js";
import type { FileStore } from "./file-store.js";
import { MAX_SHARED_FILES, shareLink } from "./share.js";
import { MAX_ZIP_BYTES, unzipFiles, zipFiles } from "./zip.js";

/** A name for a user's card file: letters, digits, spaces, dots, hyphens; ending in .yaml or .yml. */
const FILE_NAME = /^[\w .-]+\.ya?ml$/;
export const USER_FOLDER = "/work/";

function button(text: string, id: string): HTMLButtonElement {
  const b = document.createElement("button");
  b.textContent = text;
  b.id = id;
  return b;
}

export class FileTree {
  private current = "";
  /** "Copy to my files", offered while an official file is open (web/page/copy-to-mine.ts sets it). */
  onCopyOfficial: (() => void) | undefined;

  constructor(
    private readonly root: HTMLElement,
    private readonly editor: monaco.editor.IStandaloneCodeEditor,
    private readonly store: FileStore,
    private readonly official: Record<string, string>,
    private readonly say: (text: string) => void,
  ) {}

  /** The user's files as they are in the editor now (path -> text). */
  userFiles(): Record<string, string> {
    return Object.fromEntries(monaco.editor.getModels().filter((m) => m.uri.scheme === "file" && m.uri.path.startsWith(USER_FOLDER)).map((m) => [m.uri.path, m.getValue()]));
  }

  /** A user's file as an editor model, stored as it changes (and at once when `store`: not a share link's, until edited). */
  add(path: string, text: string, store = true): void {
    const uri = monaco.Uri.file(path);
    const existing = monaco.editor.getModel(uri);
    if (existing) existing.setValue(text);
    else monaco.editor.createModel(text, "yaml", uri).onDidChangeContent(() => this.store.write(path, monaco.editor.getModel(uri)!.getValue()));
    if (store) void this.store.put(path, text);
  }

  open(path: string): void {
    const uri = monaco.Uri.file(path);
    const model = monaco.editor.getModel(uri) ?? (path.startsWith("/cards/") ? monaco.editor.createModel(this.official[path.slice("/cards/".length)] ?? "", "yaml", uri) : undefined);
    if (!model) return;
    this.current = path;
    this.editor.setModel(model);
    this.editor.updateOptions({ readOnly: !path.startsWith(USER_FOLDER), readOnlyMessage: { value: "An official card file: read-only. Copy what you need into a file of your own." } });
    this.render();
  }

  render(): void {
    const user = Object.keys(this.userFiles()).sort();
    const entry = (path: string, label: string): HTMLLIElement => {
      const li = document.createElement("li");
      li.textContent = label;
      li.className = path === this.current ? "file open" : "file";
      li.dataset.path = path;
      li.tabIndex = 0;
      li.addEventListener("click", () => this.open(path));
      li.addEventListener("keydown", (e) => e.key === "Enter" && this.open(path));
      return li;
    };
    const heading = (text: string): HTMLHeadingElement => Object.assign(document.createElement("h2"), { textContent: text });
    const list = (items: HTMLLIElement[]): HTMLUListElement => {
      const ul = document.createElement("ul");
      ul.append(...items);
      return ul;
    };
    const actions = document.createElement("div");
    actions.className = "file-actions";
    const add = button("New", "new-file");
    add.addEventListener("click", () => this.newFile());
    const importer = document.createElement("input");
    Object.assign(importer, { type: "file", multiple: true, accept: ".yaml,.yml,.zip", hidden: true });
    importer.addEventListener("change", () => void this.importFiles(importer.files));
    const load = button("Import", "import-files");
    load.addEventListener("click", () => importer.click());
    const save = button("Export", "export-file");
    save.addEventListener("click", () => this.exportCurrent());
    const zip = button("Export zip", "export-zip");
    zip.addEventListener("click", () => void this.exportZip());
    const remove = button("Delete", "delete-file");
    remove.addEventListener("click", () => void this.deleteCurrent());
    const share = button("Share link", "share");
    share.addEventListener("click", () => void this.share());
    actions.append(add, load, save, zip, remove, share, importer);
    if (this.onCopyOfficial && this.current !== "" && !this.current.startsWith(USER_FOLDER)) {
      const copy = button("Copy to my files", "copy-to-mine");
      copy.title = "A copy of the card at the cursor, renamed, in a file of your own";
      copy.addEventListener("click", () => this.onCopyOfficial?.());
      actions.prepend(copy);
    }
    // The official sets, folder by folder, folded.
    const sets = new Map<string, string[]>();
    for (const path of Object.keys(this.official).filter((p) => /\.ya?ml$/.test(p)).sort()) {
      const set = path.split("/")[0]!;
      sets.set(set, [...(sets.get(set) ?? []), path]);
    }
    const official = [...sets].map(([set, paths]) => {
      const details = document.createElement("details");
      details.append(Object.assign(document.createElement("summary"), { textContent: set }), list(paths.map((p) => entry(`/cards/${p}`, p.slice(set.length + 1)))));
      if (this.current.startsWith(`/cards/${set}/`)) details.open = true;
      return details;
    });
    this.root.replaceChildren(heading("Your files"), list(user.map((p) => entry(p, p.slice(USER_FOLDER.length)))), actions, heading("Official sets (read-only)"), ...official);
  }

  private newFile(): void {
    const name = prompt("Name of the new card file (e.g. house-cards.yaml):", "house-cards.yaml")?.trim();
    if (!name) return;
    if (!FILE_NAME.test(name)) return this.say("a file name is letters, digits, spaces, dots and hyphens, ending in .yaml or .yml");
    const path = `${USER_FOLDER}${name}`;
    if (!monaco.editor.getModel(monaco.Uri.file(path))) this.add(path, "");
    this.open(path);
  }

  private async importFiles(files: FileList | null): Promise<void> {
    const refused: string[] = [];
    let last = "";
    /** One card file in: by its name alone (a zip's folders are dropped), if its name and size are a card file's. */
    const take = (name: string, size: number, text: () => Promise<string>): Promise<void> | void => {
      const base = name.split("/").pop() ?? name;
      if (!FILE_NAME.test(base)) return void refused.push(`${name} (card files end in .yaml or .yml)`);
      if (size > MAX_FILE_BYTES) return void refused.push(`${name} (larger than ${MAX_FILE_BYTES / 1024} KB)`);
      return text().then((t) => {
        this.add(`${USER_FOLDER}${base}`, t);
        last = `${USER_FOLDER}${base}`;
      });
    };
    for (const file of [...(files ?? [])]) {
      if (!/\.zip$/i.test(file.name)) {
        await take(file.name, file.size, () => file.text());
        continue;
      }
      if (file.size > MAX_ZIP_BYTES) {
        refused.push(`${file.name} (larger than ${MAX_ZIP_BYTES / 1024 / 1024} MB)`);
        continue;
      }
      try {
        const inside = await unzipFiles(new Uint8Array(await file.arrayBuffer()));
        for (const [name, text] of Object.entries(inside)) await take(name, new TextEncoder().encode(text).length, async () => text);
      } catch (e) {
        refused.push(`${file.name} (${e instanceof Error ? e.message : String(e)})`);
      }
    }
    if (last) this.open(last);
    if (refused.length > 0) this.say(`not imported: ${refused.join("; ")}`);
  }

  private async exportZip(): Promise<void> {
    const files = Object.fromEntries(Object.entries(this.userFiles()).map(([path, text]) => [path.slice(USER_FOLDER.length), text]));
    this.download(new Blob([(await zipFiles(files)) as BlobPart], { type: "application/zip" }), "frantic-cards.zip");
  }

  private download(blob: Blob, name: string): void {
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
  }

  private async deleteCurrent(): Promise<void> {
    const path = this.current;
    const others = Object.keys(this.userFiles()).filter((p) => p !== path);
    if (!path.startsWith(USER_FOLDER)) return this.say("official files cannot be deleted");
    if (others.length === 0) return this.say("this is your only file: write another before deleting it");
    if (!confirm(`Delete ${path.slice(USER_FOLDER.length)} from this browser?`)) return;
    monaco.editor.getModel(monaco.Uri.file(path))?.dispose();
    await this.store.remove(path);
    this.open(others.sort()[0]!);
  }

  private exportCurrent(): void {
    const model = this.editor.getModel();
    if (!model) return;
    this.download(new Blob([model.getValue()], { type: "application/yaml" }), model.uri.path.split("/").pop() ?? "cards.yaml");
  }

  private async share(): Promise<void> {
    const files = this.userFiles();
    // A link of more files would not open (share.ts refuses it): said now, not to whoever opens it.
    const count = Object.keys(files).length;
    if (count > MAX_SHARED_FILES) return this.say(`${count} files are more than a share link may carry (${MAX_SHARED_FILES}): delete the files you do not mean to share, then share again`);
    const link = await shareLink(files, location.href);
    const box = document.getElementById("share-link") as HTMLInputElement;
    box.value = link;
    box.hidden = false;
    box.select();
    await navigator.clipboard?.writeText(link).then(() => this.say("share link copied: it holds your files, nothing is stored anywhere else"), () => this.say("share link ready: copy it from the box"));
  }
}
