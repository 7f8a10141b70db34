import { describe, expect, it } from 'vitest';
import type { FarkleView } from '../../src-shared/api';
import type { FarkleAction } from '../../src-shared/farkle';
import type { StoredReplay } from '../db/game-store';
import { FARKLE_BOTS } from './bots';
import { FarkleService } from './farkle';
import { memoryServices } from './memory.testkit';
import { UNFINISHED_LISTED, type TableStore } from './played-games';

/** A store in memory that counts how often a game is read back, to see what the service keeps. */
function countingStore() {
  const games = new Map<string, { replay: StoredReplay; seedChosen: boolean }>();
  const loads: string[] = [];
  const store: TableStore = {
    started: (id, replay, seedChosen) =>
      void games.set(id, { replay: structuredClone(replay), seedChosen }),
    acted: (id, _seq, move) => (games.get(id)!.replay.actions as unknown[]).push(move.action),
    reseeded: (id, playerSeed) => void (games.get(id)!.replay.playerSeed = playerSeed),
    load: (id) => {
      loads.push(id);
      return structuredClone(games.get(id) ?? null);
    },
    listing: () => null,
    unfinished: () => ({ ids: [], total: 0 }),
    removed: (id) => void games.delete(id),
  };
  return { store, loads };
}

let ids = 0;
const service = (store: TableStore) =>
  new FarkleService({ bots: FARKLE_BOTS, store, randomSeed: () => 7, newId: () => `g${++ids}` });

const ece209 = (name = 'Ada') => ({
  preset: 'ece209' as const,
  rules: null,
  seats: [{ name, bot: null }],
  seed: '333',
  generator: 'ece209' as const,
});

/** The README's ECE 209 game: seed 333, roll, keep 1 1 5, bank; one turn ends it. */
function playToEnd(games: FarkleService, id: string): FarkleView {
  const faces = games.act(id, 0, { type: 'roll' }).turn.dice.map((d) => d.face);
  const keep: FarkleAction = {
    type: 'keep',
    dice: [faces.indexOf(1), faces.lastIndexOf(1), faces.indexOf(5)],
  };
  games.act(id, 1, keep);
  return games.act(id, 2, { type: 'bank' });
}

describe('the table service keeps in memory only what is being played', () => {
  it('lets a finished game go, and still answers for it and rematches it from the store', () => {
    const { store, loads } = countingStore();
    const games = service(store);
    const { id } = games.create(ece209());
    const last = playToEnd(games, id);
    expect(last.over).toBe(true);
    expect(loads).toEqual([]);
    const again = games.get(id);
    expect(loads).toEqual([id]); // read back: it was no longer in memory
    expect({ ...again, events: [], decisionCost: null }).toEqual({
      ...last,
      events: [],
      decisionCost: null,
    });
    const rematch = games.rematch(id);
    expect(rematch.seats.map((s) => s.name)).toEqual(['Ada']);
    expect(rematch.actionCount).toBe(0);
    games.get(id);
    expect(loads).toEqual([id, id, id]); // and never kept
  });

  it('keeps a bounded number of unfinished tables, reading older ones back', () => {
    const { store, loads } = countingStore();
    const games = service(store);
    const created = Array.from({ length: 250 }, () => games.create(ece209()).id);
    games.get(created.at(-1)!);
    expect(loads).toEqual([]);
    const rolled = games.act(created[0]!, 0, { type: 'roll' });
    expect(loads).toEqual([created[0]]);
    expect(games.get(created[0]!).turn.dice).toEqual(rolled.turn.dice);
  });

  it('answers "not found" for a game of the other kind', () => {
    const { store } = countingStore();
    const games = service(store);
    const { id } = games.create(ece209());
    const { replay } = store.load(id)!;
    store.started('other', { ...replay, game: 'rolldice' } as StoredReplay, true);
    expect(() => games.get('other')).toThrow(/not open/);
  });
});

describe('the start screen lists a bounded number of unfinished games', () => {
  it('lists the latest, counts them all, and the others resume from History', () => {
    const { db, games, rollDice } = memoryServices();
    const farkle: string[] = [];
    const rolls: string[] = [];
    for (let i = 0; i < UNFINISHED_LISTED + 5; i++) {
      farkle.push(games.create(ece209(`P${i}`)).id);
      const player = { name: `R${i}`, bot: null };
      rolls.push(rollDice.create({ player, seed: null, generator: null }).id);
    }
    const left = games.create(ece209('Left')).id;
    const done = games.create(ece209('Done'));
    let view = games.act(done.id, 0, { type: 'roll' });
    const faces = view.turn.dice.map((d) => d.face);
    const dice = [faces.indexOf(1), faces.lastIndexOf(1), faces.indexOf(5)];
    games.act(done.id, 1, { type: 'keep', dice });
    view = games.act(done.id, 2, { type: 'bank' });
    expect(view.over).toBe(true);

    // Services started again on the same history: the app's next start.
    const reopened = memoryServices(db);
    const unfinished = reopened.games.unfinished();
    expect(unfinished.views.map((g) => g.id)).toEqual(
      [...farkle, left].reverse().slice(0, UNFINISHED_LISTED),
    );
    expect(unfinished.total).toBe(farkle.length + 1);
    const unfinishedRolls = reopened.rollDice.unfinished();
    expect(unfinishedRolls.views.map((g) => g.id)).toEqual(
      [...rolls].reverse().slice(0, UNFINISHED_LISTED),
    );
    expect(unfinishedRolls.total).toBe(rolls.length);
    const oldest = reopened.games.get(farkle[0]!);
    expect(oldest.seats[0]!.name).toBe('P0');
    const played = reopened.games.act(farkle[0]!, 0, { type: 'roll' });
    expect(played.actionCount).toBe(1);
    const oldestRoll = reopened.rollDice.get(rolls[0]!);
    expect(oldestRoll.player.name).toBe('R0');
  });
});
