/** The kinds and classes `frantic new card` writes; imports nothing, so the editor's client can offer them too. */
export const NEW_CARD_KINDS = ["special", "event", "rule", "power"] as const;
export type NewCardKind = (typeof NEW_CARD_KINDS)[number];
export const SPECIAL_CLASSES = ["coloured-special", "bicoloured-special", "open-wish", "unique"] as const;
export type SpecialClass = (typeof SPECIAL_CLASSES)[number];

/** What a new card's id may be: lower-case letters, digits and hyphens, starting with a letter or digit. */
export const CARD_ID = /^[a-z0-9][a-z0-9-]*$/;
