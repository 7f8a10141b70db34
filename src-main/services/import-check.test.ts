import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { minimalGame } from '../api/test-app';
import type { CoachFacts } from '../db/game-store';
import { runGameReplay, type FarkleReplay } from '../engine';
import { ServiceError } from '../errors';
import { FARKLE_TABLE, coachedMove, oddsAtHand } from './farkle';
import { WinOddsStore } from '../host/winOddsStore';
import { memoryServices } from './memory.testkit';
import {
  checkAll,
  checkGames,
  held,
  refuse,
  unheld,
  type CheckAllOptions,
  type CheckElsewhere,
  type CoachFigures,
  type HeldGame,
} from './import-check';

/** The tables shipped for the presets: the games' moves on `minimal` get win costs. */
const winOdds = new WinOddsStore({
  dataDir: mkdtempSync(join(tmpdir(), 'hotdice-import-check-')),
  shippedDir: 'resources/win-tables',
  solve: () => Promise.reject(new Error('a test solves no win tables')),
});

let games: HeldGame[];

/** Five bot games played to their end, as the history keeps them. */
beforeAll(async () => {
  const { history, games: farkle } = memoryServices();
  const ids: string[] = [];
  for (const seed of ['1', '2', '3', '4', '5']) {
    const bots = minimalGame(
      [
        ['Ada', 'greedy'],
        ['Brian', 'cautious'],
      ],
      seed,
    );
    let game = farkle.create(bots);
    while (!game.over) game = await farkle.botStep(game.id, true);
    ids.push(game.id);
  }
  games = ids.map((id) => held(history.stored(id)!));
});

/** A helper that checks its share on this thread, after a turn of the event loop. */
function helperHere(given: string[] = []): CheckElsewhere {
  return async (share, progress) => {
    given.push(...share.map((game) => game.id));
    await new Promise((resolve) => setImmediate(resolve));
    return checkGames(share, winOdds, progress);
  };
}

const options = (more: Partial<CheckAllOptions> = {}): CheckAllOptions => ({
  winOdds,
  isKept: () => false,
  progress: () => {},
  ...more,
});

/** Each game's figures as plain numbers, so two answers compare. */
const numbers = (figures: Array<CoachFigures | null | undefined>) =>
  figures.map((figure) => figure && [...figure.values]);

/** The same game dealt other dice: its moves no longer replay. */
const spoiled = (game: HeldGame): HeldGame => ({
  ...game,
  replay: { ...game.replay, seed: (game.replay as { seed: number }).seed + 1 },
});

describe('checking games', () => {
  it("weighs each move as play's coach does, win costs included", () => {
    const { figures } = checkGames(games, winOdds, () => {});
    games.forEach((game, g) => {
      const { replay } = unheld(game);
      const coached: CoachFacts[] = [];
      runGameReplay(FARKLE_TABLE.def, replay as FarkleReplay, (before, action, after) => {
        const odds = oddsAtHand(winOdds, before);
        const move = coachedMove(before, action, after, odds);
        if (move.game === 'farkle') coached.push({ winCost: null, ...move.coach });
      });
      expect(coached.map((_, i) => figures[g]!.get(i))).toEqual(coached);
    });
  });
});

