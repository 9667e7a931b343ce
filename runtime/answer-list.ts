/** Answers kept as one flat list of numbers (a session's answers, a fork point's). */
import type { Answer } from "./decision.js";

/**
 * Answers, kept as one flat list of numbers: a game gives thousands, and as many small arrays held to
 * its end would be copied by every young-generation collection (it doubled their cost in long games).
 */
export class AnswerList {
  private readonly values: number[] = [];
  /** Where each answer starts in `values`, and where the next one will. */
  private readonly starts: number[] = [0];
  /** The last answer as it was given: the engine mostly asks for it at once. */
  private last: Answer | undefined = undefined;

  get length(): number {
    return this.starts.length - 1;
  }

  push(answer: Answer): void {
    const values = this.values;
    for (let i = 0; i < answer.length; i++) values.push(answer[i]!);
    this.starts.push(values.length);
    this.last = answer;
  }

  /** The last answer is no longer read as given: whoever gave it may change it from now on. */
  forgetLast(): void {
    this.last = undefined;
  }

  at(i: number): Answer {
    if (i === this.starts.length - 2 && this.last !== undefined) return this.last;
    return this.values.slice(this.starts[i], this.starts[i + 1]);
  }

  clear(): void {
    this.values.length = 0;
    this.starts.length = 1;
    this.last = undefined;
  }

  /** The answers from the `from`th on, as new arrays. */
  from(from: number): Answer[] {
    const out: Answer[] = [];
    for (let i = from; i < this.length; i++) out.push(this.values.slice(this.starts[i], this.starts[i + 1]));
    return out;
  }
}
