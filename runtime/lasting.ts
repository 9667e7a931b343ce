/**
 * Lasting effects: listeners (`when <trigger> until <moment>`) and play restrictions (`forbid ...
 * until <moment>`), and the turn boundaries at which they end. "Next turn" means the next turn of the
 * player who started the effect; a skipped turn counts.
 */
import { NONE } from "./card-table.js";
import type { Ctx, Eval, Run } from "./context.js";
import { copyTable, isKeyedTable } from "./tables.js";

interface Lasting {
  /** Which lasting effect of the program it is (Linker.lastingCode), for saving it. */
  code: number;
  until: string;
  owner: number;
  /** The turn it began in (its own turn's end does not end a "next turn" effect). */
  turn: number;
  /** The card whose effect started it (its context's card is overwritten by forbid and allow tests). */
  startedBy: number;
  ctx: Ctx;
}

interface Listener extends Lasting {
  trigger: string;
  body: Run;
}

interface Restriction extends Lasting {
  test: (c: Ctx) => boolean;
}

/** `show`: cards lying open to everyone, or only to `to`. */
interface Shown extends Lasting {
  cards: Eval;
  to?: number[];
}

/** A value of an effect's variable, copied deeply (lists of cards or players, tables). */
function copyValue(v: unknown): unknown {
  return Array.isArray(v) ? v.map(copyValue) : isKeyedTable(v) ? copyTable(v) : v;
}

/** Field by field, in newCtx's order, so the copy keeps the shape V8 optimised for (a spread does not). */
function copyCtx(c: Ctx): Ctx {
  return {
    me: c.me, frame: c.frame.map(copyValue), card: c.card, attacker: c.attacker, emptied: c.emptied && c.emptied.slice(), finisher: c.finisher,
    turnSkipped: c.turnSkipped, subject: c.subject, redirected: c.redirected, dodged: c.dodged, untargetable: c.untargetable.slice(),
    excluded: c.excluded && c.excluded.slice(), shield: c.shield && c.shield.slice(), unblockable: c.unblockable, secured: c.secured,
    source: c.source, at: c.at, piles: c.piles.slice(),
  };
}

function copyRestriction(r: Restriction, ctx: Ctx): Restriction {
  return { code: r.code, test: r.test, ctx, until: r.until, owner: r.owner, turn: r.turn, startedBy: r.startedBy };
}

interface SavedEntry {
  code: number;
  until: string;
  owner: number;
  turn: number;
  startedBy: number;
  /** Index into SavedLasting.ctxs. */
  ctx: number;
}

/** LastingEffects as plain JSON. */
export interface SavedLasting {
  listeners: Array<SavedEntry & { trigger: string }>;
  restrictions: SavedEntry[];
  permissions: SavedEntry[];
  shows: Array<SavedEntry & { to?: number[] }>;
  ctxs: Ctx[];
}

/** Numbers what lasting effects hold: equal numbers, equal contents (see capture). */
let versions = 0;

export class LastingEffects {
  /** Changes whenever the effects do, or a listener runs (it may change its variables). */
  private version = ++versions;
  /** The version of the copy this one was last made equal to (-1: none); both still hold theirs if neither changed since. */
  private copyOf = -1;
  private listeners: Listener[] = [];
  private restrictions: Restriction[] = [];
  private permissions: Restriction[] = [];
  private shows: Shown[] = [];
  /** Triggers whose listeners are running, and moments of those kinds waiting for them to finish. */
  private running: string[] = [];
  private deferred: Array<{ trigger: string; skipped: boolean; finisher: number; subject: number; bind: (() => void) | undefined }> = [];
  /**
   * What turn boundaries need to know, worked out again after the lists change (`summaryStale`): whether
   * a listener hears turn-starts or turn-ends (TURN_STARTS, TURN_ENDS bits), and by owner (ownerBit) who
   * has effects ending at their next turn's start or end. Most boundaries then end, or expire nothing,
   * without looking through the lists.
   */
  private summaryStale = true;
  private turnTriggers = 0;
  private endAtStart = 0;
  private endAtEnd = 0;

  /** Whether anything lasts at all (the turn loop skips all of this when not). */
  get any(): boolean {
    return this.listeners.length > 0 || this.restrictions.length > 0 || this.permissions.length > 0 || this.shows.length > 0;
  }

  get hasPermissions(): boolean {
    return this.permissions.length > 0;
  }

  get hasListeners(): boolean {
    return this.listeners.length > 0;
  }

