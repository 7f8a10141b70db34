import { describe, expect, it } from 'vitest';
import type { WinChanceView } from '../../src-shared/api';
import type { Rules } from '../../src-shared/farkle';
import { preset } from '../engine';
import { solveWin } from '../engine/farkle/winsolver';
import { winChance, type WinOdds } from '../engine/farkle/winodds';
import type { StoredMove } from '../db/game-store';
import { FARKLE_BOTS } from './bots';
import type { FarkleService } from './farkle';
import { farkleServiceFor } from './farkle-service.testkit';
import { EXPERT_INFO, expertBot, type WinOddsSource } from './winchance';

const small: Rules = { ...preset('minimal').rules, target: 1000 };
const smallOdds = solveWin(small);

/** A source holding one solved table; `release` lets a waiting solve finish. */
function source(ready: boolean) {
  let table: WinOdds | null = ready ? smallOdds : null;
  let release = (): void => undefined;
  const solved = new Promise<WinOdds>((resolve) => {
    release = () => {
      table = smallOdds;
      resolve(smallOdds);
    };
  });
  const tables: WinOddsSource = {
    peek: () => table,
    get: () => (table ? Promise.resolve(table) : solved),
    progress: () => (table ? null : 0.25),
    hasFailed: () => false,
  };
  return { tables, release: () => release() };
}

/** Moves as the store was handed them. */
const stored: StoredMove[] = [];

function service(tables: WinOddsSource): FarkleService {
  return farkleServiceFor({ bots: [...FARKLE_BOTS, expertBot(tables)], winOdds: tables }, stored);
}

/** The view's odds: ready, each seat within 1e-12 of the expected chance. */
function expectSeats(odds: WinChanceView, first: number): void {
  if (odds.status !== 'ready') throw new Error(`the odds are ${odds.status}`);
  expect(odds.seats[0]).toBeCloseTo(first, 12);
  expect(odds.seats[1]).toBeCloseTo(1 - first, 12);
}

const seat = (total: number) => ({ total, onBoard: total > 0, farkleStreak: 0 });

describe('the Expert in the registry', () => {
  it('sits at the top of the ladder and says how it plays larger tables', () => {
    const bots = service(source(true).tables).listBots();
    const expert = bots.find((bot) => bot.id === 'expert')!;
    expect(expert).toEqual(EXPERT_INFO);
    // Last in the list: above every levelled bot, ranked by games won rather than a turn level.
    expect(bots.at(-1)).toBe(expert);
    expect(expert.level).toBeNull();
    expect(expert.description).toMatch(/three or four/);
    expect(expert.description).toMatch(/approximation/);
  });

  it('refuses a seat alone or under rules without a target', () => {
    const games = service(source(true).tables);
    const alone = [{ name: 'Sage', bot: 'expert' }];
    expect(() =>
      games.create({ seed: null, generator: null, preset: 'minimal', rules: small, seats: alone }),
    ).toThrow(/add another seat/);
    const twoSeats = [{ name: 'Ann', bot: null }, ...alone];
    const turns: Rules = { ...small, target: null, turnLimit: 20 };
    expect(() =>
      games.create({
        seed: null,
        generator: null,
        preset: 'minimal',
        rules: turns,
        seats: twoSeats,
      }),
    ).toThrow(/cannot play these rules/);
  });

  it('waits for its table, then plays the table’s best action', async () => {
    const { tables, release } = source(false);
    const games = service(tables);
    const view = games.create({
      generator: null,
      preset: 'minimal',
      rules: small,
      seats: [
        { name: 'Sage', bot: 'expert' },
        { name: 'Ann', bot: null },
      ],
      seed: '3',
    });
    expect(view.winChance).toEqual({ status: 'solving', progress: 0.25 });
    let played = false;
    const step = games.botStep(view.id, false).then((after) => {
      played = true;
      return after;
    });
    await Promise.resolve();
    expect(played).toBe(false);
    release();
    const after = await step;
    expect(after.actionCount).toBe(1);
    expect(after.winChance.status).toBe('ready');
    // The first action of a turn is its roll, the only action open.
    expect(after.events[0]?.type).toBe('roll');
  });
});

/** Two people at the table, Ann and Bo (a new list each time). */
function annAndBo(): Array<{ name: string; bot: null }> {
  return [
    { name: 'Ann', bot: null },
    { name: 'Bo', bot: null },
  ];
}

