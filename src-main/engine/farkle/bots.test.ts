import { describe, expect, it } from 'vitest';
import type { FarkleState, Rules } from '../../../src-shared/farkle';
import { BOT_IDS, BOT_LADDER, botAction, botSimSetup, playBotGame, type BotId } from './bots';
import { apply, newGame } from './game';
import { PRESETS, preset } from './presets';
import { meanWithInterval, simulateTurns } from './simulate';
import { solveTurn } from './solver';

const minimal = preset('minimal').rules;

function average(bot: BotId, rules: Rules, turns: number, seed = 4): number {
  return meanWithInterval(simulateTurns(botSimSetup(bot, rules), turns, seed)).mean;
}

describe('bot ladder on minimal (fast simulator, fixed seed)', () => {
  it('describes every character in one line each', () => {
    expect(BOT_LADDER.map((b) => b.id)).toEqual(BOT_IDS);
    for (const bot of BOT_LADDER) {
      expect(bot.name).toMatch(/^[A-Z][a-z]+$/);
      expect(bot.personality).toMatch(/^[^\n]{10,100}$/);
      expect(bot.description).toMatch(/^[^\n]{10,200}$/);
    }
    expect(new Set(BOT_LADDER.map((b) => b.name)).size).toBe(BOT_LADDER.length);
  });

  it('ranks the characters: a higher level averages more, the top is optimal', () => {
    const levels = BOT_LADDER.map((b) => b.level);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    expect(new Set(levels).size).toBe(levels.length);
    const means = BOT_LADDER.map((b) => average(b.id, minimal, 300_000, 11));
    for (let i = 1; i < means.length; i++) expect(means[i]).toBeGreaterThan(means[i - 1]!);
    expect(BOT_LADDER.at(-1)!.id).toBe('optimal');
  });

  // Exact expectations of these policies: 237.767, 308.883, 401.987 (the ladder note in bots.ts).
  it('ones-fives banks at once on 1s and 5s', () => {
    expect(average('ones-fives', minimal, 400_000)).toBeCloseTo(237.77, -0.5);
  });

  it('triples gets over 300', () => {
    const mean = average('triples', minimal, 400_000);
    expect(mean).toBeGreaterThan(300);
    expect(mean).toBeCloseTo(308.88, -0.5);
  });

  it('greedy (expected immediate reward) reaches about 400', () => {
    expect(average('greedy', minimal, 400_000)).toBeCloseTo(401.99, -0.5);
  });

  it('optimal matches the solver within 0.5% over 1,000,000 turns', () => {
    const solver = solveTurn(minimal).expected;
    expect(Math.abs(average('optimal', minimal, 1_000_000) / solver - 1)).toBeLessThan(0.005);
  });

  it('cautious and daring play between greedy and optimal', () => {
    for (const bot of ['cautious', 'daring'] as const) {
      const mean = average(bot, minimal, 400_000);
      expect(mean).toBeGreaterThan(405);
      expect(mean).toBeLessThan(solveTurn(minimal).expected);
    }
  });
});

describe('bots in whole games through the engine', () => {
  const extra: Array<[string, Rules]> = [
    [
      'house with a penalty, minimum bank and hot dice that must roll',
      {
        ...preset('house').rules,
        threeFarklePenalty: 500,
        minBank: 300,
        hotDice: 'must',
        entryThreshold: 500,
      },
    ],
    ['ece209 with four players', { ...preset('ece209').rules, soloSingleTurn: false }],
    ['lab4 over 200 turns', { ...preset('lab4').rules, turnLimit: 200 }],
  ];
  const cases: Array<[string, Rules]> = [
    ...PRESETS.filter((p) => p.id !== 'lab4').map((p): [string, Rules] => [p.id, p.rules]),
    ...extra,
  ];

  it.each(cases)('never make an illegal move: %s', (_, rules) => {
    for (let seed = 1; seed <= 4; seed++) {
      const seats = Math.max(rules.minSeats, Math.min(rules.maxSeats, 1 + (seed % 4)));
      const bots = Array.from(
        { length: seats },
        (_, i) => BOT_IDS[(seed + i * 2) % BOT_IDS.length]!,
      );
      // playBotGame throws on any action apply() refuses.
      const state = playBotGame(bots, { rules, generator: 'xoroshiro128plus', seed });
      expect(state.over).toBe(true);
      for (const turn of state.history) {
        if (turn.outcome === 'bank') expect(turn.turnTotal).toBeGreaterThanOrEqual(rules.minBank);
      }
    }
  });

  it('gets on the board only with the entry threshold', () => {
    const rules = preset('it312').rules;
    const state = playBotGame(['ones-fives', 'optimal'], {
      rules,
      generator: 'xoroshiro128plus',
      seed: 9,
    });
    for (const seat of [0, 1]) {
      const first = state.history.find((t) => t.seat === seat && t.outcome === 'bank');
      expect(first?.turnTotal).toBeGreaterThanOrEqual(1000);
    }
  });

  it('draw no randomness of their own', () => {
    const state = newGame({ rules: minimal, seats: 2, generator: 'xoroshiro128plus', seed: 5 });
    const rolled = apply(state, { type: 'roll' });
    if (!rolled.ok) throw new Error(rolled.error.message);
    for (const bot of BOT_IDS) {
      expect(botAction(bot, rolled.value)).toEqual(botAction(bot, rolled.value));
    }
  });
});

describe('final round', () => {
  /** Seat 1's last turn in csc276: the leader has 10,200, seat 1 has 5,000 and `turnTotal`. */
  function lastTurn(turnTotal: number): FarkleState {
    const start = newGame({
      rules: preset('csc276').rules,
      seats: 2,
      generator: 'xoroshiro128plus',
      seed: 1,
    });
    return {
      ...start,
      current: 1,
      seats: [
        { total: 10_200, onBoard: true, farkleStreak: 0 },
        { total: 5000, onBoard: true, farkleStreak: 0 },
      ],
      finalRound: { trigger: 0, remaining: [1] },
      turn: {
        ...start.turn,
        phase: 'decide',
        turnTotal,
        dice: start.turn.dice.map((d, i) => ({ face: 1, aside: i < 3 })),
      },
    };
  }

  it('keeps rolling until the bot passes the leader, then banks', () => {
    for (const bot of BOT_IDS) {
      expect(botAction(bot, lastTurn(3000))).toEqual({ type: 'roll' });
      expect(botAction(bot, lastTurn(5200))).toEqual({ type: 'roll' });
      expect(botAction(bot, lastTurn(5250))).toEqual({ type: 'bank' });
    }
  });

  it('ends games with every banked final-round turn passing the leader', () => {
    const rules = preset('csc276').rules;
    let finalBanks = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const state = playBotGame(['optimal', 'greedy', 'daring'], {
        rules,
        generator: 'xoroshiro128plus',
        seed,
      });
      let totals = [0, 0, 0];
      for (const turn of state.history) {
        const leader = Math.max(...totals.filter((_, i) => i !== turn.seat));
        if (turn.finalRound && turn.outcome === 'bank') {
          expect(turn.totalAfter).toBeGreaterThan(leader);
          finalBanks++;
        }
        totals = totals.map((t, i) => (i === turn.seat ? turn.totalAfter : t));
      }
    }
    expect(finalBanks).toBeGreaterThan(0);
  });
});
