/**
 * The two-seat win solver's oracle: plain value iteration over explicit states, written apart from
 * the solver, and the largest difference between the two over every reachable position.
 */
import type { Face, Rules } from '../../../src-shared/farkle';
import { keyOf, sizeOf } from './dice';
import { scoreTable } from './scoring';
import { solveWin } from './winsolver';
import { winChance } from './winodds';

const UNIT = 50;

/** Every distinct roll of n dice: its chance and its legal keeps as (dice left, points). */
interface BruteRoll {
  p: number;
  keeps: Array<[number, number]>;
}

function bruteRolls(rules: Rules): BruteRoll[][] {
  const table = scoreTable(rules.scoring);
  const all: BruteRoll[][] = [[]];
  for (let n = 1; n <= 6; n++) {
    const rolls: BruteRoll[] = [];
    const visit = (face: number, faces: Face[], ways: number): void => {
      if (faces.length === n) {
        const key = keyOf(faces);
        // Keeps that leave the same dice with the same points are one choice.
        const distinct = new Map<string, [number, number]>();
        for (const { keep, score } of table.legalKeeps(key, rules.keepJunk)) {
          const choice: [number, number] = [n - sizeOf(keep), score / UNIT];
          distinct.set(choice.join(), choice);
        }
        rolls.push({ p: ways / 6 ** n, keeps: [...distinct.values()] });
        return;
      }
      if (face > 6) return;
      // Choose how many dice show this face: multinomial ways to place them.
      let choose = 1;
      for (let k = 0; faces.length + k <= n; k++) {
        if (k > 0) choose = (choose * (n - faces.length - k + 1)) / k;
        visit(face + 1, [...faces, ...Array<Face>(k).fill(face as Face)], ways * choose);
      }
    };
    visit(1, [], 1);
    all.push(rolls);
  }
  return all;
}

/** One number of dice's rolls packed for the inner loop: the farkles' chance, then per scoring roll its chance and its keeps. */
interface PackedRolls {
  farkle: number;
  p: Float64Array;
  /** Roll r's keeps are first[r] to first[r + 1] - 1. */
  first: Int32Array;
  /** The dice a keep leaves to roll (six after hot dice), and its points in units. */
  dice: Int32Array;
  units: Int32Array;
}

function pack(rolls: BruteRoll[]): PackedRolls {
  const scoring = rolls.filter((r) => r.keeps.length > 0);
  const keeps = scoring.flatMap((r) => r.keeps);
  const first = new Int32Array(scoring.length + 1);
  scoring.forEach((r, i) => (first[i + 1] = first[i]! + r.keeps.length));
  return {
    farkle: rolls.filter((r) => r.keeps.length === 0).reduce((sum, r) => sum + r.p, 0),
    p: Float64Array.from(scoring, (r) => r.p),
    first,
    dice: Int32Array.from(keeps, ([left]) => left || 6),
    units: Int32Array.from(keeps, ([, u]) => u),
  };
}

/**
 * Plain value iteration over explicit states, written apart from the solver: turn-start values
 * W[a, b, my streak, their streak, my board, their board], and inside each turn every legal keep
 * over (turn total, dice). Totals below −2·penalty are held there and a last turn's chance below
 * 1e-13 counts as nothing, as the solver's model says.
 */
