/**
 * The playground's one scenario set-up (web/scenario-setup.ts): the editor's check (the language server's
 * PlaygroundScenarioCheck) and "Run scenarios" (runUserScenarios) see the same cards and files, so a marker
 * and an outcome never contradict each other.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { host, setHost } from "../host/host.js";
import { CARDS_DIR } from "../host/node/project-root.js";
import { startCore } from "../web/core.js";
import { runUserScenarios } from "../web/scenario-results.js";
import { PlaygroundScenarioCheck, workingFiles } from "../web/scenario-setup.js";
import { userFileRoles } from "../web/user-files.js";
import { PICKPOCKET } from "./support/pickpocket.js";
import "./support/node-host.js";

const walk = (d: string): string[] => readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : /\.(ya?ml|json)$/.test(n) ? [join(d, n)] : []));
/** The official cards as the page gets them (cards.json: path under cards/ -> text). */
const CARDS = Object.fromEntries(walk(CARDS_DIR).map((f) => [relative(CARDS_DIR, f), readFileSync(f, "utf8")]));

const scenario = (hand: string, extra = ""): string => `scenarios:
  - name: the card is dealt
    given:
      players: 2${extra}
      hands: [[${hand}, red 3], [yellow 1, green 2]]
      discard: [blue 5]
    expect:
      hands:
        0: { count: 2 }
`;

const nodeHost = host();
afterEach(() => setHost(nodeHost));

/** What the editor marks in each scenario file, and how the run ends for it, for the same files. */
function bothViews(files: Record<string, string>): { editor: Record<string, string[]>; run: Record<string, boolean> } {
  const check = new PlaygroundScenarioCheck(CARDS, {}, () => files);
  const editor = Object.fromEntries(userFileRoles(files).scenarioFiles.map((f) => [f, check.check(f, files[f]!).map((d) => d.code)]));
  startCore(CARDS, files);
  const run = Object.fromEntries(runUserScenarios(files).results.map((r) => [r.file, r.passed]));
  return { editor, run };
}

describe("the playground's scenario set-up", () => {
  test("scenario files by name, house-rules files by kind, the others house cards; paths in the working folder", () => {
    const files = { "b.yaml": PICKPOCKET, "/work/a.test.yaml": "scenarios: []", "/work/c.yml": "kind: special\n", "r.yaml": "# ours\nkind: house-rules\nname: Ours\n", "broken.yaml": "kind: [" };
    expect(userFileRoles(files)).toEqual({ scenarioFiles: ["/work/a.test.yaml"], houseRules: ["/work/r.yaml"], houseCards: ["/work/b.yaml", "/work/broken.yaml", "/work/c.yml"] });
  });

  test("a house-rules file among the files is no house card: a scenario plays under it only when it names it", () => {
    const rules = "kind: house-rules\nname: No nines\neffect: |\n  forbid number of card = 9\n";
    const nine = `scenarios:
  - name: a nine
    given:
      players: 2${"{0}"}
      hands: [[red 9, red 4], [green 1]]
      discard: [red 5]
    when:
      - { player: 0, plays: red 9 }
    expect:
      top: red 9
`;
    const files = {
      "/work/no-nines.yaml": rules,
      "/work/plain.test.yaml": nine.replace("{0}", ""),
      "/work/under.test.yaml": nine.replace("{0}", "\n      house-rules: no-nines.yaml"),
    };
    // Under the rule the nine is refused (the run fails, with no marker in the editor); without it, it plays.
    expect(bothViews(files)).toEqual({ editor: { "/work/plain.test.yaml": [], "/work/under.test.yaml": [] }, run: { "/work/plain.test.yaml": true, "/work/under.test.yaml": false } });
  });

  test("a house card named with `with:`, and one that is just among the files: no marker, and the run passes", () => {
    const files = {
      "/work/pickpocket.yaml": PICKPOCKET,
      "/work/with.test.yaml": scenario("blue Pickpocket", "\n      with: [pickpocket.yaml]"),
      "/work/plain.test.yaml": scenario("blue Pickpocket"),
    };
    expect(bothViews(files)).toEqual({ editor: { "/work/plain.test.yaml": [], "/work/with.test.yaml": [] }, run: { "/work/plain.test.yaml": true, "/work/with.test.yaml": true } });
  });

  test("a card nobody wrote, or a `with:` file that is not there: the marker, and the run fails", () => {
    const files = {
      "/work/pickpocket.yaml": PICKPOCKET,
      "/work/ghost.test.yaml": scenario("blue Ghostcard"),
      "/work/missing.test.yaml": scenario("blue Pickpocket", "\n      with: [nowhere.yaml]"),
    };
    expect(bothViews(files)).toEqual({ editor: { "/work/ghost.test.yaml": ["FR8001"], "/work/missing.test.yaml": ["FR8012"] }, run: { "/work/ghost.test.yaml": false, "/work/missing.test.yaml": false } });
  });

  test("the editor's check follows the files: a house card renamed, removed or added counts at once", () => {
    const files: Record<string, string> = { "/work/pickpocket.yaml": PICKPOCKET, "/work/s.test.yaml": scenario("blue Pickpocket") };
    const check = new PlaygroundScenarioCheck(CARDS, {}, () => ({ ...files }));
    const text = files["/work/s.test.yaml"]!;
    let generation = check.generation;
    expect(check.check("/work/s.test.yaml", text)).toEqual([]);
    // The card's name changed: the scenario's set-up no longer holds, and the check says so.
    files["/work/pickpocket.yaml"] = PICKPOCKET.replace("{ en: Pickpocket }", "{ en: Cutpurse }").replace("id: pickpocket", "id: cutpurse");
    expect(check.generation).not.toBe(generation);
    expect(check.check("/work/s.test.yaml", text).map((d) => d.code)).toEqual(["FR8001"]);
    generation = check.generation;
    // An edit of the scenario file alone keeps the generation (the workspace sees the text change).
    files["/work/s.test.yaml"] = `${text}\n`;
    expect(check.generation).toBe(generation);
    delete files["/work/pickpocket.yaml"];
    expect(check.generation).not.toBe(generation);
    files["/work/pickpocket.yaml"] = PICKPOCKET;
    expect(check.check("/work/s.test.yaml", text)).toEqual([]);
    // The host every other read goes through is left as it was.
    expect(host()).toBe(nodeHost);
  });

  test("the user's files of a language server's workspace: those in the working folder", () => {
    const texts: Record<string, string> = { "/work/a.yaml": "a", "/cards/base/x.yaml": "x", "/work/b.test.yaml": "b" };
    expect(workingFiles(Object.keys(texts), (f) => texts[f])).toEqual({ "/work/a.yaml": "a", "/work/b.test.yaml": "b" });
  });
});