  get hasRestrictions(): boolean {
    return this.restrictions.length > 0;
  }

  /**
   * A copy for a checkpoint. Each effect's context is copied once (effects started together share one)
   * with its variables, since listeners may change them later. `reuse`, an earlier copy, is returned as
   * it is when neither it nor this has changed since they were made equal (most turns change nothing).
   */
  capture(reuse?: LastingEffects): LastingEffects {
    if (reuse && this.inStepWith(reuse)) {
      this.copyTestedCards(reuse);
      return reuse;
    }
    const copy = this.copy();
    this.copyOf = copy.version;
    copy.copyOf = this.version;
    return copy;
  }

  /** Whether this and `other` were made equal and neither has changed since. */
  private inStepWith(other: LastingEffects): boolean {
    return this.copyOf === other.version && other.copyOf === this.version;
  }

  private copy(): LastingEffects {
    const copy = new LastingEffects();
    if (!this.any) return copy;
    // A handful of contexts at most: two lists beat a Map. Entries are built field by field in the
    // order listen/forbid/show make them (an object spread is several times slower, and the step API
    // copies these at every turn and every answer).
    const originals: Ctx[] = [];
    const copies: Ctx[] = [];
    const ctxOf = (c: Ctx): Ctx => {
      const i = originals.indexOf(c);
      if (i >= 0) return copies[i]!;
      originals.push(c);
      const copied = copyCtx(c);
      copies.push(copied);
      return copied;
    };
    copy.listeners = this.listeners.map((l) => ({ code: l.code, trigger: l.trigger, body: l.body, ctx: ctxOf(l.ctx), until: l.until, owner: l.owner, turn: l.turn, startedBy: l.startedBy }));
    copy.restrictions = this.restrictions.map((r) => copyRestriction(r, ctxOf(r.ctx)));
    copy.permissions = this.permissions.map((r) => copyRestriction(r, ctxOf(r.ctx)));
    copy.shows = this.shows.map((r) => ({ code: r.code, cards: r.cards, ctx: ctxOf(r.ctx), until: r.until, owner: r.owner, turn: r.turn, startedBy: r.startedBy, ...(r.to ? { to: r.to } : {}) }));
    return copy;
  }

  /** Puts a captured copy back (copied again, so the checkpoint can be restored more than once). */
  restoreFrom(copy: LastingEffects): void {
    if (this.inStepWith(copy)) {
      copy.copyTestedCards(this);
      return;
    }
    const again = copy.copy();
    this.listeners = again.listeners;
    this.restrictions = again.restrictions;
    this.permissions = again.permissions;
    this.shows = again.shows;
    this.edited();
    this.copyOf = copy.version;
    copy.copyOf = this.version;
  }

  /**
   * Each effect's code taken from `code`, by its number: effects put back from another engine's checkpoint
   * (a search's copy of a game) run this engine's copy of the same program's code.
   */
  rebind(code: ReadonlyArray<Run | ((c: Ctx) => boolean) | Eval>): void {
    this.listeners = this.listeners.map((l) => ({ ...l, body: code[l.code] as Run }));
    this.restrictions = this.restrictions.map((r) => ({ ...r, test: code[r.code] as (c: Ctx) => boolean }));
    this.permissions = this.permissions.map((r) => ({ ...r, test: code[r.code] as (c: Ctx) => boolean }));
    this.shows = this.shows.map((r) => ({ ...r, cards: code[r.code] as Eval }));
  }

  /** Something changed: copies made before are no longer equal to this. */
  private changed(): void {
    this.version = ++versions;
  }

  /** The lists changed: copies are no longer equal, and the turn-boundary summary is worked out again. */
  private edited(): void {
    this.version = ++versions;
    this.summaryStale = true;
  }

  private summarise(): void {
    this.summaryStale = false;
    let triggers = 0;
    for (const l of this.listeners) {
      if (l.trigger === "turn-starts") triggers |= TURN_STARTS;
      else if (l.trigger === "turn-ends") triggers |= TURN_ENDS;
    }
    this.turnTriggers = triggers;
    const { listeners, restrictions, permissions, shows } = this;
    this.endAtStart = endingAt(listeners, "next-turn-starts") | endingAt(restrictions, "next-turn-starts") | endingAt(permissions, "next-turn-starts") | endingAt(shows, "next-turn-starts");
    this.endAtEnd = endingAt(listeners, "next-turn-ends") | endingAt(restrictions, "next-turn-ends") | endingAt(permissions, "next-turn-ends") | endingAt(shows, "next-turn-ends");
  }