describe('checking a file on two threads', () => {
  it('gives the helper the last games, and answers what one thread answers', async () => {
    const alone = await checkAll(games, options());
    // Every game's figures differ, so a game given another's would show.
    expect(new Set(numbers(alone).map((values) => JSON.stringify(values))).size).toBe(games.length);
    // Win costs are weighed (every third number of a game's figures).
    const winCosts = numbers(alone).flatMap((values) => values?.filter((_, i) => i % 3 === 2));
    expect(winCosts.some((cost) => cost !== undefined && !Number.isNaN(cost))).toBe(true);
    const given: string[] = [];
    const seen: number[] = [];
    const shared = await checkAll(
      games,
      options({
        elsewhere: helperHere(given),
        helperFrom: 0,
        progress: (done) => seen.push(done),
      }),
    );
    expect(given.length).toBeGreaterThan(0);
    expect(given.length).toBeLessThan(games.length);
    expect(given).toEqual(games.slice(games.length - given.length).map((game) => game.id));
    expect(numbers(shared)).toEqual(numbers(alone));
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).toBe(games.length);
  });

  it('offers the games checked in a row from the start as the helper hands them over', async () => {
    const alone = numbers(await checkAll(games, options()));
    let helperDone = false;
    let saving = 0;
    const offers: Array<{ upTo: number; figures: unknown[]; helperDone: boolean }> = [];
    const figures = await checkAll(
      games,
      options({
        // A helper that hands over each game as it is checked.
        elsewhere: async (share, progress, hand) => {
          await new Promise((resolve) => setImmediate(resolve));
          const checked = checkGames(share, winOdds, progress, undefined, { every: 1, hand });
          helperDone = true;
          return checked;
        },
        helperFrom: 0,
        checked: async (found, upTo) => {
          expect(saving).toBe(0); // one offer at a time
          saving++;
          offers.push({ upTo, figures: numbers(found.slice(0, upTo)), helperDone });
          await new Promise((resolve) => setImmediate(resolve));
          saving--;
        },
      }),
    );
    expect(numbers(figures)).toEqual(alone);
    expect(saving).toBe(0); // all offers done before the answer
    const first = games.length - offers.length;
    // The first offer comes before the helper is done, with the games before its share.
    expect(offers[0]!.helperDone).toBe(false);
    expect(offers.map((o) => o.upTo)).toEqual(offers.map((_, k) => first + k));
    for (const { upTo, figures: found } of offers) expect(found).toEqual(alone.slice(0, upTo));
  });

  it('offers nothing when a game before the helper is refused', async () => {
    const offered: number[] = [];
    const checked = async (_: unknown, upTo: number) => void offered.push(upTo);
    const list = games.map((game, i) => (i === 0 ? spoiled(game) : game));
    await expect(
      checkAll(list, options({ elsewhere: helperHere(), helperFrom: 0, checked })),
    ).rejects.toThrow(`game ${games[0]!.id}:`);
    expect(offered).toEqual([]);
  });

  it('refuses what saving an offer refused before a later problem', async () => {
    const list = games.map((game, i) => (i === games.length - 1 ? spoiled(game) : game));
    const checked = () =>
      Promise.reject(new ServiceError('bad-request', 'an earlier game differs'));
    await expect(
      checkAll(list, options({ elsewhere: helperHere(), helperFrom: 0, checked })),
    ).rejects.toThrow('an earlier game differs');
  });

  it('leaves the games the history keeps unchecked, and counts them done', async () => {
    const kept = games[1]!.id;
    const seen: number[] = [];
    const figures = await checkAll(
      games,
      options({
        isKept: (game) => game.id === kept,
        elsewhere: helperHere(),
        helperFrom: 0,
        progress: (done) => seen.push(done),
      }),
    );
    expect(figures[1]).toBeUndefined();
    expect(numbers(figures.filter((_, i) => i !== 1))).toEqual(
      numbers((await checkAll(games, options())).filter((_, i) => i !== 1)),
    );
    expect(seen.at(-1)).toBe(games.length);
  });

  it('refuses the first problem in the file, whichever thread finds it', async () => {
    const last = games.length - 1;
    const twoThreads = (list: HeldGame[], isKept?: CheckAllOptions['isKept']) =>
      checkAll(
        list,
        options({ elsewhere: helperHere(), helperFrom: 0, ...(isKept && { isKept }) }),
      );
    const spoil = (...at: number[]) =>
      games.map((game, i) => (at.includes(i) ? spoiled(game) : game));
    await expect(twoThreads(spoil(0, last))).rejects.toThrow(`game ${games[0]!.id}:`);
    await expect(twoThreads(spoil(last))).rejects.toThrow(`game ${games[last]!.id}:`);
    // A game that differs from the history's, at 2, comes before a problem after it.
    const differs = (game: HeldGame) =>
      game.id === games[2]!.id ? refuse(`game ${game.id} differs`) : false;
    await expect(twoThreads(spoil(last), differs)).rejects.toThrow(`game ${games[2]!.id} differs`);
    await expect(twoThreads(spoil(1), differs)).rejects.toThrow(`game ${games[1]!.id}:`);
  });

  it("checks a helper's share here when the helper cannot run", async () => {
    const seen: number[] = [];
    const figures = await checkAll(
      games,
      options({
        elsewhere: async (_share, progress) => {
          progress(2);
          throw new Error('no thread to be had');
        },
        helperFrom: 0,
        progress: (done) => seen.push(done),
      }),
    );
    expect(numbers(figures)).toEqual(numbers(await checkAll(games, options())));
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).toBe(games.length);
  });

  it('checks a file of few moves on this thread alone', async () => {
    const given: string[] = [];
    const figures = await checkAll(games, options({ elsewhere: helperHere(given) }));
    expect(given).toEqual([]);
    expect(numbers(figures)).toEqual(numbers(await checkAll(games, options())));
  });
});
