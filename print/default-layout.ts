/**
 * The default layout of `frantic render`, as the YAML a user would write (`frantic render --print-layout`
 * prints it to start a layout of one's own from). A layout file needs to give only what it changes.
 *
 * The card size: the rulebooks (the seeds) give no measurement; they say only that the Swiss original and the
 * international edition differ in card stock and format. 63 x 88 mm is the common playing-card size that
 * card sleeves and print shops take; a group whose cards differ sets `card: { width, height }`.
 */
export const DEFAULT_LAYOUT_YAML = `# frantic render layout (frantic render --layout FILE); a file gives only what it changes.
# Every length is in mm, measured from the card's top left corner (inside the bleed).
card:
  width: 63
  height: 88
  bleed: 3
  corner: 3
  border: 3.5

colours:
  blue: "#1e73be"
  red: "#e2231a"
  green: "#3aaa35"
  yellow: "#ffcc00"
  black: "#1d1d1b"
  multi: "#7a4fa0"
  white: "#ffffff"

fonts:
  name: { family: DejaVu Sans, weight: bold, size: 4.6 }
  text: { family: DejaVu Sans Condensed, weight: normal, size: 3.6, line-height: 1.25 }
  number: { family: DejaVu Sans, weight: bold, size: 34 }
  corner: { family: DejaVu Sans, weight: bold, size: 6 }
  points: { family: DejaVu Sans, weight: bold, size: 4.2 }
  mark: { family: DejaVu Sans Condensed, weight: bold, size: 3.0 }
  back: { family: DejaVu Sans, weight: bold, size: 9 }

fields:
  name: { x: 6, y: 6, width: 51, height: 9 }
  text: { x: 7, y: 18, width: 49, height: 54 }
  number: { x: 6, y: 14, width: 51, height: 56 }
  points: { x: 47, y: 75, width: 10, height: 7 }
  wish: { x: 6, y: 75, width: 38, height: 7 }
  timing: { x: 6, y: 75, width: 16, height: 7 }
  # where a card's art: picture goes; the text of a card with art starts below it
  art: { x: 7, y: 17, width: 49, height: 27 }

# background: a colour, or card (the card's own colours: two for a bicoloured card, all four for a multicoloured one)
faces:
  coloured-number: { background: card, panel: none, ink: "#ffffff", panel-ink: "#1d1d1b" }
  black-number: { background: card, panel: none, ink: "#ffffff", panel-ink: "#1d1d1b" }
  coloured-special: { background: card, panel: "#ffffff", ink: "#ffffff", panel-ink: "#1d1d1b" }
  bicoloured-special: { background: card, panel: "#ffffff", ink: "#ffffff", panel-ink: "#1d1d1b" }
  open-wish: { background: card, panel: "#ffffff", ink: "#ffffff", panel-ink: "#1d1d1b" }
  unique: { background: "#1d1d1b", panel: "#ffffff", ink: "#ffffff", panel-ink: "#1d1d1b" }
  event: { background: "#ffffff", panel: "#f2f2f2", ink: "#1d1d1b", panel-ink: "#1d1d1b" }
  power: { background: "#ffcc00", panel: "#ffffff", ink: "#1d1d1b", panel-ink: "#1d1d1b" }
  rule: { background: "#5b3a8e", panel: "#ffffff", ink: "#ffffff", panel-ink: "#1d1d1b" }

# The template over every face: a frame line round the panel (a colour, or none), one font family for
# every field (or fonts: each field's own), and the safe zone's inset from the trim (--guides draws it).
template: { frame: none, frame-width: 0.5, font: fonts, safe: 4 }

# One back per deck, so that the decks are told apart face down.
backs:
  hand: { background: "#1d1d1b", ink: "#ffffff", stripes: none, label: FRANTIC }
  event: { background: "#ffffff", ink: "#1d1d1b", stripes: none, label: EVENT }
  power: { background: "#ffcc00", ink: "#1d1d1b", stripes: "#1d1d1b", label: POWER }
  rule: { background: "#5b3a8e", ink: "#ffffff", stripes: none, label: RULE }
`;
