import { describe, expect, it } from 'vitest';
import { createRng, parseScanfUnsigned, parseSeed, rollDice, seedProblem } from './rng';

function sortedRolls(seed: number, counts: number[]): string[] {
  let rng = createRng('ece209', seed);
  return counts.map((count) => {
    const rolled = rollDice(rng, count);
    rng = rolled.rng;
    return [...rolled.faces].sort().join('');
  });
}

describe('ece209 generator', () => {
  it('reproduces the rolls of the appendix transcripts', () => {
    expect(sortedRolls(333, [6, 3])).toEqual(['113456', '566']);
    expect(sortedRolls(13, [6, 3])).toEqual(['233346', '266']);
    expect(sortedRolls(111, [6, 1, 6])).toEqual(['134445', '1', '123445']);
  });

  it('refuses seed 0 with a reason', () => {
    expect(seedProblem('ece209', 0)).toMatch(/seed 0/);
    expect(() => createRng('ece209', 0)).toThrow(/seed 0/);
    expect(seedProblem('xoroshiro128plus', 0)).toBeNull();
  });

  it('does not change the state it is given', () => {
    const rng = createRng('xoroshiro128plus', 42);
    const copy = structuredClone(rng);
    rollDice(rng, 6);
    expect(rng).toEqual(copy);
  });
});

describe('default generator', () => {
  it('rolls every face about equally often', () => {
    const counts = [0, 0, 0, 0, 0, 0, 0];
    const rolled = rollDice(createRng('xoroshiro128plus', 7), 60_000);
    for (const face of rolled.faces) counts[face]!++;
    for (let face = 1; face <= 6; face++)
      expect(Math.abs(counts[face]! - 10_000)).toBeLessThan(400);
  });

  it('is reproducible from its seed', () => {
    const a = rollDice(createRng('xoroshiro128plus', 99), 20).faces;
    const b = rollDice(createRng('xoroshiro128plus', 99), 20).faces;
    const c = rollDice(createRng('xoroshiro128plus', 100), 20).faces;
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });
});

describe('seed parsing', () => {
  it('reads decimal and 0x hex for players', () => {
    expect(parseSeed('333')).toBe(333);
    expect(parseSeed(' 0x14D ')).toBe(333);
    expect(parseSeed('0xffffffff')).toBe(0xffffffff);
    expect(parseSeed('0x100000000')).toBeNull();
    expect(parseSeed('12a')).toBeNull();
    expect(parseSeed('-1')).toBeNull();
  });

  it('reads integers like scanf("%i") for the console program', () => {
    expect(parseScanfUnsigned('333')).toBe(333);
    expect(parseScanfUnsigned('0x14d')).toBe(333);
    expect(parseScanfUnsigned('0515')).toBe(333);
    expect(parseScanfUnsigned('0')).toBe(0);
    expect(parseScanfUnsigned('-1')).toBe(0xffffffff);
    expect(parseScanfUnsigned('08')).toBeNull();
    expect(parseScanfUnsigned('abc')).toBeNull();
  });
});

describe('default generator seeding', () => {
  it('gives nearby seeds unrelated first rolls', () => {
    const firstRolls = new Set<string>();
    for (let seed = 1; seed <= 200; seed++) {
      firstRolls.add(rollDice(createRng('xoroshiro128plus', seed), 3).faces.join(''));
    }
    // 200 draws from 216 equally likely triples leave about 130 distinct ones.
    expect(firstRolls.size).toBeGreaterThan(110);
  });
});
