import { describe, expect, it } from 'vitest';
import type { CoachAdvice } from '../../src-shared/farkle';
import type { GameView, HistoryEntry, ProfileStats, ProfileView } from '../../src-shared/api';
import { openTestApp as open } from '../api/test-app';

const QUERY = { profileId: null, preset: null, from: null, to: null, limit: 100, offset: 0 };

describe('the coach’s figures', () => {
  it('prices each decision and keeps skill and luck per game and per profile', async () => {
    const { call } = open();
    let game = await call<GameView>('createGame', {
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
      game = await call<GameView>('act', {
        gameId: game.id,
        step: game.actionCount,
        action: { type: 'roll' },
      });
      expectedSum += 446.571;
      while (game.turnsPlayed === turn) {
        const advice = await call<CoachAdvice>('coachHint', { gameId: game.id });
        const worst = advice.options.filter((o) => o.kind === 'keep').at(-1)!;
        if (worst.kind !== 'keep') throw new Error('a keep was expected');
        game = await call<GameView>('act', {
          gameId: game.id,
          step: game.actionCount,
          action: { type: 'keep', dice: worst.dice },
        });
        expect(game.decisionCost).toBeCloseTo(advice.best - worst.value, 9);
        decisions++;
        given += game.decisionCost!;
        const bankAdvice = await call<CoachAdvice>('coachHint', { gameId: game.id });
        game = await call<GameView>('act', {
          gameId: game.id,
          step: game.actionCount,
          action: { type: 'bank' },
        });
        decisions++;
        given += bankAdvice.best - bankAdvice.options.find((o) => o.kind === 'bank')!.value;
        expect(game.decisionCost).toBeCloseTo(
          bankAdvice.best - bankAdvice.options.find((o) => o.kind === 'bank')!.value,
          9,
        );
      }
      points += game.history.at(-1)!.points;
    }
    const ada = (await call<ProfileView[]>('listProfiles')).find((p) => p.name === 'Ada')!;
    const stats = await call<ProfileStats>('profileStats', {
      profileId: ada.id,
      withChosenSeeds: true,
    });
    expect(stats.coach.decisions).toBe(decisions);
    expect(stats.coach.skill).toBeCloseTo(given / decisions, 6);
    expect(stats.coach.skill!).toBeGreaterThan(0);
    expect(stats.coach.luck).toBeCloseTo(points - expectedSum + given, 2);
    const [entry] = await call<HistoryEntry[]>('listHistory', QUERY);
    expect(entry!.seats[0]!.coach).toEqual(stats.coach);
  });

  it('finds no fault with the optimal bot', async () => {
    const { call } = open();
    let game = await call<GameView>('createGame', {
      preset: 'lab4',
      rules: {
        ...(await call<Array<{ id: string; rules: object }>>('listPresets')).find(
          (p) => p.id === 'lab4',
        )!.rules,
        turnLimit: 40,
      },
      seats: [{ name: 'Optimal', bot: 'optimal' }],
      seed: '9',
      generator: null,
    });
    while (!game.over)
      game = await call<GameView>('botStep', { gameId: game.id, toEndOfTurn: true });
    const profile = (await call<ProfileView[]>('listProfiles'))[0]!;
    const stats = await call<ProfileStats>('profileStats', {
      profileId: profile.id,
      withChosenSeeds: true,
    });
    expect(stats.coach.decisions).toBeGreaterThan(40);
    expect(stats.coach.skill).toBe(0);
  });
});
