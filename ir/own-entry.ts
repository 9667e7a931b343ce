/**
 * A table's entry for a name that comes from a file (a compiled program, a saved game): only the
 * table's own entries, never what its prototype has (`constructor`, `__proto__`, `toString`).
 */
export function ownEntry<T>(table: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.hasOwn(table, name) ? table[name] : undefined;
}
