/** Free file names in the user's folder, for files the page adds (examples, copies): never one already there. */

/** `name` with `-n` put before its extension (`.test.yaml` kept whole): tidy-up.test.yaml, 2 -> tidy-up-2.test.yaml. */
export function numbered(name: string, n: number): string {
  if (n < 2) return name;
  const m = /^(.*?)((?:\.test)?\.ya?ml)$/.exec(name);
  return m ? `${m[1]}-${n}${m[2]}` : `${name}-${n}`;
}

/** The first number (1: the names as they are) at which none of `names` is taken: so a card and its scenario file keep one stem. */
export function freeNumber(names: readonly string[], taken: (name: string) => boolean): number {
  let n = 1;
  while (names.some((name) => taken(numbered(name, n)))) n++;
  return n;
}
