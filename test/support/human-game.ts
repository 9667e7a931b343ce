/** Drives `frantic play --human` with a person typing: for the terminal game's tests. */
import { run } from "../../cli/main.js";
import type { Io } from "../../cli/common.js";

export interface HumanGame {
  code: number;
  stdout: string;
  stderr: string;
  /** How many lines were typed. */
  lines: number;
}

/**
 * Runs `frantic ...` with a person typing: `answer(stdoutSoFar)` gives each line when it is asked for
 * (undefined ends the input). The generator is the input itself (not Readable.from, which reads ahead),
 * so lines are pulled one at a time and each sees the prompt it answers. `io` adds to the captured
 * streams (a terminal's stdout, the environment).
 */
export async function playAs(argv: string[], answer: (stdout: string) => string | undefined, io: Pick<Io, "outIsTTY" | "env"> = {}): Promise<HumanGame> {
  let stdout = "";
  let stderr = "";
  let lines = 0;
  async function* typing(): AsyncGenerator<string> {
    for (;;) {
      // A guard: answers that never fit must not loop forever (the loop would starve vitest's timers).
      const line = lines < 3000 ? answer(stdout) : undefined;
      if (line === undefined) return;
      lines++;
      yield `${line}\n`;
    }
  }
  const code = await run(argv, { out: (s) => void (stdout += s), err: (s) => void (stderr += s), errIsTTY: false, input: typing, ...io });
  return { code, stdout, stderr, lines };
}

/** Types the example answer the last prompt offers (always a legal one). */
export function example(stdout: string): string {
  const all = [...stdout.matchAll(/\[e\.g\. ([^\]]*)\]: $/gm)];
  return all[all.length - 1]![1]!;
}