/** A new game of the `small` rules, these seats and a drawn seed, asking for the fair start. */
function fairStartGame(games: FarkleService, seats: Array<{ name: string; bot: null }>) {
  return games.create({
    preset: 'minimal',
    rules: small,
    seats,
    seed: null,
    generator: null,
    fairStart: true,
  });
}

describe('the fair start', () => {
  it('gives the second seat the head start nearest an even game, by the table', () => {
    const games = service(source(true).tables);
    const seats = annAndBo();
    const view = fairStartGame(games, seats);
    // Searched here over every head start below the target, straight from the table.
    let best = 0;
    const gap = (points: number) =>
      Math.abs(winChance(smallOdds, seat(0), { ...seat(points), onBoard: true }) - 0.5);
    for (let points = 50; points < small.target!; points += 50) {
      if (gap(points) < gap(best)) best = points;
    }
    expect(best).toBeGreaterThan(0);
    expect(view.rules.handicap).toBe(best);
    expect(view.seats[1]!.total).toBe(best);
    expect(view.seats[0]!.total).toBe(0);
    const three = [...seats, { name: 'Cy', bot: null }];
    // Three seats take the n-seat odds, which this service was not given.
    expect(() => fairStartGame(games, three)).toThrow(/has no odds/);
  });

  it('is refused while the odds are still being worked out', () => {
    const games = service(source(false).tables);
    expect(() => fairStartGame(games, annAndBo())).toThrow(/still being worked out/);
  });

  it('says how far the odds have come, so the table can wait and then start', async () => {
    const odds = source(false);
    const games = service(odds.tables);
    expect(games.fairStartOdds(small)).toEqual({ status: 'solving', progress: 0.25 });
    odds.release();
    await odds.tables.get(small);
    // Ready with the figures of these rules: the first player's edge, and the head start.
    const even = winChance(smallOdds, seat(0), seat(0));
    expect(even).toBeGreaterThan(0.5);
    const ready = games.fairStartOdds(small);
    const { handicap } = fairStartGame(games, annAndBo()).rules;
    expect(handicap).toBeGreaterThan(0);
    expect(ready).toMatchObject({ status: 'ready', headStarts: [0, handicap] });
    expect(ready.status === 'ready' && ready.without[0]).toBeCloseTo(even, 12);
    const solitaire = { ...small, turnLimit: 100 };
    expect(games.fairStartOdds(solitaire)).toMatchObject({
      status: 'none',
      reason: expect.stringMatching(/target score/),
    });
  });
});

describe('the coach in win %', () => {
  it('prices banking by the table’s chance for the opponent’s turn that follows', () => {
    const games = service(source(true).tables);
    const seats = annAndBo();
    for (let seed = 1; seed <= 30; seed++) {
      const view = games.create({
        generator: null,
        preset: 'minimal',
        rules: small,
        seats,
        seed: String(seed),
      });
      expectSeats(view.winChance, winChance(smallOdds, seat(0), seat(0)));
      const rolled = games.act(view.id, view.actionCount, { type: 'roll' });
      if (rolled.turn.phase !== 'choose') continue;
      const keep = games.hint(view.id)!;
      expect(keep.measure).toBe('win');
      const best = keep.options[0]!;
      if (best.kind !== 'keep') continue;
      const kept = games.act(view.id, rolled.actionCount, { type: 'keep', dice: best.dice });
      expect(kept.decisionWinCost).toBeCloseTo(0, 9);
      const advice = games.hint(view.id)!;
      const bank = advice.options.find((o) => o.kind === 'bank');
      if (!bank) continue;
      // After a bank Bo starts a turn: Ann wins unless he does.
      const banked = kept.turn.turnTotal;
      const expected = 1 - winChance(smallOdds, seat(0), seat(banked));
      expect(bank.chance).toBeCloseTo(expected, 12);
      const top = Math.max(...advice.options.map((o) => o.chance!));
      expect(advice.options[0]!.chance).toBe(top);
      const after = games.act(view.id, kept.actionCount, { type: 'bank' });
      expect(after.decisionWinCost).toBeCloseTo((top - expected) * 100, 9);
      // The store keeps the same price beside the points one.
      const last = stored.at(-1)!;
      expect(last.game === 'farkle' && last.coach.winCost).toBe(after.decisionWinCost);
      expectSeats(after.winChance, 1 - winChance(smallOdds, seat(0), seat(banked)));
      return;
    }
    throw new Error('no seed gave a bank to price');
  });
});
