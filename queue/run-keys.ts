/**
 * The names a queued run lives under in Redis. Every run has a queue of its own (`run-<id>`), listed in a
 * registry the workers read; its program is stored once, by hash, for every job and every run to share.
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

/** BullMQ's key prefix for our queues, and the start of our own keys. */
export const PREFIX = "frantic";
/** The runs under way, oldest first (a sorted set scored by when each was started). */
export const RUNS_KEY = `${PREFIX}:runs`;
/** A stored program outlives its runs a while, so a run started again does not store it again. */
export const PROGRAM_TTL_SECONDS = 7 * 24 * 3600;

export const programKey = (hash: string): string => `${PREFIX}:program:${hash}`;
/** What the run plays (RunDescriptor, as JSON). */
export const runKey = (run: string): string => `${PREFIX}:run:${run}`;
export const queueName = (run: string): string => `run-${run}`;

export const hashOf = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));

/** A run's name as `--run` takes it: it goes into Redis keys, so a plain word. */
export const RUN_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
/** The coordinator collecting a run now (see run-collector.ts). */
export const collectorKey = (run: string): string => `${PREFIX}:collector:${run}`;
/** Workers that will not play a run, and why (a hash: worker id -> reason). */
export const refusalsKey = (run: string): string => `${PREFIX}:refused:${run}`;
