/**
 * The one set-up of the playground's scenarios, for the runner ("Run scenarios": web/scenario-results.ts
 * in the core's worker) and the editor (the language server's set-up check in web/lsp-worker.ts): the
 * user's files in the in-memory file system (web/core.ts memoryHost), so that `with:` and `house-rules:`
 * find a file relative to the scenario file's folder; and the user's card files (web/user-files.ts), house
 * cards in every scenario's game. So a card one of them sees, the other sees too (FR8001, FR8012 agree
 * with the run).
 */
import type { ValidateFunction } from "ajv";
import type { Diagnostic } from "../compiler/diagnostics.js";
import { host, setHost, type Host } from "../host/host.js";
import type { ScenarioChecker } from "../service/workspace.js";
import { ScenarioSetUpCheck } from "../testing/run-scenarios.js";
import { inWorkingFolder, memoryHost, WORKING_FOLDER } from "./core.js";
import { userFileRoles } from "./user-files.js";

/** `work` with `h` as the host every read goes through; the host before it afterwards. */
function within<T>(h: Host, work: () => T): T {
  const outer = host();
  setHost(h);
  try {
    return work();
  } finally {
    setHost(outer);
  }
}

/**
 * The language server's scenario check in the playground: `frantic test`'s set-up check (ScenarioSetUpCheck)
 * with the runner's house cards, over an in-memory file system of the user's files as the editor has them.
 * The playground has no disk: its files are kept as they change, so each change counts as saved. The files
 * are compared with `userFiles()` (the server's workspace) whenever the workspace asks for `generation`, so a
 * scenario's set-up is checked again when a card it may see changes, is added or removed.
 */
export class PlaygroundScenarioCheck implements ScenarioChecker {
  private files: Record<string, string> = {};
  private fileSystem: Host | undefined;
  private inner: ScenarioSetUpCheck | undefined;
  private houseCards = "";
  private counter = 0;

  constructor(
    private readonly cards: Readonly<Record<string, string>>,
    private readonly prebuilt: Readonly<Record<string, ValidateFunction>>,
    private readonly userFiles: () => Record<string, string>,
  ) {}

  get generation(): number {
    this.sync();
    return this.counter;
  }

  check(file: string, text: string): Diagnostic[] {
    const inner = this.sync();
    return within(this.fileSystem!, () => inner.check(file, text));
  }

  /** Nothing: the server's didSave and watched files are the disk's, which the playground has none of; `sync` compares the files. */
  diskChanged(): void {}

  /** The file system and check as the user's files are now: made again when a file changed, with the programs kept when no card a check read did. */
  private sync(): ScenarioSetUpCheck {
    const files = this.userFiles();
    const changed = [...new Set([...Object.keys(files), ...Object.keys(this.files)])].filter((p) => files[p] !== this.files[p]);
    if (this.inner && changed.length === 0) return this.inner;
    this.files = files;
    const fileSystem = memoryHost(this.cards, files, this.prebuilt);
    this.fileSystem = fileSystem;
    const { houseCards } = userFileRoles(files);
    const key = JSON.stringify(houseCards);
    if (!this.inner || key !== this.houseCards) {
      this.houseCards = key;
      this.counter++;
      return (this.inner = within(fileSystem, () => new ScenarioSetUpCheck(houseCards)));
    }
    const inner = this.inner;
    const before = inner.generation;
    within(fileSystem, () => inner.diskChanged(changed.map(inWorkingFolder)));
    if (inner.generation !== before) this.counter++;
    return inner;
  }
}

/** The user's files in a language server's workspace: those in the working folder (the official ones are elsewhere). */
export function workingFiles(files: readonly string[], text: (file: string) => string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of files) {
    const t = f.startsWith(`${WORKING_FOLDER}/`) ? text(f) : undefined;
    if (t !== undefined) out[f] = t;
  }
  return out;
}
