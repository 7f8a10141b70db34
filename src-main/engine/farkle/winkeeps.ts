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

/**
 * The rolls of one to six dice merged into classes by the keeps worth weighing, their odds added,
 * each class listing its keeps as (dice left after it, points in grid units); 6 dice left stands
 * for hot dice. `everyKeep` weighs every distinct keep; otherwise only the best keep of each size,
 * which is all that matters where a larger total is never worse.
 */
export class KeepClasses implements KeepLists {
  readonly clsFirst = new Int32Array(8);
  readonly clsProb: Float64Array;
  readonly clsOptFirst: Int32Array;
  readonly optNext: Uint8Array;
  readonly optUnits: Int32Array;
  /** Chance that a roll of six has no keep but all six (hot dice again, never a bank). */
  readonly forced: number;

  constructor(model: RollModel, unit: number, everyKeep: boolean) {
    const { firstRoll, rollDice, rollProb, topFirst, topOpt, optFirst, optDice, optScore } = model;
    const probs: number[] = [];
    const clsOpts: number[] = [];
    const next: number[] = [];
    const units: number[] = [];
    let forced = 0;
    for (let n = 1; n <= 6; n++) {
      this.clsFirst[n] = probs.length;
      const bySignature = new Map<string, number>();
      for (let r = firstRoll[n]!; r < firstRoll[n + 1]!; r++) {
        const keeps: Array<[number, number]> = [];
        const seen = new Set<string>();
        const add = (o: number): void => {
          const keep: [number, number] = [rollDice[r]! - optDice[o]! || 6, optScore[o]! / unit];
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
        const signature = keeps.join(';');
        const c = bySignature.get(signature);
        if (c !== undefined) {
          probs[c]! += rollProb[r]!;
          continue;
        }
        bySignature.set(signature, probs.length);
        probs.push(rollProb[r]!);
        clsOpts.push(next.length);
        for (const [left, u] of keeps) {
          next.push(left);
          units.push(u);
        }
      }
    }
    this.clsFirst[7] = probs.length;
    clsOpts.push(next.length);
    this.clsProb = Float64Array.from(probs);
    this.clsOptFirst = Int32Array.from(clsOpts);
    this.optNext = Uint8Array.from(next);
    this.optUnits = Int32Array.from(units);
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
