/** The command table defines the commands a command line needs: the one it names, none for the version, else all. */
import { expect, test } from "vitest";
import { COMMANDS, commandsFor } from "../cli/commands.js";

const names = (argv: string[]): string[] => commandsFor(argv).map((c) => c.name);

test("a command named, or asked help for, is the only one defined", () => {
  expect(names(["check", "cards/", "--json"])).toEqual(["check"]);
  expect(names(["help", "simulate"])).toEqual(["simulate"]);
  expect(names(["lsp", "--stdio"])).toEqual(["lsp"]);
});

test("the version alone defines none", () => {
  expect(names(["--version"])).toEqual([]);
  expect(names(["-V"])).toEqual([]);
});

test("the program's help, no command or an unknown one defines them all, in the table's order", () => {
  const all = COMMANDS.map((c) => c.name);
  expect(names([])).toEqual(all);
  expect(names(["--help"])).toEqual(all);
  expect(names(["help"])).toEqual(all);
  expect(names(["chek"])).toEqual(all);
  expect(names(["--version", "check"])).toEqual(all);
});

test("every entry loads the command it names", async () => {
  for (const entry of COMMANDS) {
    const register = await entry.load();
    expect(register.name.toLowerCase()).toBe(`register${entry.name}`);
  }
});
