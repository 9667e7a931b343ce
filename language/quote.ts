/** Text from a file quoted in a message: cut to `most` characters, marked when it was cut, so a huge input is never echoed. */
export function clip(text: string, most: number): string {
  return text.length <= most ? text : `${text.slice(0, most - 1)}…`;
}
