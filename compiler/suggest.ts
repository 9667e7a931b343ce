/** "Did you mean ...?" suggestions for misspelt names. */

/** Edit distance (insertions, deletions, substitutions), computed with a single row. */
export function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/**
 * The candidate closest to `name` (case-insensitively) within `maxDistance` edits, or undefined.
 * A candidate must also keep part of the name: "x" is not a typo of "id". Ties go to the earlier candidate.
 */
export function closest(name: string, candidates: Iterable<string>, maxDistance = 2): string | undefined {
  const wanted = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = levenshtein(wanted, candidate.toLowerCase());
    if (distance <= maxDistance && distance < Math.max(wanted.length, 1) && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
