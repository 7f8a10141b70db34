import { describe, expect, it } from 'vitest';
import type { CoachAdvice } from '../../src-shared/farkle';
import { preset } from '../engine';
import { memoryServices } from '../services/memory.testkit';
import { Profiles } from './profiles';
import { listHistory, profileStats } from './stats';

const QUERY = { profileId: null, preset: null, from: null, to: null, limit: 100, offset: 0 };

describe('the coach’s figures', () => {
  it('prices each decision and keeps skill and luck per game and per profile', async () => {
    const { db, games } = memoryServices();
    let game = games.create({
      preset: 'minimal',
      rules: null,
      seats: [{ name: 'Ada', bot: null }],
      seed: '5',
      generator: null,
    });
    let decisions = 0;
    let given = 0;
    let points = 0;
    let expectedSum = 0;
    // Ten turns: always the worst keep, then bank at once (a poor but legal way to play).
    for (let turn = 0; turn < 10; turn++) {
      game = games.act(game.id, game.actionCount, { type: 'roll' });
      expectedSum += 446.571;
      while (game.turnsPlayed === turn) {
        const advice: CoachAdvice = games.hint(game.id)!;
        const worst = advice.options.filter((o) => o.kind === 'keep').at(-1)!;
        if (worst.kind !== 'keep') throw new Error('a keep was expected');
        game = games.act(game.id, game.actionCount, { type: 'keep', dice: worst.dice });
        expect(game.decisionCost).toBeCloseTo(advice.best - worst.value, 9);
        decisions++;
        given += game.decisionCost!;
        const bankAdvice: CoachAdvice = games.hint(game.id)!;
        game = games.act(game.id, game.actionCount, { type: 'bank' });
        decisions++;
        given += bankAdvice.best - bankAdvice.options.find((o) => o.kind === 'bank')!.value;
        expect(game.decisionCost).toBeCloseTo(
          bankAdvice.best - bankAdvice.options.find((o) => o.kind === 'bank')!.value,
          9,
        );
      }
      points += game.history.at(-1)!.points;
    }
    const profiles = new Profiles(db);
    const ada = profiles.list().find((p) => p.name === 'Ada')!;
    const stats = profileStats(db, profiles, ada.id, true);
    expect(stats.coach.decisions).toBe(decisions);
    expect(stats.coach.skill).toBeCloseTo(given / decisions, 6);
    expect(stats.coach.skill!).toBeGreaterThan(0);
    expect(stats.coach.luck).toBeCloseTo(points - expectedSum + given, 2);
    const [entry] = listHistory(db, QUERY);
    expect(entry!.seats[0]!.coach).toEqual(stats.coach);
  });

  it('finds no fault with the optimal bot', async () => {
    const { db, games } = memoryServices();
    let game = games.create({
      preset: 'lab4',
      rules: { ...preset('lab4').rules, turnLimit: 40 },
      seats: [{ name: 'Optimal', bot: 'optimal' }],
      seed: '9',
      generator: null,
    });
    while (!game.over) game = await games.botStep(game.id, true);
    const profiles = new Profiles(db);
    const profile = profiles.list()[0]!;
    const stats = profileStats(db, profiles, profile.id, true);
    expect(stats.coach.decisions).toBeGreaterThan(40);
    expect(stats.coach.skill).toBe(0);
  });
});
