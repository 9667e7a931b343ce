/** A count with its noun: "1 job", "2 jobs" (`many` for a noun whose plural is not its word and an s). */
export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}
