/**
 * The user's files, kept in the browser's IndexedDB (database "frantic-playground", store "files": path ->
 * text), so they are there on the next visit. Writes are debounced: an edit is stored half a second after
 * typing stops.
 */
const DB = "frantic-playground";
const STORE = "files";
const WRITE_DELAY_MS = 500;

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error("IndexedDB failed"));
  });
}

export class FileStore {
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();

  private constructor(private readonly db: IDBDatabase | undefined) {}

  /** Opens the store; without IndexedDB (a private window may refuse it) files live as long as the page. */
  static async open(): Promise<FileStore> {
    try {
      const open = indexedDB.open(DB, 1);
      open.onupgradeneeded = () => open.result.createObjectStore(STORE);
      return new FileStore(await request(open));
    } catch {
      return new FileStore(undefined);
    }
  }

  async all(): Promise<Record<string, string>> {
    if (!this.db) return {};
    const store = this.db.transaction(STORE).objectStore(STORE);
    const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())]);
    return Object.fromEntries(keys.map((k, i) => [String(k), String(values[i])]));
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
