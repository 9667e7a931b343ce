/**
 * The schema validators web/build.mjs compiles at build time from cards/schema/ (ajv's standalone code),
 * by schema file name: a worker bundles them, so that no schema is compiled in the browser.
 */
declare module "frantic:prebuilt-validators" {
  import type { ValidateFunction } from "ajv";
  const validators: Readonly<Record<string, ValidateFunction>>;
  export default validators;
}
