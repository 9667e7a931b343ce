/**
 * The browser database that keeps the user's files (IndexedDB "frantic-playground", store "files": path ->
 * text): opened, and read whole, the one way both the first script (boot.ts) and the file store
 * (file-store.ts) do it, so that whichever opens it first makes it as the other expects. Small: boot.ts
 * bundles it into the first script.
 */
const DB = "frantic-playground";
const VERSION = 1;
export const FILES_STORE = "files";

/** An IndexedDB request as a promise. */
export function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error("IndexedDB failed"));
  });
}

/** Opens the database, making its store on the first visit. */
export function openFileDb(): Promise<IDBDatabase> {
  const open = indexedDB.open(DB, VERSION);
  open.onupgradeneeded = () => open.result.createObjectStore(FILES_STORE);
  return request(open);
}

/** Every stored file: path -> text. */
export async function allFiles(db: IDBDatabase): Promise<Record<string, string>> {
  const store = db.transaction(FILES_STORE).objectStore(FILES_STORE);
  const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())]);
  return Object.fromEntries(keys.map((k, i) => [String(k), String(values[i])]));
}
