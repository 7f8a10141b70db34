import type {
  BotInfo,
  CreateGameRequest,
  FairStartOdds,
  FarkleView,
  KeepPreview,
  WinChanceView,
  LegalMoves,
  SeatSetup,
} from '../../src-shared/api';
import type {
  CoachAdvice,
  Face,
  FarkleAction,
  FarkleState,
  FarkleEvent,
  Rules,
} from '../../src-shared/farkle';
import {
  ENGINE_VERSION,
  REPLAY_FORMAT,
  REPLAY_VERSION,
  advise,
  apply,
  checkBank,
  checkRoll,
  decisionCost,
  farkleGame,
  keyOf,
  preset,
  presetName,
  scoreTable,
  scoringPositions,
  setupProblem,
  turnExpectation,
  type FarkleReplay,
} from '../engine';
import type { StoredMove } from '../db/game-store';
import { ServiceError } from '../errors';
import { bankLosesGame, nextAdvice } from './advice';
import { seedShown, type SeedShown } from './seal';
import { newDice } from './seeds';
import { PlayedGames, type Table, type StoredGameDef, type TableStore } from './played-games';
import type { WinOdds } from '../engine/farkle/winodds';
import { FairStarts } from './fair-start';
import { decisionWinCost } from './win-costs';
import {
  expertSeatProblem,
  winChanceView,
  winOddsProblem,
  withWinChances,
  type WinOddsSource,
} from './winchance';
import {
  seatChanceView,
  seatDecisionWinCost,
  seatTableAtHand,
  withSeatChances,
  type SeatOddsSource,
} from './seatchance';

/** A computer player: picks the current seat's next action. */
export interface Bot {
  info: BotInfo;
  decide(state: FarkleState): FarkleAction;
  /** What the bot must have before it can decide (the Expert's odds), fetched off the API's thread. */
  prepare?(state: FarkleState): Promise<void>;
}

type FarkleTable = Table<FarkleState, FarkleReplay>;

export interface FarkleServiceOptions {
  bots: readonly Bot[];
  store: TableStore;
  /** A fresh seed for games started without one. */
  randomSeed: () => number;
  /** A fresh game id. */
  newId: () => string;
  /** Two-seat win-chance tables; without them no game shows odds. */
  winOdds?: WinOddsSource;
  /** Three- and four-seat win-chance tables; without them those tables show no odds. */
  seatOdds?: SeatOddsSource;
}

/** Farkle on the table service. The coach weighs each decision once, here; the store keeps its figures. */
export const FARKLE_TABLE: StoredGameDef<FarkleState, FarkleAction, FarkleEvent, FarkleReplay> = {
  game: 'farkle',
  def: farkleGame,
  move: (before, action, after) => {
    const coach = { cost: decisionCost(before, action), turnExpected: turnExpectation(before) };
    return { game: 'farkle', action, before, after, coach };
  },
};

/** The two-seat table for a game in this state when it is at hand (no solve is started for it). */
export function oddsAtHand(source: WinOddsSource | undefined, state: FarkleState): WinOdds | null {
  if (!source || state.over || state.seats.length !== 2) return null;
  return winOddsProblem(state.rules) === null ? source.peek(state.rules) : null;
}

/** A move weighed by the coach once: in points, and in win % when `odds` are at hand. */
export function coachedMove(
  before: FarkleState,
  action: FarkleAction,
  after: FarkleState,
  odds: WinOdds | null,
): StoredMove {
  const move = FARKLE_TABLE.move(before, action, after);
  if (odds && move.game === 'farkle') move.coach.winCost = decisionWinCost(odds, before, action);
  return move;
}

/** Farkle games in play, on the one table service. */
export class FarkleService {
  private readonly tables: PlayedGames<FarkleState, FarkleAction, FarkleEvent, FarkleReplay>;
  private readonly bots: Map<string, Bot>;
  private readonly fairStarts: FairStarts;

  constructor(private readonly options: FarkleServiceOptions) {
    this.bots = new Map(options.bots.map((bot) => [bot.info.id, bot]));
    this.fairStarts = new FairStarts(options.winOdds, options.seatOdds);
    const kind: StoredGameDef<FarkleState, FarkleAction, FarkleEvent, FarkleReplay> = {
      ...FARKLE_TABLE,
      move: (before, action, after) => {
        const move = coachedMove(before, action, after, oddsAtHand(options.winOdds, before));
        const seatTable = seatTableAtHand(options.seatOdds, before);
        if (seatTable && move.game === 'farkle') {
          move.coach.winCost = seatDecisionWinCost(seatTable, before, action);
        }
        return move;
      },
    };
    this.tables = new PlayedGames(kind, { store: options.store, newId: options.newId });
  }

