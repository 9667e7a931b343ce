/**
 * Named checks for the end-to-end tier: each step runs on its own with a time limit, is reported as it
 * ends, and a failure does not stop the steps after it (they share one editor, so the run goes on and
 * reports every step). The closing line is `N passed, N failed`.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";

/**
 * @typedef {{ suite: string, name: string, ok: boolean, ms: number, error?: string }} Result
 * @typedef {{ timeoutMs?: number, onFailure?: (name: string) => Promise<void> }} StepOptions
 */

export class Checks {
  /** @type {Result[]} */
  results = [];

  /** @param {string} outputDir where failure artifacts go */
  constructor(outputDir) {
    this.outputDir = outputDir;
    mkdirSync(outputDir, { recursive: true });
  }

  /**
   * Runs one named step. Returns whether it passed.
   * @param {string} suite
   * @param {string} name
   * @param {() => Promise<void>} fn
   * @param {StepOptions} [options]
   */
  async step(suite, name, fn, options = {}) {
    const timeoutMs = options.timeoutMs ?? 60_000;
    const started = Date.now();
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    try {
      await Promise.race([
        fn(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`step timed out after ${timeoutMs / 1000} s`)), timeoutMs);
        }),
      ]);
      const ms = Date.now() - started;
      this.results.push({ suite, name, ok: true, ms });
      console.log(`  \u2713 ${suite}: ${name} (${seconds(ms)})`);
      return true;
    } catch (error) {
      const ms = Date.now() - started;
      const message = firstLines(error instanceof Error ? error.message : String(error));
      this.results.push({ suite, name, ok: false, ms, error: message });
      console.log(`  \u2717 ${suite}: ${name} (${seconds(ms)})\n      ${message.replace(/\n/g, "\n      ")}`);
      if (options.onFailure) {
        // An artifact must never turn one failure into two.
        await options.onFailure(name).catch(() => {});
      }
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Records a step that could not run because an earlier one it needs failed.
   * @param {string} suite @param {string} name @param {string} reason
   */
  skip(suite, name, reason) {
    this.results.push({ suite, name, ok: false, ms: 0, error: `not run: ${reason}` });
    console.log(`  \u2717 ${suite}: ${name} (not run: ${reason})`);
  }

  /**
   * A file name for a step's artifact.
   * @param {string} suite @param {string} name @param {string} ext
   */
  artifact(suite, name, ext) {
    return join(this.outputDir, `${suite}-${name.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "").toLowerCase()}.${ext}`);
  }

  get failed() {
    return this.results.filter((r) => !r.ok);
  }

  summary() {
    const failed = this.failed;
    const lines = [];
    if (failed.length > 0) {
      lines.push("", "Failed:");
      for (const r of failed) lines.push(`  ${r.suite}: ${r.name}\n      ${(r.error ?? "").split("\n")[0]}`);
    }
    lines.push("", `${this.results.length - failed.length} passed, ${failed.length} failed`);
    return lines.join("\n");
  }
}

/** @param {number} ms */
export function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * Playwright's errors carry a long call log: the first lines say what went wrong.
 * @param {string} message
 */
function firstLines(message) {
  return message.split("\n").filter((/** @type {string} */ l) => l.trim() !== "").slice(0, 6).join("\n");
}
