/** What the editor suites open: a card with a typo on line 9 ('drwas', columns 12-16). */
export const TYPO_CARD = `kind: special
id: typo-card
name: { en: Typo Card }
text: { en: "Draw one." }
class: coloured-special
colours: [blue]
copies: 1
points: 10
effect: me drwas 1
`;
