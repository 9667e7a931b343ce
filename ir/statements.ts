/** Walking compiled effect code. */
import type { IrStmt } from "./ir.js";

/**
 * Calls `visit` on every statement of a block and of the blocks inside it (loops, branches, lasting
 * effects), in written order, with the list it stands in and its place there.
 */
export function everyStatement(body: readonly IrStmt[], visit: (s: IrStmt, list: readonly IrStmt[], i: number) => void): void {
  body.forEach((s, i) => {
    visit(s, body, i);
    if ("body" in s) everyStatement(s.body, visit);
    if (s.op === "if") {
      everyStatement(s.then, visit);
      everyStatement(s.otherwise, visit);
    }
  });
}
