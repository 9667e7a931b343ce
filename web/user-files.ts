/**
 * What each of the user's files is to the playground, told as frantic tells them: a scenario file by its
 * name (`*.test.yaml`), a house-rules file by its `kind`, and any other file a card file. The table, the
 * scenario runner, the editor's scenario check and the simulation all sort the user's files here, so a
 * house-rules file is applied as rules and never compiled as a card (FR6012).
 */
import { isScenarioFile } from "../compiler/file-names.js";
import { isHouseRulesDocument } from "../compiler/house-rules.js";
import { loadYamlFile } from "../compiler/load-yaml.js";
import { inWorkingFolder } from "./core.js";

export interface UserFiles {
  /** The scenario files, by absolute path, sorted. */
  scenarioFiles: string[];
  /** The house-rules files (`kind: house-rules`), by absolute path, sorted: applied only when chosen. */
  houseRules: string[];
  /** The other files, by absolute path, sorted: house cards, in every game and scenario. */
  houseCards: string[];
}

/** A file whose first document says `kind: house-rules` (a file that does not parse is taken for a card file, whose check says what is wrong). */
function isHouseRulesFile(path: string, text: string): boolean {
  const [first] = loadYamlFile(path, text).value;
  return first !== undefined && isHouseRulesDocument(first);
}

/** The user's files (paths in the working folder, or absolute, to their text) sorted by what they are. */
export function userFileRoles(files: Readonly<Record<string, string>>): UserFiles {
  const texts = new Map(Object.entries(files).map(([path, text]) => [inWorkingFolder(path), text]));
  const all = [...texts.keys()].sort();
  const scenarioFiles = all.filter(isScenarioFile);
  const houseRules = all.filter((p) => !isScenarioFile(p) && isHouseRulesFile(p, texts.get(p)!));
  return { scenarioFiles, houseRules, houseCards: all.filter((p) => !isScenarioFile(p) && !houseRules.includes(p)) };
}