  listBots(): BotInfo[] {
    return [...this.bots.values()].map((bot) => bot.info);
  }

  create(request: CreateGameRequest): FarkleView {
    const info = preset(request.preset);
    const rules = this.fairStarts.apply(
      request.rules ?? info.rules,
      request.fairStart,
      request.seats.length,
    );
    const problem = setupProblem(rules, request.seats.length);
    if (problem) throw new ServiceError('illegal', problem);
    for (const seat of request.seats) {
      if (seat.bot !== null && !this.bots.has(seat.bot)) {
        throw new ServiceError('bad-request', `there is no bot called "${seat.bot}"`);
      }
      const expert = seat.bot === 'expert' ? expertSeatProblem(rules, request.seats.length) : null;
      if (expert) throw new ServiceError('illegal', expert);
    }
    const { chosen, ...dice } = newDice(request.seed, request.generator, this.options.randomSeed);
    return this.start(chosen, {
      format: REPLAY_FORMAT,
      version: REPLAY_VERSION,
      engineVersion: ENGINE_VERSION,
      game: 'farkle',
      preset: request.preset,
      rules,
      ...dice,
      seats: request.seats.map((s): SeatSetup => ({ name: s.name.trim(), bot: s.bot })),
      actions: [],
    });
  }

  /** The same table, rules and seats again, with a fresh seed: drawn, so sealed again (see newDice). */
  rematch(gameId: string): FarkleView {
    return this.view(this.tables.rematch(gameId, this.options.randomSeed), []);
  }

  /**
   * The player seed of a game not rolled yet, made on the view whose `actionCount` is `step`:
   * the first roll fixes it.
   */
  setPlayerSeed(gameId: string, step: number, playerSeed: string): FarkleView {
    return this.view(this.tables.reseed(gameId, step, playerSeed), []);
  }

  get(gameId: string): FarkleView {
    return this.view(this.tables.find(gameId), []);
  }

  /** The current player's move, made on the view whose `actionCount` is `step`. */
  act(gameId: string, step: number, action: FarkleAction): FarkleView {
    const table = this.tables.findAt(gameId, step);
    if (this.botAt(table) !== null) {
      throw new ServiceError('illegal', 'it is a bot’s turn: let it play');
    }
    const { events, move } = this.tables.step(table, action);
    const coach = move.game === 'farkle' ? move.coach : null;
    return {
      ...this.view(table, events),
      decisionCost: coach?.cost ?? null,
      decisionWinCost: coach?.winCost ?? null,
    };
  }

  /** Gives up an unfinished game: it stays in History as abandoned, and leaves the table. */
  abandon(gameId: string): null {
    return this.tables.remove(gameId, 'abandon', []);
  }

  /** Deletes an unfinished game and every figure it added to the stats. */
  delete(gameId: string): null {
    return this.tables.remove(gameId, 'delete', this.tables.find(gameId).state.history);
  }

  leave(gameId: string): boolean {
    return this.tables.leave(gameId);
  }

  /** The coach's advice for the current decision: in win % with the odds at hand. */
  hint(gameId: string): CoachAdvice | null {
    const { state } = this.tables.find(gameId);
    const advice = advise(state);
    const odds = oddsAtHand(this.options.winOdds, state);
    const seatTable = seatTableAtHand(this.options.seatOdds, state);
    if (advice && seatTable) return withSeatChances(seatTable, state, advice) ?? advice;
    return advice && odds ? (withWinChances(odds, state, advice) ?? advice) : advice;
  }

  /** What keeping these dice would score, and what the player could do after it. */
  previewKeep(gameId: string, dice: number[]): KeepPreview {
    const { state } = this.tables.find(gameId);
    const kept = apply(state, { type: 'keep', dice });
    if (!kept.ok) return { ok: false, message: kept.error.message };
    const { turn } = kept.value;
    const faces = dice.map((position) => state.turn.dice[position]!.face as Face);
    const { parts, junk } = scoreTable(state.rules.scoring).keepBreakdown(
      keyOf(faces),
      state.rules.keepJunk,
    );
    return {
      ok: true,
      score: turn.rolls.at(-1)!.score,
      breakdown: parts.map(({ label, faces, score }) => ({ label, faces, score })),
      junk,
      turnTotal: turn.turnTotal,
      moves: legalMoves(kept.value),
      next: nextAdvice(
        kept.value,
        oddsAtHand(this.options.winOdds, kept.value),
        seatTableAtHand(this.options.seatOdds, kept.value),
      ),
    };
  }

