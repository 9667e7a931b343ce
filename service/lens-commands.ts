/** The commands code lenses invoke, carried out by the editor's client; imports nothing, so a client can import it. */

/** The client commands a lens can invoke, with their arguments. */
export const LENS_COMMANDS = {
  /** [file, card id]: simulate games with and without the card. */
  simulateCard: "frantic.simulateCard",
  /** [file, scenario name]: run one scenario (in the editor's test view). */
  runScenario: "frantic.runScenario",
} as const;

/** How many games a lens simulates. */
export const LENS_GAMES = 500;
