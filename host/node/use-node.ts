/** Sets the core's outside world to Node's: the file system, and schema validators prebuilt or compiled with ajv. */
import { setHost } from "../host.js";
import { nodeHost } from "./node-host.js";

export function useNodeHost(): void {
  setHost(nodeHost);
}
