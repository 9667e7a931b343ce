/**
 * An effect's tables at run time (`table(list, n)`, read `t[k]`, written `set t[k] = ...`). A table made
 * by `table` holds its keys and their values side by side, whatever the keys are (players, colours,
 * cards and numbers are numbers at run time, options and texts strings): plain JSON, so a lasting
 * effect's frame that holds one is saved and checked like any variable (saved-game-check.ts). A
 * `choose split` is a list by seat, as tables were before they took other keys; a read or a write
 * takes either. The generated code's `at` helper (compile-js.ts) is this file's `tableRead`.
 */

/** A table made by `table(list, n)`: `values[i]` is the value of `keys[i]`. */
export interface KeyedTable {
  keys: Array<number | string>;
  values: unknown[];
}

/** A table value: keyed, or a list by seat (a split). */
export type TableValue = KeyedTable | unknown[];

/** A table of the list's elements, each once (in the list's order), all at `start`. */
export function newTable(keys: ReadonlyArray<number | string>, start: unknown): KeyedTable {
  const own = [...new Set(keys)];
  return { keys: own, values: own.map(() => start) };
}

/** `t[k]`: the key's value; none for a key the table does not hold, or no table or key at all. */
export function tableRead(t: unknown, k: unknown): unknown {
  if (t === null || t === undefined || k === null || k === undefined) return null;
  if (Array.isArray(t)) return t[k as number] ?? null;
  const table = t as KeyedTable;
  return table.values[table.keys.indexOf(k as number | string)] ?? null;
}

/** `set t[k] = v`: a key the table does not hold yet is added; nothing happens without a table or a key. */
export function tableWrite(t: unknown, k: unknown, v: unknown): void {
  if (t === null || t === undefined || k === null || k === undefined) return;
  if (Array.isArray(t)) {
    t[k as number] = v;
    return;
  }
  const table = t as KeyedTable;
  const i = table.keys.indexOf(k as number | string);
  if (i >= 0) table.values[i] = v;
  else {
    table.keys.push(k as number | string);
    table.values.push(v);
  }
}

/** Whether a value is a table made by `table` (an effect's other values are none, numbers, yes/no, texts and lists). */
export function isKeyedTable(v: unknown): v is KeyedTable {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** A deep copy of a keyed table (a lasting effect keeps its own frame). */
export function copyTable(t: KeyedTable): KeyedTable {
  return { keys: t.keys.slice(), values: t.values.slice() };
}
