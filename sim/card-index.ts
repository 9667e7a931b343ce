/** Physical cards (the numbers the engine and its log use) to card ids, the level statistics are kept at. */
import type { IrProgram } from "../ir/ir.js";
import { CardTable } from "../runtime/card-table.js";

export class CardIndex {
  /** Card ids in the order of their keys (first seen in the engine's card order). */
  readonly ids: string[] = [];
  /** Physical card -> key (index into `ids`). */
  readonly keyOf: Int32Array;
  /** Physical card -> face points. */
  readonly points: Int16Array;

  constructor(program: IrProgram) {
    const table = CardTable.fromProgram(program);
    const keys = new Map<string, number>();
    this.keyOf = new Int32Array(table.count);
    for (let card = 0; card < table.count; card++) {
      const id = table.id(card);
      let key = keys.get(id);
      if (key === undefined) keys.set(id, (key = this.ids.push(id) - 1));
      this.keyOf[card] = key;
    }
    this.points = table.points;
  }
}
