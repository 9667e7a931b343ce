/**
 * The playground's steps by area, each area in a file of its own, run after the main steps (playground.mjs)
 * with what they share: `step`, `openPage` (a fresh browser context, every request routed), `url` (the
 * served site) and `shot` (a screenshot into docs/images/ when screenshots are on).
 */
import { editorSteps } from "./playground-editor.mjs";
import { serviceSteps } from "./playground-service.mjs";
import { phoneSteps } from "./playground-phone.mjs";
import { wayInSteps } from "./playground-way-in.mjs";
import { servingSteps } from "./playground-serving.mjs";

export const MORE_STEPS = [editorSteps, serviceSteps, phoneSteps, wayInSteps, servingSteps];
