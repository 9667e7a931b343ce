/** What a file holds, told by its name: cards in `.yaml`/`.yml`, rule scenarios in `.test.yaml`. */
const SCENARIO_FILE = /\.test\.ya?ml$/i;
const YAML_FILE = /\.ya?ml$/i;

/** A rule-scenario file is named `*.test.yaml` (or `.yml`). */
export function isScenarioFile(file: string): boolean {
  return SCENARIO_FILE.test(file);
}

/** A card file: any other YAML file. */
export function isCardFile(file: string): boolean {
  return YAML_FILE.test(file) && !SCENARIO_FILE.test(file);
}
