/** `--prefix`, the namespace of a queue's keys: checked like a run name, and only with --queue. */
import { expect, test } from "vitest";
import { runCaptured } from "../cli/main.js";

test("a prefix that is no plain word is refused (FR0131), on simulate, report and worker", async () => {
  for (const command of [["simulate", "--queue", "redis://127.0.0.1:1"], ["report", "--queue", "redis://127.0.0.1:1"], ["worker", "--queue", "redis://127.0.0.1:1"]]) {
    for (const bad of ["a:b", "", "-x", "x".repeat(33), "a b"]) {
      const r = await runCaptured([...command, "--prefix", bad]);
      expect(r.code, `${command[0]} ${bad}`).toBe(2);
      expect(r.stderr).toContain(`FR0131: option '--prefix <name>' argument '${bad}' is invalid. --prefix: '${bad}' is not a key prefix`);
    }
  }
});

test("--prefix without --queue is a usage error (FR0132), on simulate and report", async () => {
  for (const command of [["simulate", "--games", "1"], ["report", "--games", "1"]]) {
    const r = await runCaptured([...command, "--prefix", "mine"]);
    expect(r.code, command[0]).toBe(2);
    expect(r.stderr).toContain("error FR0132: --prefix names the keys of a job queue: give --queue too");
  }
});

test("worker --help names --prefix and its default", async () => {
  const help = (await runCaptured(["worker", "--help"])).stdout.replace(/\s+/g, " ");
  expect(help).toMatch(/--prefix <name> with --queue: the start of every key .* \(default: "frantic"\)/);
});
