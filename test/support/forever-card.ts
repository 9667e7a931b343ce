/** A house card whose effect never ends: the step budget must stop it (FR7001). */
export const FOREVER_CARD = `kind: special
id: forever
name: { en: Forever }
class: open-wish
copies: 40
points: 7
wish: colour
mandatory: true
effect: |
  while true {
    log "again"
  }
`;