function bruteForce(
  rules: Rules,
): (a: number, b: number, sa: number, sb: number, oa: number, ob: number) => number {
  const rolls = bruteRolls(rules);
  const packed = rolls.map(pack);
  const n = Math.ceil(rules.target! / UNIT);
  const pen = rules.threeFarklePenalty / UNIT;
  const floor = -2 * pen;
  const span = n - floor;
  const streaks = pen > 0 ? 3 : 1;
  const boards = rules.entryThreshold > 0 ? [0, 1] : [1];
  const entry = rules.entryThreshold > 0;
  const must = rules.hotDice === 'must';
  const from = (o: number): number =>
    Math.max(1, Math.ceil(Math.max(rules.minBank, o ? 0 : rules.entryThreshold) / UNIT));
  const at = (a: number, b: number, sa: number, sb: number, oa: number, ob: number): number =>
    ((((a - floor) * span + (b - floor)) * 3 + sa) * 3 + sb) * 4 + oa * 2 + ob;
  const w = new Float64Array(span * span * 36).fill(0.5);
  const most = Math.max(...rolls.flat().flatMap((r) => r.keeps.map(([, u]) => u)));

  // The last turn of a final round: chance of making at least m units, by m.
  const last: number[] = [];
  if (rules.finalRound) {
    const memo = new Map<string, number>();
    let hotDone = 1;
    for (let i = 0; i < 200; i++) {
      let next = 0;
      for (const r of rolls[6]!) {
        let best = 0;
        for (const [left] of r.keeps) best = Math.max(best, left > 0 ? 1 : hotDone);
        next += r.p * best;
      }
      hotDone = next;
    }
    const q = (m: number, d: number, hot: boolean): number => {
      if (m <= 0) return hot && must ? hotDone : 1;
      const id = `${m},${d}`;
      const known = memo.get(id);
      if (known !== undefined) return known;
      let sum = 0;
      for (const r of rolls[d]!) {
        let best = 0;
        for (const [left, u] of r.keeps) best = Math.max(best, q(m - u, left || 6, left === 0));
        sum += r.p * best;
      }
      memo.set(id, sum);
      return sum;
    };
    for (let m = 1; ; m++) {
      const chance = q(m, 6, false);
      if (chance < 1e-13) break;
      last[m] = chance;
    }
  }
  const lastChance = (m: number): number => last[m] ?? 0;

  const turn = (a: number, b: number, sa: number, sb: number, oa: number, ob: number): number => {
    const mine = from(oa);
    const x =
      pen > 0 && sa === 2
        ? 1 - w[at(b, Math.max(floor, a - pen), sb, 0, ob, oa)]!
        : 1 - w[at(b, a, sb, pen > 0 ? sa + 1 : 0, ob, oa)]!;
    const bankValue = (t: number): number => {
      if (t < mine) return -1;
      const total = a + t;
      if (total < n) return 1 - w[at(b, total, sb, 0, ob, 1)]!;
      if (!rules.finalRound) return 1;
      return 1 - lastChance(Math.max(total - b + 1, from(ob)));
    };
    // From the cap on, banking is worth 1; hot dice that must roll bank after any keep that
    // leaves dice, or roll six again when all six must be kept.
    let cap = Math.max(n - a, mine);
    if (rules.finalRound) cap += last.length + b;
    let hotAtCap = 0;
    let allSix = 0;
    for (const r of rolls[6]!) {
      if (r.keeps.length === 0) hotAtCap += r.p * x;
      else if (r.keeps.every(([left]) => left === 0)) allSix += r.p;
      else hotAtCap += r.p;
    }
    hotAtCap /= 1 - allSix;
    const v: Float64Array[] = Array.from({ length: 7 }, () => new Float64Array(cap + most + 1));
    for (let t = cap + most; t >= 0; t--) {
      const bank = bankValue(t);
      for (let d = 1; d <= 6; d++) {
        const hot = d === 6 && t > 0;
        const banked = hot && must ? -1 : bank;
        if (t >= cap) {
          v[d]![t] = banked < 0 ? hotAtCap : banked;
          continue;
        }
        const { farkle, p, first, dice, units } = packed[d]!;
        let sum = farkle * x;
        for (let r = 0; r < p.length; r++) {
          let best = -1;
          for (let k = first[r]!; k < first[r + 1]!; k++) {
            best = Math.max(best, v[dice[k]!]![t + units[k]!]!);
          }
          sum += p[r]! * best;
        }
        v[d]![t] = t === 0 && d === 6 ? sum : Math.max(banked, sum);
      }
    }
    return v[6]![0]!;
  };

  for (let sweep = 0; sweep < 500; sweep++) {
    let change = 0;
    // Highest score sums first, so banks see this sweep's values.
    for (let sum = 2 * n - 2; sum >= 2 * floor; sum--) {
      for (let a = Math.max(floor, sum - n + 1); a <= Math.min(n - 1, sum - floor); a++) {
        const b = sum - a;
        for (let sa = 0; sa < streaks; sa++) {
          for (let sb = 0; sb < streaks; sb++) {
            for (const oa of boards) {
              for (const ob of boards) {
                // Without a penalty only a bank puts a total above zero, and on the board.
                if (pen === 0 && entry && ((oa === 1) !== a > 0 || (ob === 1) !== b > 0)) continue;
                const i = at(a, b, sa, sb, oa, ob);
                const value = turn(a, b, sa, sb, oa, ob);
                change = Math.max(change, Math.abs(value - w[i]!));
                w[i] = value;
              }
            }
          }
        }
      }
    }
    if (change < 1e-13) return (a, b, sa, sb, oa, ob) => w[at(a, b, sa, sb, oa, ob)]!;
  }
  throw new Error('brute force did not settle');
}

/** Largest difference between the solver and the brute force over every reachable state. */
export function largestDifference(rules: Rules): number {
  const table = solveWin(rules);
  const brute = bruteForce(rules);
  const { layout } = table;
  const streaks = layout.penalty > 0 ? 3 : 1;
  const boards = rules.entryThreshold > 0 ? [0, 1] : [1];
  let worst = 0;
  for (let a = layout.floor; a < layout.size; a++) {
    for (let b = layout.floor; b < layout.size; b++) {
      for (let sa = 0; sa < streaks; sa++) {
        for (let sb = 0; sb < streaks; sb++) {
          for (const oa of boards) {
            for (const ob of boards) {
              // Without a penalty, on the board is the same as a total above zero.
              if (!layout.boardFlag && rules.entryThreshold > 0) {
                if ((oa === 1) !== a > 0 || (ob === 1) !== b > 0) continue;
              }
              const mine = { total: a * UNIT, onBoard: oa === 1, farkleStreak: sa };
              const theirs = { total: b * UNIT, onBoard: ob === 1, farkleStreak: sb };
              const solved = winChance(table, mine, theirs);
              worst = Math.max(worst, Math.abs(solved - brute(a, b, sa, sb, oa, ob)));
            }
          }
        }
      }
    }
  }
  return worst;
}