  /** Ends what the given cards started (rule cards leaving play). */
  dropStartedBy(cards: readonly number[]): void {
    this.dropWhere((card) => cards.includes(card));
  }

  /** Ends what cards meeting the test started. */
  dropWhere(startedBy: (card: number) => boolean): void {
    if (!this.any) return;
    this.edited();
    this.listeners = this.listeners.filter((l) => !startedBy(l.startedBy));
    this.restrictions = this.restrictions.filter((r) => !startedBy(r.startedBy));
    this.permissions = this.permissions.filter((r) => !startedBy(r.startedBy));
    this.shows = this.shows.filter((r) => !startedBy(r.startedBy));
  }

  clear(): void {
    if (!this.any) return;
    this.edited();
    this.listeners = [];
    this.restrictions = [];
    this.permissions = [];
    this.shows = [];
  }

  listen(trigger: string, until: string, body: Run, c: Ctx, turn: number, code: number): void {
    this.edited();
    this.listeners.push({ code, trigger, body, ctx: c, until, owner: c.me, turn, startedBy: c.card });
  }

  forbid(test: (c: Ctx) => boolean, until: string, c: Ctx, turn: number, code: number): void {
    this.edited();
    this.restrictions.push({ code, test, ctx: c, until, owner: c.me, turn, startedBy: c.card });
  }

  allow(test: (c: Ctx) => boolean, until: string, c: Ctx, turn: number, code: number): void {
    this.edited();
    this.permissions.push({ code, test, ctx: c, until, owner: c.me, turn, startedBy: c.card });
  }

  /** The variables are taken as they are now: `show hand of p` in a loop shows each p's hand. */
  show(cards: Eval, until: string, c: Ctx, turn: number, code: number, to?: number[]): void {
    this.edited();
    this.shows.push({ code, cards, ctx: copyCtx(c), until, owner: c.me, turn, startedBy: c.card, ...(to ? { to } : {}) });
  }

  /** The cards lying open to player p now (shown to everyone or to p), each once, in the order they were shown. */
  shownCards(p: number): number[] {
    const all: number[] = [];
    for (const r of this.shows) {
      if (r.to && !r.to.includes(p)) continue;
      for (const card of (r.cards(r.ctx) as number[] | null) ?? []) if (!all.includes(card)) all.push(card);
    }
    return all;
  }

  /**
   * As plain JSON: each effect's context once (`ctxs`, shared by index), the code of each by its number.
   * `fromJSON` with the same program's code list gives the same lasting effects back.
   */
  toJSON(): SavedLasting {
    const ctxs: Ctx[] = [];
    const index = (c: Ctx): number => {
      const i = ctxs.indexOf(c);
      return i >= 0 ? i : ctxs.push(c) - 1;
    };
    const save = (l: Lasting): SavedEntry => ({ code: l.code, until: l.until, owner: l.owner, turn: l.turn, startedBy: l.startedBy, ctx: index(l.ctx) });
    return {
      listeners: this.listeners.map((l) => ({ ...save(l), trigger: l.trigger })),
      restrictions: this.restrictions.map(save),
      permissions: this.permissions.map(save),
      shows: this.shows.map((r) => ({ ...save(r), ...(r.to ? { to: r.to.slice() } : {}) })),
      ctxs: ctxs.map(copyCtx),
    };
  }

  static fromJSON(saved: SavedLasting, code: ReadonlyArray<Run | ((c: Ctx) => boolean) | Eval>): LastingEffects {
    const ctxs = saved.ctxs.map(copyCtx);
    const fn = <T>(i: number): T => {
      const f = code[i];
      if (!f) throw new Error(`the saved game names lasting effect ${i}, which this program does not have`);
      return f as T;
    };
    const lasting = new LastingEffects();
    const entry = (e: SavedEntry): Lasting => ({ code: e.code, until: e.until, owner: e.owner, turn: e.turn, startedBy: e.startedBy, ctx: ctxs[e.ctx]! });
    lasting.listeners = saved.listeners.map((e) => ({ ...entry(e), trigger: e.trigger, body: fn<Run>(e.code) }));
    lasting.restrictions = saved.restrictions.map((e) => ({ ...entry(e), test: fn<(c: Ctx) => boolean>(e.code) }));
    lasting.permissions = saved.permissions.map((e) => ({ ...entry(e), test: fn<(c: Ctx) => boolean>(e.code) }));
    lasting.shows = saved.shows.map((e) => ({ ...entry(e), cards: fn<Eval>(e.code), ...(e.to ? { to: e.to.slice() } : {}) }));
    return lasting;
  }

