import { KeepTrie } from './keep-trie';
import { KeepListsBuilder, type Keep, type KeepClasses, type KeepLists } from './winkeeps';
import type { WinTurnModel } from './winturn';

/**
 * A KeepTrie with its classes listed apart, in walk order: the walk notes each class's best keep
 * and the other seats' chances are summed over those notes afterwards, in a loop of their own.
 */
export interface Walk {
  trie: KeepTrie;
  /** Classes of a roll of n dice are classFirst[n] to classFirst[n + 1] - 1. */
  classFirst: Int32Array;
  classProb: Float64Array;
}

function walkOf(keeps: KeepLists, stride: number): Walk {
  const trie = new KeepTrie(keeps, stride);
  const classFirst = new Int32Array(8);
  const classProb: number[] = [];
  for (let d = 1; d <= 6; d++) {
    classFirst[d] = classProb.length;
    for (let n = trie.first[d]!; n < trie.first[d + 1]!; n++) {
      if (trie.prob[n]! > 0) classProb.push(trie.prob[n]!);
    }
  }
  classFirst[7] = classProb.length;
  return { trie, classFirst, classProb: Float64Array.from(classProb) };
}

/** Bit d (1 to 5) of a rows mask: keeps leaving d dice bank. All five: the banking walk. */
export const ALL_ROWS = 0b111110;

/**
 * These classes where every keep leaving a number of dice in `rows` banks at once and banking's
 * value rises with the total: those keeps are all worth banking's value at their total, so of
 * them only the one scoring most is weighed (read from the lowest such row: the rows hold the
 * same values there). Classes left with the same keeps are merged.
 */
function keepsBankingIn(keeps: KeepLists, rows: number): KeepLists {
  const { clsFirst, clsProb, clsOptFirst, optNext, optUnits } = keeps;
  const row = 31 - Math.clz32(rows & -rows);
  const classes = new KeepListsBuilder();
  for (let d = 1; d <= 6; d++) {
    classes.startDice(d);
    for (let c = clsFirst[d]!; c < clsFirst[d + 1]!; c++) {
      const kept: Keep[] = [];
      let banked = -1;
      for (let o = clsOptFirst[c]!; o < clsOptFirst[c + 1]!; o++) {
        if (optNext[o]! < 6 && (rows & (1 << optNext[o]!)) !== 0) {
          if (banked < 0 || optUnits[o]! > banked) banked = optUnits[o]!;
        } else kept.push([optNext[o]!, optUnits[o]!]);
      }
      if (banked >= 0) kept.push([row, banked]);
      classes.add(clsProb[c]!, kept);
    }
  }
  return classes.build();
}

/**
 * The walks a seat turn takes: every distinct keep, or, where the mover's bank values rise, the
 * best keep of each size narrowed further by the rows (dice left) whose cells all bank from the
 * total up (`forRows`), or six dice that must roll where banking beats hot dice (`overHot`).
 */
export class SeatWalks {
  readonly every: Walk;
  readonly overHot: Walk;
  /** The deepest trie level and the most classes of one roll, for the walk's buffers. */
  readonly levels: number;
  readonly classes: number;
  private readonly rising: KeepLists;
  private readonly stride: number;
  private readonly byRows: Walk[] = [];

  constructor(w: WinTurnModel, every: KeepClasses, stride: number) {
    this.stride = stride;
    this.rising = w.rising;
    this.every = walkOf(every, stride);
    this.overHot = walkOf(w.overHot, stride);
    this.byRows[0] = walkOf(w.rising, stride);
    this.byRows[ALL_ROWS] = walkOf(w.banking, stride);
    // Narrowed walks have no more levels or classes than the rising one they come from.
    const walks = [this.every, this.overHot, this.byRows[0], this.byRows[ALL_ROWS]];
    this.levels = Math.max(...walks.map((k) => k.trie.levels));
    this.classes = Math.max(...walks.map(widestRoll));
  }

  /** The rising walk narrowed where the keeps leaving a number of dice in `rows` all bank. */
  forRows(rows: number): Walk {
    let walk = this.byRows[rows];
    if (!walk) this.byRows[rows] = walk = walkOf(keepsBankingIn(this.rising, rows), this.stride);
    return walk;
  }
}

function widestRoll(walk: Walk): number {
  let most = 0;
  for (let d = 1; d <= 6; d++) {
    most = Math.max(most, walk.classFirst[d + 1]! - walk.classFirst[d]!);
  }
  return most;
}
