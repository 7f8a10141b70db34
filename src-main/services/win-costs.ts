import type { FarkleAction, FarkleState } from '../../src-shared/farkle';
import {
  decisionActions,
  decisionChances,
  winDecision,
  type WinDecision,
} from '../engine/farkle/expert';
import type { WinOdds } from '../engine/farkle/winodds';
import { choiceKey } from './winchance';

/** A decision with the option taken, by its place among the decision's options (-1: none). */
function asked(table: WinOdds, state: FarkleState, action: FarkleAction) {
  const decision = winDecision(table, state);
  const key = choiceKey(state, action);
  const options = decisionActions(table, state, decision);
  return { decision, chosen: options.findIndex((option) => choiceKey(state, option) === key) };
}

/** Percentage points of winning given up by taking option `chosen` rather than the best. */
const costOf = (chances: number[], chosen: number) =>
  (Math.max(...chances) - chances[chosen]!) * 100;

/**
 * What a decision gave up in percentage points of winning against the best choice; null for a
 * move that decides nothing (the first roll of a turn) or an illegal one.
 */
export function decisionWinCost(
  table: WinOdds,
  state: FarkleState,
  action: FarkleAction,
): number | null {
  if (state.turn.phase === 'start') return null;
  const { decision, chosen } = asked(table, state, action);
  return chosen < 0 ? null : costOf(decisionChances(table, decision), chosen);
}

/** The numbers a waiting question keeps, in this order. */
const FIELDS = 13;
/** Questions kept waiting at most (52 bytes each): then the waiting ones are answered. */
const MAX_WAITING = 1 << 18;

/**
 * Win costs of many decisions (an import's moves), answered position by position: a decision's
 * chances come from its position's turn, solved against the table, and the turns of a file's
 * games return to the same positions (about half of 600 bot games' turns, and more the larger the
 * file). Questions wait as numbers until `answer`, which takes them by position, so each position
 * is solved once. The costs are decisionWinCost's, to the bit.
 */
export class WinCostQueue {
  private readonly tables: WinOdds[] = [];
  private readonly targets: Float64Array[] = [];
  private waiting = new Int32Array(1024 * FIELDS);
  private count = 0;

  /** `maxWaiting`: questions kept before the waiting ones are answered. */
  constructor(private readonly maxWaiting = MAX_WAITING) {}

  /** Asks what `action` gave up, written to `target[at]` (NaN for none) now or by `answer`. */
  ask(table: WinOdds, state: FarkleState, action: FarkleAction, target: Float64Array, at: number) {
    if (state.turn.phase === 'start') {
      target[at] = NaN;
      return;
    }
    const { decision, chosen } = asked(table, state, action);
    const { position } = decision;
    // A final round's chase solves nothing: answered at once.
    if (chosen < 0 || !position) {
      target[at] = chosen < 0 ? NaN : costOf(decisionChances(table, decision), chosen);
      return;
    }
    if (this.tables.at(-1) !== table) this.tables.push(table);
    if (this.targets.at(-1) !== target) this.targets.push(target);
    if ((this.count + 1) * FIELDS > this.waiting.length) {
      const more = new Int32Array(this.waiting.length * 2);
      more.set(this.waiting);
      this.waiting = more;
    }
    const { index, a, b, fa, fb } = position;
    const { t, roll, dice, bank } = decision;
    const tableAt = this.tables.length - 1;
    const fields = [
      tableAt,
      index,
      a,
      b,
      fa,
      fb,
      t,
      roll,
      dice,
      +bank,
      chosen,
      this.targets.length - 1,
      at,
    ];
    fields.forEach((value, f) => (this.waiting[this.count * FIELDS + f] = value));
    if (++this.count === this.maxWaiting) this.answer();
  }

  /** Answers every waiting question, each position's turn solved once. */
  answer(): void {
    const { waiting, count } = this;
    const field = (q: number, f: number) => waiting[q * FIELDS + f]!;
    const order = new Uint32Array(count).map((_, q) => q);
    order.sort((x, y) => field(x, 0) - field(y, 0) || field(x, 1) - field(y, 1) || x - y);
    for (const q of order) {
      const [table, index, a, b, fa, fb, t, roll, dice, bank, chosen, target, at] =
        waiting.subarray(q * FIELDS, (q + 1) * FIELDS);
      const decision: WinDecision = {
        position: { index: index!, a: a!, b: b!, fa: fa!, fb: fb! },
        need: 0,
        t: t!,
        roll: roll!,
        dice: dice!,
        bank: bank === 1,
      };
      this.targets[target!]![at!] = costOf(
        decisionChances(this.tables[table!]!, decision),
        chosen!,
      );
    }
    this.count = 0;
    this.tables.length = 0;
    this.targets.length = 0;
  }
}
