/**
 * The keys of a JSON pointer as a JSON Schema validator (ajv) gives a problem's place ("/run/players/2"),
 * read against the value it points into: a list's index as a number, an object's key as text (even one
 * that looks like a number). One reading for every file checked against a schema: card files, programs,
 * shards and reports.
 */
export function pointerPath(value: unknown, pointer: string): Array<string | number> {
  if (pointer === "") return [];
  const path: Array<string | number> = [];
  let current = value;
  for (const raw of pointer.slice(1).split("/")) {
    const segment = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (Array.isArray(current)) {
      path.push(Number(segment));
      current = current[Number(segment)];
    } else {
      path.push(segment);
      current = current !== null && typeof current === "object" ? (current as Record<string, unknown>)[segment] : undefined;
    }
  }
  return path;
}
