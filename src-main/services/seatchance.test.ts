import { describe, expect, it } from 'vitest';
import type { FarkleView } from '../../src-shared/api';
import type { Rules } from '../../src-shared/farkle';
import { preset } from '../engine';
import { solveSeats, startChances, type SeatTable } from '../engine/farkle/seatsolver';
import type { StoredMove } from '../db/game-store';
import { FARKLE_BOTS } from './bots';
import type { FarkleService } from './farkle';
import { farkleServiceFor } from './farkle-service.testkit';
import { tableExpert, type SeatOddsSource } from './seatchance';
import type { WinOddsSource } from './winchance';

const small: Rules = { ...preset('minimal').rules, target: 1000 };
const smallThree = solveSeats(small, 3);

/** A source holding one solved three-seat table; `release` lets a waiting solve finish. */
function source(ready: boolean) {
  let table: SeatTable | null = ready ? smallThree : null;
  let release = (): void => undefined;
  const asked: number[] = [];
  const solved = new Promise<SeatTable>((resolve) => {
    release = () => {
      table = smallThree;
      resolve(smallThree);
    };
  });
  const tables: SeatOddsSource = {
    peek: (_, seats) => (seats === 3 ? table : null),
    get: (_, seats) => {
      asked.push(seats);
      return table ? Promise.resolve(table) : solved;
    },
    progress: () => (table ? null : 0.4),
    hasFailed: () => false,
  };
  return { tables, asked, release: () => release() };
}

const noPairs: WinOddsSource = {
  peek: () => null,
  get: () => Promise.reject(new Error('no two-seat odds in these tests')),
  progress: () => null,
  hasFailed: () => true,
};

const stored: StoredMove[] = [];

function service(seatOdds: SeatOddsSource): FarkleService {
  return farkleServiceFor(
    { bots: [...FARKLE_BOTS, tableExpert(noPairs, seatOdds)], winOdds: noPairs, seatOdds },
    stored,
  );
}

const people = (names: string[]) => names.map((name) => ({ name, bot: null }));

function newGame(games: FarkleService, seats = people(['Ann', 'Bo', 'Cy']), fairStart = false) {
  return games.create({
    preset: 'minimal',
    rules: small,
    seats,
    seed: '3',
    generator: null,
    fairStart,
  });
}

function readySeats(view: FarkleView): number[] {
  if (view.winChance.status !== 'ready') throw new Error(`the odds are ${view.winChance.status}`);
  return view.winChance.seats;
}