  /** What is in force, once per card and player that started it: for people at the table. */
  inForce(): Array<{ source: string; owner: number; until: string }> {
    const seen = new Set<string>();
    const all: Array<{ source: string; owner: number; until: string }> = [];
    for (const l of [...this.listeners, ...this.restrictions, ...this.permissions, ...this.shows]) {
      const key = `${l.ctx.source}/${l.owner}/${l.until}`;
      if (seen.has(key)) continue;
      seen.add(key);
      all.push({ source: l.ctx.source, owner: l.owner, until: l.until });
    }
    return all;
  }

  /** Whether listeners are running (a play they make for the current player is the turn's: Plays.playFromEffect). */
  get hearing(): boolean {
    return this.running.length > 0;
  }

  /**
   * A turn taken over as it starts (Turns.turn) has become p's: what p started to last until their next
   * turn's start ends, as at a turn of p's own start; the turn's start is not heard again.
   */
  turnStartsFor(p: number, turn: number): void {
    if (!this.any) return;
    if (this.summaryStale) this.summarise();
    if ((this.endAtStart & ownerBit(p)) !== 0) this.expire("next-turn-starts", p, turn);
  }

  /** Whether some permission lets this card be played whatever the top card. */
  permits(card: number): boolean {
    for (const r of this.permissions) {
      r.ctx.card = card;
      if (r.test(r.ctx)) return true;
    }
    return false;
  }

  /** Whether some restriction forbids playing this card now. */
  forbids(card: number): boolean {
    for (const r of this.restrictions) {
      r.ctx.card = card;
      if (r.test(r.ctx)) return true;
    }
    return false;
  }

  /** Whether some listener waits for the trigger (every play and draw asks, so nothing is copied here). */
  listensTo(trigger: string): boolean {
    const listeners = this.listeners;
    for (let i = 0; i < listeners.length; i++) if (listeners[i]!.trigger === trigger) return true;
    return false;
  }

  /**
   * Runs the listeners of a trigger, binding what the trigger is about (`bind` sets the rest, before each
   * listener). A moment of a kind whose listeners are running (a card played while they hear a play) is
   * heard once they are done, so a listener is never run inside itself with its variables half-changed.
   */
  fire(trigger: string, skipped: boolean, finisher: number, subject: number, bind?: () => void): void {
    if (!this.listensTo(trigger)) return;
    if (this.running.length > 0 && this.running.includes(trigger)) {
      this.deferred.push({ trigger, skipped, finisher, subject, bind });
      return;
    }
    this.running.push(trigger);
    try {
      this.hear(trigger, skipped, finisher, subject, bind);
      if (this.deferred.length > 0) this.hearDeferred(trigger);
    } finally {
      // Triggers run nested, so this one is the last (pop makes no list, as splice does).
      const running = this.running;
      if (running[running.length - 1] === trigger) running.pop();
      else running.splice(running.indexOf(trigger), 1);
      if (this.deferred.length > 0) this.deferred = this.deferred.filter((d) => d.trigger !== trigger);
    }
  }

  /** The moments of this trigger's kind that came while its listeners ran, in order (more may come meanwhile). */
  private hearDeferred(trigger: string): void {
    for (let i = this.deferred.findIndex((d) => d.trigger === trigger); i >= 0; i = this.deferred.findIndex((d) => d.trigger === trigger)) {
      const d = this.deferred.splice(i, 1)[0]!;
      this.hear(d.trigger, d.skipped, d.finisher, d.subject, d.bind);
    }
  }

  private hear(trigger: string, skipped: boolean, finisher: number, subject: number, bind: (() => void) | undefined): void {
    // The listeners as they are now, without a copy: the list is only ever added to at its end in place
    // (listen), and replaced by a new list when any listener is removed, so its first `n` are what a copy
    // would hold, and while it is still the list in force none of them has been cancelled.
    const list = this.listeners;
    const n = list.length;
    for (let i = 0; i < n; i++) {
      const l = list[i]!;
      if (l.trigger !== trigger) continue;
      if (this.listeners !== list && !this.listeners.includes(l)) continue; // cancelled by an earlier listener
      // An event's lasting effect does not hear of what a player protected from that event does.
      if (subject !== NONE && l.ctx.excluded?.includes(subject)) continue;
      this.changed();
      l.ctx.turnSkipped = skipped;
      l.ctx.finisher = finisher;
      l.ctx.subject = subject;
      bind?.();
      l.body(l.ctx);
    }
  }