  /** The bot in the current seat takes one action, or plays out its turn. */
  async botStep(gameId: string, toEndOfTurn: boolean, step?: number): Promise<FarkleView> {
    const waiting = this.botAt(this.tables.findAt(gameId, step));
    if (waiting?.prepare) await waiting.prepare(this.tables.find(gameId).state);
    // Found again (at the same step): the game may have moved on while the bot waited.
    const table = this.tables.findAt(gameId, step);
    const bot = this.botAt(table);
    if (!bot) throw new ServiceError('illegal', 'the current seat is not a bot');
    const events = this.tables.botStep(
      table,
      { name: bot.info.name, decide: (state) => bot.decide(state) },
      toEndOfTurn,
    );
    return this.view(table, events);
  }

  /** The most recent games still being played, and how many there are. */
  unfinished(): { views: FarkleView[]; total: number } {
    const { tables, total } = this.tables.unfinished();
    const views = tables.map((table) => ({
      ...this.view(table, []),
      actionCount: table.actionCount,
    }));
    return { views, total };
  }

  private start(seedChosen: boolean, replay: FarkleReplay): FarkleView {
    return this.view(this.tables.start(replay, seedChosen), []);
  }

  private botAt(table: FarkleTable): Bot | null {
    if (table.state.over) return null;
    const id = table.replay.seats[table.state.current]!.bot;
    return id === null ? null : (this.bots.get(id) ?? null);
  }

  private view(table: FarkleTable, events: FarkleEvent[]): FarkleView {
    const shown = seedShown(table.replay, table.seedChosen, table.state.over);
    return gameView(
      table.id,
      table.replay,
      table.state,
      events,
      shown,
      this.winChance(table.state),
    );
  }

  /**
   * What this game's odds need solved off this thread now (an approximate table's turn). A turn
   * that fails leaves the odds out of this move (the coach in points); the game goes on.
   */
  async prepareOdds(gameId: string): Promise<void> {
    await this.options.seatOdds?.prepare?.(this.tables.find(gameId).state).catch(() => undefined);
  }

  /** How far the odds a fair start needs have come; asking starts their solve. */
  fairStartOdds(rules: Rules, seats = 2): FairStartOdds {
    return this.fairStarts.odds(rules, seats);
  }

  /** The odds the table shows: none without win-chance tables. */
  winChance(state: FarkleState): WinChanceView {
    if (state.seats.length > 2) return seatChanceView(this.options.seatOdds, state);
    const source = this.options.winOdds;
    return source ? winChanceView(source, state) : { status: 'none' };
  }
}

/**
 * What the table shows of a game: its state, the seats, what the player may do now, and its
 * seed as far as it may be shown.
 */
export function gameView(
  id: string,
  replay: FarkleReplay,
  state: FarkleState,
  events: FarkleEvent[],
  seed: SeedShown,
  winChance: WinChanceView = { status: 'none' },
): FarkleView {
  return {
    id,
    preset: replay.preset,
    presetName: presetName(replay.preset, state.rules),
    rules: state.rules,
    ...seed,
    generator: replay.generator,
    seats: state.seats.map((seat, i) => ({ ...seat, ...replay.seats[i]! })),
    current: state.current,
    turn: state.turn,
    turnsPlayed: state.turnsPlayed,
    finalRound: state.finalRound,
    winner: state.winner,
    over: state.over,
    history: state.history,
    moves: legalMoves(state),
    events,
    decisionCost: null,
    decisionWinCost: null,
    actionCount: replay.actions.length,
    scoring: scoringPositions(state),
    winChance,
  };
}

/** What the current player may do now, with the engine's reason when they may not. */
export function legalMoves(state: FarkleState): LegalMoves {
  const roll = checkRoll(state);
  const bank = checkBank(state);
  return {
    roll: {
      allowed: roll.ok,
      dice: roll.ok ? roll.value : 0,
      reason: roll.ok ? null : roll.error.message,
    },
    bank: {
      allowed: bank.ok,
      amount: state.turn.turnTotal,
      reason: bank.ok ? null : bank.error.message,
      losesGame: bankLosesGame(state),
    },
  };
}
