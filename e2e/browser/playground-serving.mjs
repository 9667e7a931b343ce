/** Serving: ETag and Last-Modified, compressed responses, long cache lifetimes for hashed assets, a reload that transfers little; the first screen before the editor arrives. */

/**
 * @param {{ step: (name: string, fn: () => Promise<void>, timeoutMs?: number) => Promise<unknown>, openPage: () => Promise<any>, url: string, shot: (name: string) => Promise<void> }} ctx
 */
export async function servingSteps(ctx) {
  void ctx;
}
