import { describe, expect, it } from 'vitest';
import { KeepTrie } from './keep-trie';
import { PRESET_IDS, preset } from './presets';
import type { KeepLists } from './winkeeps';
import { WinTurnModel } from './winturn';

const STRIDE = 1000;

/** Each number of dice's chance-weighted sum of its classes' best keeps, read from the lists. */
function listSums(keeps: KeepLists, values: Float64Array): number[] {
  const { clsFirst, clsProb, clsOptFirst, optNext, optUnits } = keeps;
  const sums = [0];
  for (let d = 1; d <= 6; d++) {
    let sum = 0;
    for (let c = clsFirst[d]!; c < clsFirst[d + 1]!; c++) {
      let best = -1;
      for (let o = clsOptFirst[c]!; o < clsOptFirst[c + 1]!; o++) {
        best = Math.max(best, values[optNext[o]! * STRIDE + optUnits[o]!]!);
      }
      sum += clsProb[c]! * best;
    }
    sums.push(sum);
  }
  return sums;
}

/** The same sums from a walk down the tree, as the turn evaluator walks it. */
function trieSums(trie: KeepTrie, values: Float64Array): number[] {
  const levelBest = new Float64Array(trie.levels + 1).fill(-1);
  const sums = [0];
  for (let d = 1; d <= 6; d++) {
    let sum = 0;
    for (let n = trie.first[d]!; n < trie.first[d + 1]!; n++) {
      const level = trie.depth[n]!;
      const best = Math.max(levelBest[level - 1]!, values[trie.offset[n]!]!);
      levelBest[level] = best;
      sum += trie.prob[n]! * best;
    }
    sums.push(sum);
  }
  return sums;
}

const keepLists = (model: WinTurnModel): Array<[string, KeepLists]> => [
  ['every', model.every],
  ['rising', model.rising],
  ['banking', model.banking],
  ['overHot', model.overHot],
];

describe('KeepTrie', () => {
  it.each(PRESET_IDS)('%s: a walk down the tree weighs each class by its best keep', (id) => {
    const model = new WinTurnModel(preset(id).rules);
    let seed = 7;
    const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
    for (const [name, keeps] of keepLists(model)) {
      const trie = new KeepTrie(keeps, STRIDE);
      for (let round = 0; round < 20; round++) {
        const values = Float64Array.from({ length: 7 * STRIDE }, random);
        const expected = listSums(keeps, values);
        trieSums(trie, values).forEach((sum, d) =>
          expect(sum, `${name}, ${d} dice`).toBeCloseTo(expected[d]!, 12),
        );
      }
    }
  });

  it('weighs far fewer keeps than the classes list, by sharing how their lists begin', () => {
    const model = new WinTurnModel(preset('minimal').rules);
    const { clsFirst, clsOptFirst } = model.every;
    const trie = new KeepTrie(model.every, STRIDE);
    const listed = clsOptFirst[clsFirst[7]!]! - clsOptFirst[clsFirst[6]!]!;
    const nodes = trie.first[7]! - trie.first[6]!;
    expect(listed).toBe(316);
    expect(nodes).toBe(133);
  });
});
