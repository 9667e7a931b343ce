/**
 * Copiers made from a list of field names: each is written out as one assignment per field, as a
 * hand-written copy is (checkpoints copy at every turn, and a loop over the names would make every
 * store a lookup by name). The names are the caller's own constants, checked to be plain names.
 */

/** How a field is copied: its value handed over (numbers, flags, objects never changed in place), or a list of numbers copied into the list the target has. */
export type FieldCopy = "value" | "numbers";

const NAME = /^[A-Za-z_$][\w$]*$/;

/** `copy(from, into)`: each field of `fields` from one holder into the other; `copyNumbers(from, into)` copies a list of numbers. */
export function fieldCopier<T>(fields: Readonly<Record<string, FieldCopy>>, copyNumbers: (from: readonly number[], into: number[]) => unknown): (from: T, into: T) => void {
  const lines = Object.entries(fields).map(([name, how]) => {
    if (!NAME.test(name)) throw new Error(`not a field name: '${name}'`);
    return how === "value" ? `into.${name} = from.${name};` : `copyNumbers(from.${name}, into.${name});`;
  });
  return new Function("copyNumbers", `"use strict";\nreturn function copyFields(from, into) {\n${lines.join("\n")}\n};`)(copyNumbers) as (from: T, into: T) => void;
}