  /**
   * A turn of player p (played or skipped) starts or ends: listeners hear it, and some effects end. The
   * summary (summarise) says whether anything listens or ends here; it is brought up to date before each
   * look, since ending effects and running listeners may change the lists.
   */
  turnBoundary(trigger: "turn-starts" | "turn-ends", p: number, turn: number, skipped: boolean, finisher: number): void {
    if (!this.any) return;
    if (this.summaryStale) this.summarise();
    if (trigger === "turn-starts") {
      if ((this.endAtStart & ownerBit(p)) !== 0) this.expire("next-turn-starts", p, turn);
      if (this.summaryStale) this.summarise();
      if ((this.turnTriggers & TURN_STARTS) !== 0) this.fire(trigger, skipped, finisher, p);
    } else {
      if ((this.turnTriggers & TURN_ENDS) !== 0) this.fire(trigger, skipped, finisher, p);
      if (this.summaryStale) this.summarise();
      if ((this.endAtEnd & ownerBit(p)) !== 0) this.expire("next-turn-ends", p, turn);
    }
  }

  private expire(moment: TurnMoment, p: number, turn: number): void {
    const { listeners, restrictions, permissions, shows } = this;
    this.listeners = withoutEnded(listeners, moment, p, turn);
    this.restrictions = withoutEnded(restrictions, moment, p, turn);
    this.permissions = withoutEnded(permissions, moment, p, turn);
    this.shows = withoutEnded(shows, moment, p, turn);
    if (this.listeners !== listeners || this.restrictions !== restrictions || this.permissions !== permissions || this.shows !== shows) this.edited();
  }

  /**
   * The one thing that changes in effects that are otherwise equal: the card in the contexts of play
   * restrictions and permissions, set before each test (`forbids`, `permits`). Copied to `to`, equal but for it.
   */
  private copyTestedCards(to: LastingEffects): void {
    for (let i = 0; i < this.restrictions.length; i++) to.restrictions[i]!.ctx.card = this.restrictions[i]!.ctx.card;
    for (let i = 0; i < this.permissions.length; i++) to.permissions[i]!.ctx.card = this.permissions[i]!.ctx.card;
  }
}


type TurnMoment = "next-turn-starts" | "next-turn-ends";

/** Whether a lasting effect ends at this moment of p's turn. */
function endsAt(l: Lasting, moment: TurnMoment, p: number, turn: number): boolean {
  return (l.until === moment && l.owner === p && l.turn < turn) || (moment === "next-turn-ends" && l.until === "this-turn-ends");
}

/**
 * The list without the effects that end now; the list itself when none does (it is looked through
 * without a closure, and a new list is made only from the first effect that ends).
 */
function withoutEnded<T extends Lasting>(list: T[], moment: TurnMoment, p: number, turn: number): T[] {
  let kept: T[] | undefined;
  for (let i = 0; i < list.length; i++) {
    const l = list[i]!;
    if (endsAt(l, moment, p, turn)) kept ??= list.slice(0, i);
    else if (kept) kept.push(l);
  }
  return kept ?? list;
}

/** The owners (ownerBit) of the list's effects that end at the moment: the masks of LastingEffects.summarise. */
function endingAt(list: readonly Lasting[], moment: TurnMoment): number {
  let mask = 0;
  for (let i = 0; i < list.length; i++) {
    const l = list[i]!;
    if (l.until === moment) mask |= ownerBit(l.owner);
    // An effect lasting until this turn ends ends at whoever's turn ends.
    else if (moment === "next-turn-ends" && l.until === "this-turn-ends") return ALL_OWNERS;
  }
  return mask;
}

/** Bits of LastingEffects.turnTriggers. */
const TURN_STARTS = 1;
const TURN_ENDS = 2;
/** Every owner's bit (an effect lasting until this turn ends: whoever's turn it is). */
const ALL_OWNERS = 0x7fffffff;

/** Player p's bit in the summary's masks; players from the 31st share one bit (they are only looked at more often). */
function ownerBit(p: number): number {
  return p < 30 ? 1 << p : 1 << 30;
}
