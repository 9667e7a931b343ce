#!/usr/bin/env node
/** The `frantic` bin: the bundle in dist/bundle/ when it is current (see bundle-loader.cts), else the modules. */
import { bundleIsCurrent, loadBundle } from "./bundle-loader.cjs";

if (bundleIsCurrent()) {
  loadBundle().cli.runAsProcess();
} else {
  void import("./main.js").then((main: { runAsProcess(): void }) => main.runAsProcess());
}
