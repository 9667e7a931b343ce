/**
 * The programs a worker plays, fetched from Redis by hash and checked before any game: the length first (a
 * program past MAX_PROGRAM_BYTES is never read), then the hash it is stored under, then the checks of
 * --program; kept for the next jobs (a few: runs come one after another).
 */
import { UnrecoverableError } from "bullmq";
import type { Redis } from "ioredis";
import { IR_VERSION, type IrProgram } from "../ir/ir.js";
import { validateProgram } from "../ir/validate.js";
import { messageText, render, type MessageText } from "../language/messages.js";
import { printableShort } from "../language/terminal-text.js";
import { readBounded } from "./bounded-read.js";
import type { RunDescriptor } from "./job-data.js";
import { reasonJson } from "./reasons.js";
import { MAX_PROGRAM_BYTES } from "./redis-limits.js";
import { hashOf, type QueueKeys } from "./run-keys.js";

/** A program this worker will not play; failed for good when it comes up in a job (no retry mends it). */
export class RefusedProgram extends UnrecoverableError {
  constructor(readonly why: MessageText) {
    super(reasonJson(why));
  }
}

/** Programs fetched by hash, checked, and kept for the next jobs (a few: runs come one after another). */
export class ProgramCache {
  private readonly programs = new Map<string, IrProgram>();

  constructor(private readonly redis: Redis, private readonly keys: QueueKeys) {}

  /** Why this worker cannot play the run (a message), or undefined. */
  async refusal(run: string, d: RunDescriptor, worker: string): Promise<MessageText | undefined> {
    if (d.irVersion !== IR_VERSION) return messageText("queue-ir-version", worker, IR_VERSION, d.irVersion);
    try {
      await this.get(run, d);
      return undefined;
    } catch (e) {
      if (e instanceof RefusedProgram) return e.why;
      throw e;
    }
  }

  /** The run's program: its length first, then its hash (the key it is stored under), then the checks of --program. */
  async get(run: string, d: RunDescriptor): Promise<IrProgram> {
    const known = this.programs.get(d.program);
    if (known) return known;
    const read = await readBounded(this.redis, this.keys.program(d.program), MAX_PROGRAM_BYTES);
    if (read === null) throw new RefusedProgram(messageText("queue-program-gone", d.program.slice(0, 12)));
    if ("tooLong" in read) throw new RefusedProgram(messageText("FR0128", run, "program", read.tooLong, MAX_PROGRAM_BYTES));
    if (hashOf(read.text) !== d.program) throw new RefusedProgram(messageText("FR0127", run, d.program.slice(0, 12)));
    let value: unknown;
    try {
      value = JSON.parse(read.text);
    } catch {
      value = undefined;
    }
    const checked = validateProgram(value);
    if (!checked.program) throw new RefusedProgram(messageText("queue-program-bad", printableShort(checked.problems[0] ? render(checked.problems[0].text) : "")));
    if (this.programs.size >= 4) this.programs.delete(this.programs.keys().next().value!);
    this.programs.set(d.program, checked.program);
    return checked.program;
  }
}
