/**
 * The user's files, kept in the browser's IndexedDB (database "frantic-playground", store "files": path ->
 * text), so they are there on the next visit. Writes are debounced: an edit is stored half a second after
 * typing stops.
 */
import { allFiles, FILES_STORE as STORE, openFileDb, request } from "./file-db.js";

const WRITE_DELAY_MS = 500;

export class FileStore {
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();

  private constructor(private readonly db: IDBDatabase | undefined) {}

  /** Opens the store; without IndexedDB (a private window may refuse it) files live as long as the page. */
  static async open(): Promise<FileStore> {
    try {
      return new FileStore(await openFileDb());
    } catch {
      return new FileStore(undefined);
    }
  }

  async all(): Promise<Record<string, string>> {
    return this.db ? allFiles(this.db) : {};
  }

  write(path: string, text: string): void {
    clearTimeout(this.timers.get(path));
    this.timers.set(path, setTimeout(() => void this.put(path, text), WRITE_DELAY_MS));
  }

  async put(path: string, text: string): Promise<void> {
    this.timers.delete(path);
    if (this.db) await request(this.db.transaction(STORE, "readwrite").objectStore(STORE).put(text, path));
  }

  async remove(path: string): Promise<void> {
    clearTimeout(this.timers.get(path));
    if (this.db) await request(this.db.transaction(STORE, "readwrite").objectStore(STORE).delete(path));
  }
}
