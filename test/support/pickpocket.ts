/** A house card used by the CLI tests: take a blind card from another player's hand. */
export const PICKPOCKET = `kind: special
id: pickpocket
name: { en: Pickpocket }
class: coloured-special
colours: [blue, red, green, yellow]
copies: 3
points: 7
effect: |
  target victim = choose player from others where count of hand of it > 0
  let loot = choose blind card from hand of victim
  me takes loot
`;
