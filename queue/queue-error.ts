/**
 * A run on the queue that cannot go on (Redis unreachable or gone, a run no worker can play, a run of
 * another name's cards): shown with its code and exit 1, as the game layer's input errors are.
 */
import { GameInputError } from "../games/input-error.js";
import type { MessageArg, MessageCode } from "../language/messages.js";

export class QueueError extends GameInputError {
  constructor(code: MessageCode, ...args: MessageArg[]) {
    super(code, args);
  }
}
