import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fairDraws, type FairRng } from './fair-dice';
import { createRng, drawInt, rollDice, seedProblem } from './rng';
import { runReplay } from './farkle/replay';
import { preset } from './farkle/presets';

/** The dice as the README derives them by hand, with Node's own HMAC. */
function byHand(seed: number, playerSeed: string, count: number): number[] {
  const faces: number[] = [];
  for (let counter = 0; faces.length < count; counter++) {
    const block = createHmac('sha256', String(seed)).update(`${playerSeed}:${counter}`).digest();
    for (const byte of block) if (byte < 252 && faces.length < count) faces.push((byte % 6) + 1);
  }
  return faces;
}

describe('the provably fair generator', () => {
  it('rolls the dice of the README example', () => {
    // printf 'abc:0' | openssl dgst -sha256 -hmac 123 -> 3e a4 6a d0 c8 c0 ...
    const rolled = rollDice(createRng('hmac-sha256', 123, 'abc'), 6);
    expect(rolled.faces).toEqual([3, 3, 5, 5, 3, 1]);
  });

  it('follows the byte stream across blocks and throws, skipping bytes of 252 and up', () => {
    // Seed 7 with player seed "x" meets bytes of 252 and up within its first 2,000 dice.
    const expected = byHand(7, 'x', 2000);
    let rng = createRng('hmac-sha256', 7, 'x');
    const faces: number[] = [];
    for (let thrown = 0; thrown < 2000; thrown += 5) {
      const roll = rollDice(rng, 5);
      faces.push(...roll.faces);
      rng = roll.rng;
    }
    expect(faces).toEqual(expected);
    const skipped = Array.from({ length: 60 }, (_, counter) =>
      createHmac('sha256', '7').update(`x:${counter}`).digest(),
    ).some((block) => block.some((byte) => byte >= 252));
    expect(skipped).toBe(true);
  });

  it('draws any range up to 256 values without bias, from the same stream', () => {
    const rng = createRng('hmac-sha256', 5, 'p') as FairRng;
    const all = fairDraws(rng, 256, 40);
    // 256 values keep every byte: the stream itself, the second block after 32 bytes.
    const bytes = [
      ...createHmac('sha256', '5').update('p:0').digest(),
      ...createHmac('sha256', '5').update('p:1').digest().subarray(0, 8),
    ];
    expect(all.values).toEqual(bytes);
    expect(all.rng).toMatchObject({ counter: 1, used: 8 });
    const target = drawInt(rng, 5, 30);
    expect(target.value).toBeGreaterThanOrEqual(5);
    expect(target.value).toBeLessThanOrEqual(30);
    expect(() => fairDraws(rng, 257, 1)).toThrow(RangeError);
  });

  it('takes a player seed with hmac-sha256 only, and always one', () => {
    expect(seedProblem('hmac-sha256', 1)).toMatch(/needs a player seed/);
    expect(seedProblem('hmac-sha256', 1, 'has space')).toMatch(/letters, digits/);
    expect(seedProblem('hmac-sha256', 1, 'a'.repeat(33))).toMatch(/1 to 32/);
    expect(seedProblem('hmac-sha256', 1, 'Lucky_7-x')).toBeNull();
    expect(seedProblem('xoroshiro128plus', 1, 'abc')).toMatch(/takes no player seed/);
    expect(seedProblem('xoroshiro128plus', 1)).toBeNull();
  });

  it('makes the player seed part of a replay: another player seed, other dice', () => {
    const replay = {
      format: 'hotdice-replay' as const,
      version: 1 as const,
      game: 'farkle' as const,
      preset: 'minimal' as const,
      rules: preset('minimal').rules,
      generator: 'hmac-sha256' as const,
      seed: 123,
      playerSeed: 'abc',
      seats: [{ name: 'Ann', bot: null }],
      actions: [{ type: 'roll' as const }],
    };
    const dice = (r: typeof replay) => {
      const run = runReplay(r);
      if (!run.ok) throw new Error(run.error);
      return run.state.turn.dice.map((d) => d.face);
    };
    expect(dice(replay)).toEqual([3, 3, 5, 5, 3, 1]);
    expect(dice({ ...replay, playerSeed: 'abd' })).not.toEqual([3, 3, 5, 5, 3, 1]);
    const { playerSeed: _, ...without } = replay;
    const run = runReplay(without);
    expect(run.ok ? null : run.error).toMatch(/needs a player seed/);
  });
});
