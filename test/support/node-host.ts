/** Every test file runs the core on Node's file system, as the CLI does (host/host.ts). */
import { useNodeHost } from "../../host/node/use-node.js";

useNodeHost();
