/**
 * The most bytes frantic reads of each value it stored in Redis, checked with STRLEN/HSTRLEN before the value
 * is fetched: a value past them was not written by frantic, and reading it would hold the connection (and
 * the worker's heartbeat behind it) for seconds and fill memory.
 */

/** A run's description: a few hundred bytes. */
export const MAX_DESCRIPTOR_BYTES = 64 * 1024;
/** A compiled program: every official set together is about 330 KB. */
export const MAX_PROGRAM_BYTES = 16 * 1024 * 1024;
/** A job's totals: a few KB, up to a few MB with every game's record kept (a publisher's report). */
export const MAX_TOTALS_BYTES = 32 * 1024 * 1024;
/** A worker's reason for refusing a run or failing a job: a message of a few hundred bytes. */
export const MAX_REASON_BYTES = 64 * 1024;
