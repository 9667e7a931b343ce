/**
 * The names other than English that an official card file may give: each exactly as a seed (the
 * publisher's documents the project was made from; [000] is the current rules page) prints it. Most cards
 * carry their English name in every language (the German rules say «Gift», «Exchange», «Fantastic Four»),
 * so they give none; a name that is not here is an invention.
 */
import type { Lang } from "../../language/languages.js";

export const SEED_NAMES: Record<string, Partial<Record<Exclude<Lang, "en">, string>>> = {
  // [000]: «Zahlenkarte» in Seppuku's German text.
  number: { de: "Zahlenkarte" },
  // [000]: the German heading «Schwarze Zahlenkarten», and «schwarze Zahlenkarte» in the Supercharge rules.
  "black-number": { de: "Schwarze Zahlenkarte" },
  // [000]: the headings of the German blank cards.
  "blank-card": { de: "Blanko Spielkarte" },
  "blank-event": { de: "Blanko Ereigniskarte" },
  // [000]: the heading of the German event.
  "pandoras-box": { de: "Pandoras Box" },
  // [000]: the German heading, and the card's own name in the French, Italian and Spanish texts.
  "golden-fuck-you": { de: "Goldene Fuck You", fr: "Fuck You d’Or", it: "Fuck You d’oro", es: "Jódete de Oro" },
};
