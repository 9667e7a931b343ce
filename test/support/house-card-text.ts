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

/** A well-formed house special of its own id: pick another player, who draws two. */
export const LUCKY_DRAW_CARD = `kind: special
id: lucky-draw
name: { en: Lucky Draw }
text: { en: "Pick another player; they draw two cards." }
class: coloured-special
colours: [blue, red, green, yellow]
copies: 1
points: 10
effect: |
  target victim = choose player from others
  victim draws 2
`;
