/** The card a new playground opens with: a small coloured special, in the project's own words. */
export const STARTER_FILE = "/work/my-cards.yaml";

export const STARTER_TEXT = `# Your cards. Type to see errors, hover a word, Ctrl+Space to complete, "frantic-" for a new card.
kind: special
id: lucky-draw
name: { en: Lucky Draw }
text: { en: "Pick another player; they draw two cards." }
class: coloured-special
colours: [blue, red]
copies: 2
points: 10
effect: |
  target victim = choose player from others
  victim draws 2
`;
