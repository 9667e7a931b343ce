/**
 * The names a queued run lives under in Redis. Every run has a queue of its own (`run-<id>`), listed in a
 * registry the workers read; its program is stored once, by hash, for every job and every run to share.
 * Every key starts with the queue's prefix (`--prefix`, "frantic" by default): projects that share one Redis
 * each keep their runs, programs and workers apart, and no worker of one waits on the runs of another.
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

/** The prefix of every key when none is given. */
export const DEFAULT_PREFIX = "frantic";
/** A prefix as `--prefix` takes it: it goes into every key, so a plain word, and short. */
export const PREFIX_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/;
/** A stored program outlives its runs a while, so a run started again does not store it again. */
export const PROGRAM_TTL_SECONDS = 7 * 24 * 3600;
/**
 * How long a run's keys (its description, refusals and queue) outlive the last coordinator or worker that
 * was on it: a run abandoned for good goes by itself. Refreshed while either is (run-expiry.ts).
 */
export const RUN_TTL_SECONDS = 7 * 24 * 3600;

export class QueueKeys {
  constructor(readonly prefix: string = DEFAULT_PREFIX) {}

  /** The runs under way, oldest first (a sorted set scored by when each was started). */
  get runs(): string {
    return `${this.prefix}:runs`;
  }

  program(hash: string): string {
    return `${this.prefix}:program:${hash}`;
  }

  /** What the run plays (RunDescriptor, as JSON). */
  run(run: string): string {
    return `${this.prefix}:run:${run}`;
  }

  /** Workers that will not play a run, and why (a hash: worker id -> reason). */
  refusals(run: string): string {
    return `${this.prefix}:refused:${run}`;
  }

  /**
   * Set by `frantic runs cancel` for a while, so that a coordinator still waiting on the run stops rather
   * than registering it again.
   */
  cancelled(run: string): string {
    return `${this.prefix}:cancelled:${run}`;
  }

  /** A live worker's heartbeat. */
  worker(id: string): string {
    return `${this.prefix}:worker:${id}`;
  }

  /** The pattern of every key of a run's BullMQ queue (BullMQ names them `<prefix>:<queue>:...`). */
  queueKeys(run: string): string {
    return `${this.prefix}:${queueName(run)}:*`;
  }
}

export const queueName = (run: string): string => `run-${run}`;

export const hashOf = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));

/** A run's name as `--run` takes it: it goes into Redis keys, so a plain word. */
export const RUN_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
