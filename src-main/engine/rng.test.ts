import { describe, expect, it } from 'vitest';
import {
  createRng,
  drawInt,
  javaNext,
  javaNextInt,
  javaSeed,
  parseScanfUnsigned,
  parseSeed,
  rollDice,
  seedProblem,
} from './rng';

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

  it('plays seed 0 as the C program does: the state stays 0 and every die shows 1', () => {
    expect(seedProblem('ece209', 0)).toBeNull();
    const rolled = rollDice(createRng('ece209', 0), 6);
    expect(rolled.faces).toEqual([1, 1, 1, 1, 1, 1]);
    expect(rolled.rng).toEqual({ kind: 'ece209', state: 0 });
  });

  it('does not change the state it is given', () => {
    const rng = createRng('xoroshiro128plus', 42);
    const copy = structuredClone(rng);
    rollDice(rng, 6);
    expect(rng).toEqual(copy);
  });
});

/**
 * java.util.Random reference values, printed by OpenJDK 17 from this program (javac + java):
 *   Random r = new Random(seed); print n draws of r.nextInt() or r.nextInt(bound), then one more
 *   r.nextInt() ("after"), which shows how many steps the draws took (the rejection loop).
 */
const JAVA_REFERENCE = [
  {
    seed: 0,
    bound: 0,
    draws: [-1155484576, -723955400, 1033096058, -1690734402, -1557280266],
    after: 1327362106,
  },
  {
    seed: 13,
    bound: 0,
    draws: [-1160486312, 1412442200, 1909600750, 88367997, 220262727],
    after: -1020255876,
  },
  { seed: 0, bound: 6, draws: [0, 4, 1, 5, 5, 5, 5, 3, 3, 2, 5, 5], after: 1654374947 },
  { seed: 4294967295, bound: 6, draws: [3, 3, 1, 1, 2, 0, 3, 4, 5, 1, 4, 4], after: 1711849499 },
  { seed: 42, bound: 8, draws: [5, 0, 5, 0, 2, 7, 2, 5], after: -1436456258 },
  {
    seed: 7,
    bound: 1073741825,
    draws: [20678044, 747989380, 1053566254, 755731200, 259278708, 542588911, 178712961, 234738279],
    after: -1539251611,
  },
  { seed: 123456789, bound: 100, draws: [65, 0, 83, 44, 90, 54, 33, 7], after: -1075280701 },
];

describe('java generator', () => {
  it.each(JAVA_REFERENCE)(
    'matches java.util.Random(seed $seed), nextInt($bound)',
    ({ seed, bound, draws, after }) => {
      let state = javaSeed(seed);
      const got: number[] = [];
      for (let i = 0; i < draws.length; i++) {
        const drawn = bound === 0 ? javaNext(state, 32) : javaNextInt(state, bound);
        got.push(drawn.value);
        state = drawn.state;
      }
      expect(got).toEqual(draws);
      expect(javaNext(state, 32).value).toBe(after);
    },
  );

  it('rejects draws in nextInt for a bound just above 2^30', () => {
    // About half of all draws are rejected for this bound: 8 values take more than 8 steps.
    let state = javaSeed(7);
    for (let i = 0; i < 8; i++) state = javaNextInt(state, 1073741825).state;
    let steps = javaSeed(7);
    for (let i = 0; i < 8; i++) steps = javaNext(steps, 31).state;
    expect(state).not.toBe(steps);
  });

  it('rolls dice as nextInt(6) + 1 and draws numbers as min + nextInt(n)', () => {
    // The Lab 4 handout's first throw: new Random(14) shows 6 1 6 6 3 3.
    expect(rollDice(createRng('java', 14), 6).faces).toEqual([6, 1, 6, 6, 3, 3]);
    expect(drawInt(createRng('java', 123456789), 10, 109).value).toBe(75);
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

describe('seeds wider than 32 bits', () => {
  it('take each generator up to its own limit', () => {
    expect(seedProblem('xoroshiro128plus', Number.MAX_SAFE_INTEGER)).toBeNull();
    expect(seedProblem('java', 2 ** 48 - 1)).toBeNull();
    expect(seedProblem('java', 2 ** 48)).toMatch(
      /seed for the java generator is .* to 281474976710655/,
    );
    expect(seedProblem('ece209', 2 ** 32)).toMatch(
      /seed for the ece209 generator is .* \(0xffffffff\)/,
    );
    expect(() => createRng('ece209', 2 ** 32)).toThrow(RangeError);
  });

  it('leave every seed below 2^32 its dice, and give the bits above them dice of their own', () => {
    // Rolled before seeds grew past 32 bits: the same seed, the same dice.
    expect(rollDice(createRng('xoroshiro128plus', 0xffffffff), 12).faces.join('')).toBe(
      '654144155412',
    );
    const first = (seed: number) =>
      rollDice(createRng('xoroshiro128plus', seed), 12).faces.join('');
    expect(first(2 ** 32)).toBe('431233234543');
    expect(first(Number.MAX_SAFE_INTEGER)).toBe('463341164611');
    // Seeds that differ only above bit 32 (same low half) roll apart.
    const low = 12345;
    const rolls = new Set([0, 1, 2, 3, 1000, 2 ** 20].map((high) => first(high * 2 ** 32 + low)));
    expect(rolls.size).toBe(6);
  });
});

describe('seed parsing', () => {
  it('reads decimal and 0x hex for players', () => {
    expect(parseSeed('333')).toBe(333);
    expect(parseSeed(' 0x14D ')).toBe(333);
    expect(parseSeed('0xffffffff')).toBe(0xffffffff);
    expect(parseSeed('0x100000000')).toBe(2 ** 32);
    expect(parseSeed('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseSeed('0x1fffffffffffff')).toBe(Number.MAX_SAFE_INTEGER);
    // One past what a double holds exactly is refused, not rounded.
    expect(parseSeed('9007199254740992')).toBeNull();
    expect(parseSeed('0x20000000000000')).toBeNull();
    expect(parseSeed('1'.repeat(400))).toBeNull();
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
