import type { RollModel } from './rolls';

/** Rolls merged into classes, each class listing the keeps worth weighing for it. */
export interface KeepLists {
  /** Classes of n dice are clsFirst[n] to clsFirst[n + 1] - 1. */
  readonly clsFirst: Int32Array;
  readonly clsProb: Float64Array;
  /** Keeps of class c are clsOptFirst[c] to clsOptFirst[c + 1] - 1. */
  readonly clsOptFirst: Int32Array;
  /** Dice left after the keep (6: hot dice). */
  readonly optNext: Uint8Array;
  /** Its points in grid units. */
  readonly optUnits: Int32Array;
}

/** A keep: dice left after it (6: hot dice) and its points in grid units. */
export type Keep = [number, number];

/**
 * Classes gathered one at a time, roll by roll of one to six dice in order: a class with the
 * same keeps as one already gathered for that many dice adds its chance to it.
 */
export class KeepListsBuilder {
  private readonly first = new Int32Array(8);
  private readonly probs: number[] = [];
  private readonly firsts: number[] = [];
  private readonly next: number[] = [];
  private readonly units: number[] = [];
  private bySignature = new Map<string, number>();

  /** Starts the classes of a roll of n dice. */
  startDice(n: number): void {
    this.first[n] = this.probs.length;
    this.bySignature = new Map();
  }

  add(prob: number, keeps: Keep[]): void {
    const signature = keeps.join(';');
    const known = this.bySignature.get(signature);
    if (known !== undefined) {
      this.probs[known]! += prob;
      return;
    }
    this.bySignature.set(signature, this.probs.length);
    this.probs.push(prob);
    this.firsts.push(this.next.length);
    for (const [left, u] of keeps) {
      this.next.push(left);
      this.units.push(u);
    }
  }

  build(): KeepLists {
    this.first[7] = this.probs.length;
    return {
      clsFirst: this.first,
      clsProb: Float64Array.from(this.probs),
      clsOptFirst: Int32Array.from([...this.firsts, this.next.length]),
      optNext: Uint8Array.from(this.next),
      optUnits: Int32Array.from(this.units),
    };
  }
}

/**
 * The rolls of one to six dice merged into classes by the keeps worth weighing, their odds added,
 * each class listing its keeps as (dice left after it, points in grid units); 6 dice left stands
 * for hot dice. `everyKeep` weighs every distinct keep; otherwise only the best keep of each size,
 * which is all that matters where a larger total is never worse.
 */
export class KeepClasses implements KeepLists {
  readonly clsFirst: Int32Array;
  readonly clsProb: Float64Array;
  readonly clsOptFirst: Int32Array;
  readonly optNext: Uint8Array;
  readonly optUnits: Int32Array;
  /** Chance that a roll of six has no keep but all six (hot dice again, never a bank). */
  readonly forced: number;

  constructor(model: RollModel, unit: number, everyKeep: boolean) {
    const { firstRoll, rollDice, rollProb, topFirst, topOpt, optFirst, optDice, optScore } = model;
    const classes = new KeepListsBuilder();
    let forced = 0;
    for (let n = 1; n <= 6; n++) {
      classes.startDice(n);
      for (let r = firstRoll[n]!; r < firstRoll[n + 1]!; r++) {
        const keeps: Keep[] = [];
        const seen = new Set<string>();
        const add = (o: number): void => {
          const keep: Keep = [rollDice[r]! - optDice[o]! || 6, optScore[o]! / unit];
          if (seen.has(keep.join())) return;
          seen.add(keep.join());
          keeps.push(keep);
        };
        if (everyKeep) {
          for (let o = optFirst[r]!; o < optFirst[r + 1]!; o++) add(o);
        } else {
          for (let t = topFirst[r]!; t < topFirst[r + 1]!; t++) add(topOpt[t]!);
        }
        if (keeps.length === 0) continue;
        if (n === 6 && keeps.every(([left]) => left === 6)) forced += rollProb[r]!;
        classes.add(rollProb[r]!, keeps);
      }
    }
    const lists = classes.build();
    this.clsFirst = lists.clsFirst;
    this.clsProb = lists.clsProb;
    this.clsOptFirst = lists.clsOptFirst;
    this.optNext = lists.optNext;
    this.optUnits = lists.optUnits;
    this.forced = forced;
  }
}

/**
 * These classes where every keep that leaves one to five dice would bank at once and banking's
 * value rises with the total: those keeps are all worth banking's value, so of them only the one
 * scoring most is worth weighing, beside the keep that leaves hot dice. With `overHot` (six dice
 * must be rolled, and banking one point unit up is worth at least what hot dice can be, every
 * later bank worth 1) that keep is weighed alone wherever there is one. Classes left with one
 * such keep are then merged by its points (read from one row: the rows of one to five dice hold
 * the same values there).
 */
export function bankingKeeps(keeps: KeepLists, overHot = false): KeepLists {
  const { clsFirst, clsProb, clsOptFirst, optNext, optUnits } = keeps;
  const first = new Int32Array(8);
  const probs: number[] = [];
  const firsts: number[] = [];
  const next: number[] = [];
  const units: number[] = [];
  const add = (prob: number, kept: Array<[number, number]>): void => {
    probs.push(prob);
    firsts.push(next.length);
    for (const [left, u] of kept) {
      next.push(left);
      units.push(u);
    }
  };
  for (let d = 1; d <= 6; d++) {
    first[d] = probs.length;
    const byUnits = new Map<number, number>();
    for (let c = clsFirst[d]!; c < clsFirst[d + 1]!; c++) {
      let kept: Array<[number, number]> = [];
      let banked = -1;
      for (let o = clsOptFirst[c]!; o < clsOptFirst[c + 1]!; o++) {
        if (optNext[o] === 6) kept.push([6, optUnits[o]!]);
        else if (banked < 0 || optUnits[o]! > optUnits[banked]!) banked = o;
      }
      if (overHot && banked >= 0) kept = [];
      if (kept.length === 0) {
        byUnits.set(optUnits[banked]!, (byUnits.get(optUnits[banked]!) ?? 0) + clsProb[c]!);
        continue;
      }
      if (banked >= 0) kept.push([1, optUnits[banked]!]);
      add(clsProb[c]!, kept);
    }
    for (const [u, prob] of byUnits) add(prob, [[1, u]]);
  }
  first[7] = probs.length;
  firsts.push(next.length);
  return {
    clsFirst: first,
    clsProb: Float64Array.from(probs),
    clsOptFirst: Int32Array.from(firsts),
    optNext: Uint8Array.from(next),
    optUnits: Int32Array.from(units),
  };
}
