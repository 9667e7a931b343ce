/** Sets the core's outside world to Node's: the file system, and schema validators prebuilt or compiled with ajv. */
import { setHost } from "../host.js";
import { setValidatorSource } from "../../compiler/schema-validators.js";
import { nodeHost } from "./node-host.js";
import { nodeValidator } from "./validators.js";

export function useNodeHost(): void {
  setHost(nodeHost);
  setValidatorSource(nodeValidator);
}
