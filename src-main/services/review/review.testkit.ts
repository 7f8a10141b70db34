import type { FarkleAction, FarkleState, Rules } from '../../../src-shared/farkle';
import type { FarkleView } from '../../../src-shared/api';
import type { StoredGame, StoredMove, StoredReplay } from '../../db/game-store';
import { gameOf, preset } from '../../engine';
import { solveWin } from '../../engine/farkle/winsolver';
import { winRulesKey } from '../../engine/farkle/wincache';
import type { WinOdds } from '../../engine/farkle/winodds';
import { FARKLE_BOTS } from '../bots';
import { FarkleService, type Bot } from '../farkle';
import type { WinOddsSource } from '../winchance';
import { solveSeats, type SeatTable } from '../../engine/farkle/seatsolver';
import { tableExpert, type SeatOddsSource } from '../seatchance';
import { farklePricing, farkleReview } from './farkle';
import { ReviewService } from './review';
import { rollDiceReview } from './rolldice';
import { solveRollDice } from '../../engine/rolldice/solver';
import { pigReview } from './pig';
import type { TableStore } from '../played-games';

/** Minimal to 1,000: its two-seat table solves in a moment. */
export const SMALL: Rules = { ...preset('minimal').rules, target: 1000 };
export const smallOdds: WinOdds = solveWin(SMALL);

export const readyOdds: WinOddsSource = {
  peek: () => smallOdds,
  get: () => Promise.resolve(smallOdds),
  progress: () => null,
  hasFailed: () => false,
};

/** SMALL's three-seat table, solved on first use (a second or so). */
let smallThree: SeatTable | null = null;
const isSmallThree = (rules: Rules, seats: number): boolean =>
  seats === 3 && winRulesKey(rules) === winRulesKey(SMALL);
export const readySeatOdds: SeatOddsSource = {
  peek: (rules, seats) =>
    isSmallThree(rules, seats) ? (smallThree ??= solveSeats(SMALL, 3)) : null,
  get: (rules, seats) => Promise.resolve(readySeatOdds.peek(rules, seats)!),
  progress: () => null,
  hasFailed: (rules, seats) => !isSmallThree(rules, seats),
};

/** Games kept in memory as the history keeps them, with every move the coach weighed. */
export class MemoryGames {
  readonly games = new Map<string, StoredGame>();
  readonly moves = new Map<string, StoredMove[]>();

  stored(gameId: string): StoredGame | null {
    return this.games.get(gameId) ?? null;
  }

  readonly store = {
    started: (id: string, replay: StoredReplay, seedChosen: boolean) => {
      this.games.set(id, { id, replay, seedChosen, startedAt: 'now', endedAt: null });
      this.moves.set(id, []);
    },
    acted: (id: string, _seq: number, move: StoredMove) => {
      this.moves.get(id)!.push(move);
      const over = gameOf(move.game).def.isOver(move.after);
      if (over) this.games.get(id)!.endedAt = 'later';
    },
    reseeded: () => undefined,
    load: () => null,
    listing: () => null,
    unfinished: () => ({ ids: [], total: 0 }),
    removed: () => undefined,
  };
}

/** A bot that plays whatever `choose` picks. */
export function botOf(id: string, choose: (state: FarkleState) => FarkleAction): Bot {
  return {
    info: { id, name: id, level: 1, personality: '', description: '', labProblem: null },
    decide: choose,
  };
}

/** Farkle prices with the small table at hand and the coach's policies solved as asked. */
export const pricing = farklePricing({
  winOdds: readyOdds,
  seatOdds: readySeatOdds,
  preparePolicies: () => Promise.resolve(),
});

/**
 * The Farkle service (every bot and the Expert, the shipped tables, numbered ids) on a table
 * store, and the review service reading the games it stores.
 */
export function reviewedFarkle(
  store: TableStore,
  stored: ConstructorParameters<typeof ReviewService>[0],
  extraBots: Bot[] = [],
) {
  let id = 0;
  const games = new FarkleService({
    store,
    bots: [...FARKLE_BOTS, tableExpert(readyOdds, readySeatOdds), ...extraBots],
    randomSeed: () => 11,
    newId: () => `game-${++id}`,
    winOdds: readyOdds,
    seatOdds: readySeatOdds,
  });
  const reviews = new ReviewService(stored, {
    farkle: farkleReview(pricing),
    rolldice: rollDiceReview(solveRollDice),
    pig: pigReview,
  });
  return { games, reviews };
}

/** Farkle games on the memory store, and the review service over them. */
export function reviewKit(extraBots: Bot[] = []) {
  const memory = new MemoryGames();
  const { games, reviews } = reviewedFarkle(memory.store, memory, extraBots);
  /** Plays a game of bots to its end under `rules`. */
  const play = async (rules: Rules, bots: string[], seed: number): Promise<FarkleView> => {
    let view = games.create({
      preset: 'minimal',
      rules,
      seats: bots.map((bot, i) => ({ name: `Seat ${i + 1}`, bot })),
      seed: String(seed),
      generator: null,
    });
    while (!view.over) view = await games.botStep(view.id, true);
    return view;
  };
  return { memory, games, reviews, play };
}
