/** The names the playground gives files it adds (web/page/free-names.ts): a card and its scenarios keep one stem, nothing is overwritten. */
import { expect, test } from "vitest";
import { freeNumber, numbered } from "../web/page/free-names.js";

test("numbered keeps .test.yaml whole", () => {
  expect(numbered("tidy-up.yaml", 1)).toBe("tidy-up.yaml");
  expect(numbered("tidy-up.yaml", 2)).toBe("tidy-up-2.yaml");
  expect(numbered("tidy-up.test.yaml", 3)).toBe("tidy-up-3.test.yaml");
});

test("the first number at which every name is free", () => {
  const taken = new Set(["tidy-up.yaml", "tidy-up-2.test.yaml"]);
  expect(freeNumber(["tidy-up.yaml", "tidy-up.test.yaml"], (n) => taken.has(n))).toBe(3);
  expect(freeNumber(["rainfall.yaml"], (n) => taken.has(n))).toBe(1);
});
