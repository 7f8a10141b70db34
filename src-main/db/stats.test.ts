import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FarkleView } from '../../src-shared/api';
import type { FarkleAction } from '../../src-shared/farkle';
import { resourcesDir } from '../host/resources';
import { WinOddsStore } from '../host/winOddsStore';
import { memoryServices } from '../services/memory.testkit';
import { Profiles } from './profiles';
import { fairness, profileStats } from './stats';

describe('are the dice fair?', () => {
  it('says nothing on too few rolls', () => {
    expect(fairness(29, 29, 0.5)).toBe('few');
  });

  it('calls counts within two standard errors of the odds fair, and others not', () => {
    // 1000 rolls of 3 dice: 27.78% farkle, standard error 1.42 points.
    expect(fairness(1000, 278, 60 / 216)).toBe('fair');
    expect(fairness(1000, 300, 60 / 216)).toBe('fair');
    expect(fairness(1000, 310, 60 / 216)).toBe('more');
    expect(fairness(1000, 240, 60 / 216)).toBe('fewer');
  });
});

describe('skill in chances of winning', () => {
  it('averages the percentage points each two-seat decision gave up', async () => {
    // The odds for minimal ship with the app; they are read in the background.
    const winOdds = new WinOddsStore({
      dataDir: mkdtempSync(join(tmpdir(), 'hotdice-stats-')),
      shippedDir: join(resourcesDir(), 'win-tables'),
      solve: () => Promise.reject(new Error('minimal ships its table')),
    });
    const { db, games } = memoryServices(undefined, winOdds);
    let game = games.create({
      preset: 'minimal',
      rules: null,
      seats: [
        { name: 'Ann', bot: null },
        { name: 'Bo', bot: null },
      ],
      seed: '21',
      generator: null,
    });
    for (let i = 0; i < 200 && game.winChance.status !== 'ready'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      game = games.get(game.id);
    }
    expect(game.winChance.status).toBe('ready');
    const costs: number[] = [];
    // Ann keeps the first scoring die she sees and banks as soon as she may; Bo does the same.
    while (game.turnsPlayed < 6 && !game.over) {
      const seat = game.current;
      const dice = game.turn.dice;
      let action: FarkleAction;
      if (game.turn.phase === 'choose') {
        const first = dice.findIndex((d) => !d.aside && (d.face === 1 || d.face === 5));
        const faces = dice.map((d, i) => (d.aside ? -1 : i));
        action = { type: 'keep', dice: first >= 0 ? [first] : faces.filter((i) => i >= 0) };
      } else action = game.moves.bank.allowed ? { type: 'bank' } : { type: 'roll' };
      let answer: FarkleView;
      try {
        answer = games.act(game.id, game.actionCount, action);
      } catch {
        break;
      }
      if (seat === 0 && answer.decisionWinCost !== null) costs.push(answer.decisionWinCost);
      game = answer;
    }
    expect(costs.length).toBeGreaterThan(0);
    const profiles = new Profiles(db);
    const ann = profiles.list().find((p) => p.name === 'Ann')!;
    const stats = profileStats(db, profiles, ann.id, true);
    // Only finished turns count in the figures: compare with the decisions of Ann's turns played.
    expect(stats.coach.winDecisions).toBeGreaterThan(0);
    expect(stats.coach.winDecisions).toBeLessThanOrEqual(costs.length);
    const counted = costs.slice(0, stats.coach.winDecisions);
    const mean = counted.reduce((a, b) => a + b, 0) / counted.length;
    expect(stats.coach.winSkill).toBeCloseTo(mean, 9);
  });
});
