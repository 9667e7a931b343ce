/**
 * House cards as YAML text for tests: an open-wish special of 40 copies (so it turns up in every game),
 * with the effect given, indented under `effect: |`.
 */
export function houseCardText(id: string, name: string, effect: string): string {
  const body = effect
    .trim()
    .split("\n")
    .map((line) => `  ${line}`)
    .join("\n");
  return `kind: special
id: ${id}
name: { en: ${name} }
class: open-wish
copies: 40
points: 7
wish: colour
mandatory: true
effect: |
${body}
`;
}

/** A house card whose effect never ends: the step budget must stop it (FR7001). */
export const FOREVER_CARD = houseCardText("forever", "Forever", 'while true {\n  log "again"\n}');