describe('three seats at the table', () => {
  it('show each seat its chance, working them out first with the share done', async () => {
    const odds = source(false);
    const games = service(odds.tables);
    const view = newGame(games);
    expect(view.winChance).toEqual({ status: 'solving', progress: 0.4 });
    expect(odds.asked).toEqual([3]);
    odds.release();
    await odds.tables.get(small, 3);
    const seats = readySeats(games.get(view.id));
    expect(seats).toEqual(startChances(smallThree).map((c) => expect.closeTo(c, 12) as number));
  });

  it('prices the coach in win % and a decision in percentage points of winning', () => {
    const games = service(source(true).tables);
    let view = newGame(games);
    view = games.act(view.id, view.actionCount, { type: 'roll' });
    const advice = games.hint(view.id)!;
    expect(advice.measure).toBe('win');
    const chances = advice.options.map((o) => o.chance!);
    expect(chances).toEqual([...chances].sort((a, b) => b - a));
    // The worst keep gives up exactly its gap to the best, in percentage points.
    const worst = advice.options.at(-1)!;
    if (worst.kind !== 'keep') throw new Error('a choice of keeps was expected');
    const after = games.act(view.id, view.actionCount, { type: 'keep', dice: worst.dice });
    expect(after.decisionWinCost).toBeCloseTo((chances[0]! - worst.chance!) * 100, 9);
    const last = stored.at(-1)!;
    expect(last.game === 'farkle' ? last.coach.winCost : null).toBe(after.decisionWinCost);
  });

  it('seat Sage at any seat, playing the n-seat table', async () => {
    const games = service(source(true).tables);
    const seats = [
      { name: 'Ann', bot: null },
      { name: 'Sage', bot: 'expert' },
      { name: 'Cy', bot: null },
    ];
    let view = games.create({ preset: 'minimal', rules: small, seats, seed: '9', generator: null });
    view = games.act(view.id, view.actionCount, { type: 'roll' });
    while (view.current === 0 && !view.over) {
      const best = games.hint(view.id)!.options[0]!;
      const action =
        best.kind === 'keep' ? { type: 'keep' as const, dice: best.dice } : { type: best.kind };
      view = games.act(view.id, view.actionCount, action);
    }
    expect(view.current).toBe(1);
    // Sage plays her whole turn; every decision of it is the table's best (it gives up nothing).
    const from = stored.length;
    const after = await games.botStep(view.id, true);
    expect(after.current === 1 && !after.over).toBe(false);
    const costs = stored
      .slice(from)
      .map((move) => (move.game === 'farkle' ? move.coach.winCost : -1));
    expect(costs.length).toBeGreaterThan(0);
    for (const cost of costs) expect(cost === null || cost === 0).toBe(true);
    expect(costs.filter((cost) => cost === 0).length).toBeGreaterThan(0);
  });

  it('give each later seat the head start that brings the table nearest even', () => {
    const games = service(source(true).tables);
    const odds = games.fairStartOdds(small, 3);
    if (odds.status !== 'ready') throw new Error(`the fair start is ${odds.status}`);
    const [, second, third] = odds.headStarts;
    expect(second).toBeGreaterThan(0);
    expect(third).toBeGreaterThanOrEqual(second!);
    const spread = (xs: number[]) => Math.max(...xs) - Math.min(...xs);
    expect(spread(odds.with)).toBeLessThan(spread(odds.without) / 4);
    expect(odds.without).toEqual(
      startChances(smallThree).map((c) => expect.closeTo(c, 12) as number),
    );
    const view = newGame(games, undefined, true);
    expect(view.seats.map((s) => s.total)).toEqual(odds.headStarts);
    expect(readySeats(view)).toEqual(odds.with.map((c) => expect.closeTo(c, 12) as number));
  });
});

describe('three seats, priced and shown', () => {
  it('price rolling on against banking in win % after a keep', () => {
    const games = service(source(true).tables);
    let view = newGame(games);
    view = games.act(view.id, view.actionCount, { type: 'roll' });
    const best = games.hint(view.id)!.options[0]!;
    if (best.kind !== 'keep') throw new Error('a choice of keeps was expected');
    const preview = games.previewKeep(view.id, best.dice);
    if (!preview.ok) throw new Error(preview.message);
    expect(preview.next?.measure).toBe('win');
    // The better of rolling and banking is the keep's own chance.
    expect(Math.max(preview.next!.roll, preview.next!.bank ?? 0)).toBeCloseTo(best.chance!, 12);
  });

  it('say "about" only where the odds rest on a choice between mixed solutions', () => {
    /** The table with a choice cycle whose dependent positions are these. */
    const marking = (...positions: number[]): SeatOddsSource => {
      const about = new Uint8Array(smallThree.about.length);
      for (const index of positions) about[index >> 3]! |= 1 << (index & 7);
      const chosen: SeatTable = { ...smallThree, choiceCycles: 1, about };
      return { ...source(true).tables, peek: () => chosen };
    };
    // The start: every seat at 0, the first to move (index 0).
    expect(newGame(service(marking(0))).winChance).toMatchObject({ status: 'ready', about: true });
    const elsewhere = newGame(service(marking(1, smallThree.layout.positions - 1)));
    expect(elsewhere.winChance).toMatchObject({ status: 'ready' });
    expect(elsewhere.winChance).not.toHaveProperty('about');
    expect(newGame(service(source(true).tables)).winChance).not.toHaveProperty('about');
  });
});
