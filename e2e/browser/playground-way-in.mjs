/** A way in: the Examples menu, Copy to my files on an official card, the guided first card, the help link; the card pane (the card as drawn, its rules text in a picked language). */

/**
 * @param {{ step: (name: string, fn: () => Promise<void>, timeoutMs?: number) => Promise<unknown>, openPage: () => Promise<any>, url: string, shot: (name: string) => Promise<void> }} ctx
 */
export async function wayInSteps(ctx) {
  void ctx;
}
