import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRESETS } from './presets';
import { farkleReplay } from '../replays.testkit';
import { readReplay, runReplay, writeReplay, type FarkleReplay } from './replay';

describe('reading replays', () => {
  const good: FarkleReplay = farkleReplay({
    preset: PRESETS[0]!.id,
    rules: PRESETS[0]!.rules,
    generator: 'ece209',
    seed: 333,
    seats: [
      { name: 'Player 1', bot: null },
      { name: 'Player 2', bot: 'cautious' },
    ],
    actions: [{ type: 'roll' }],
  });

  function expectRejected(text: string): void {
    let read: ReturnType<typeof readReplay> | undefined;
    expect(() => (read = readReplay(text))).not.toThrow();
    expect(read?.ok).toBe(false);
    if (read && !read.ok) expect(read.error).toMatch(/^this is not a.* replay/);
  }

  it('accepts a good one', () => {
    expect(readReplay(writeReplay(good))).toEqual({ ok: true, replay: good });
  });

  it('rejects text that is not JSON with a sentence', () => {
    expectRejected('');
    expectRejected('{');
    expectRejected('hello');
    expect(readReplay('{')).toEqual({
      ok: false,
      error: 'this is not a replay file: it is not JSON',
    });
  });

  it('rejects wrong formats, versions and bad actions', () => {
    const bad: unknown[] = [
      null,
      42,
      [],
      {},
      { ...good, format: 'other-replay' },
      { ...good, version: 2 },
      { ...good, game: 'roll-dice-roll' },
      { ...good, generator: 'mt19937' },
      { ...good, seed: -1 },
      { ...good, seed: 1.5 },
      { ...good, seats: [] },
      { ...good, seats: Array(9).fill({ name: 'x', bot: null }) },
      { ...good, actions: [{ type: 'fly' }] },
      { ...good, actions: [{ type: 'keep', dice: [6] }] },
      { ...good, actions: [{ type: 'keep', dice: [] }] },
      { ...good, actions: [{ type: 'keep' }] },
      { ...good, actions: [{ type: 'roll', dice: [1] }] },
      { ...good, actions: {} },
      { ...good, rules: { ...good.rules, ofAKind: 'add' } },
      { ...good, rules: { ...good.rules, minSeats: 3, maxSeats: 2 } },
      { ...good, preset: 'no-such-preset' },
      { ...good, extra: true },
    ];
    for (const data of bad) expectRejected(JSON.stringify(data));
    const read = readReplay(JSON.stringify({ ...good, version: 2 }));
    expect(read.ok || read.error).toMatch(/version/i);
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        expect(() => readReplay(text)).not.toThrow();
        expect(readReplay(text).ok).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('stops at the first illegal action', () => {
    const run = runReplay({ ...good, actions: [{ type: 'roll' }, { type: 'bank' }] });
    expect(run.ok).toBe(false);
    if (!run.ok) {
      expect(run.actionIndex).toBe(1);
      expect(run.error).toBe('action 2: set aside at least one scoring die before you bank');
    }
  });

  it('refuses seat counts and seeds the rules cannot start', () => {
    const lab4 = PRESETS.find((p) => p.id === 'lab4')!.rules;
    const seats = runReplay({ ...good, rules: lab4 });
    expect(seats).toEqual({
      ok: false,
      error: 'these rules are for exactly 1 player, not 2',
      actionIndex: null,
    });
    const seed = runReplay({ ...good, generator: 'ece209', seed: 2 ** 32 });
    expect(seed.ok).toBe(false);
    if (!seed.ok) {
      expect(seed.error).toMatch(
        /seed for the ece209 generator is a whole number from 0 to 4294967295/,
      );
      expect(seed.actionIndex).toBeNull();
    }
  });
});
