import type {
  BotInfo,
  CreateGameRequest,
  GameView,
  KeepPreview,
  LegalMoves,
  SeatSetup,
} from '../../src-shared/api';
import type { CoachAdvice, FarkleAction, FarkleState, GameEvent } from '../../src-shared/farkle';
import {
  REPLAY_FORMAT,
  advise,
  decisionCost,
  REPLAY_VERSION,
  apply,
  checkBank,
  checkRoll,
  eventsBetween,
  newGame,
  preset,
  runReplay,
  setupProblem,
  type FarkleReplay,
} from '../engine';
import { ServiceError } from './errors';
import { seedFor } from './seeds';

/** A computer player: picks the current seat's next action. */
export interface Bot {
  info: BotInfo;
  decide(state: FarkleState): FarkleAction;
}

interface Game {
  id: string;
  replay: FarkleReplay;
  state: FarkleState;
}

/** Where games are kept as they are played (the history database). */
export interface GameRecorder {
  started(gameId: string, replay: FarkleReplay): void;
  acted(
    gameId: string,
    seq: number,
    action: FarkleAction,
    before: FarkleState,
    after: FarkleState,
  ): void;
}

export interface GameServiceOptions {
  bots: readonly Bot[];
  recorder?: GameRecorder;
  /** A fresh seed for games started without one. */
  randomSeed: () => number;
  /** A fresh game id. */
  newId: () => string;
}

/** A bot may not act forever in one request; a turn this long means the bot is broken. */
const MAX_BOT_ACTIONS_PER_TURN = 10_000;

/** Games in play: each is its replay (rules + seed + actions) and the state it leads to. */
export class GameService {
  private readonly games = new Map<string, Game>();
  private readonly bots: Map<string, Bot>;

  constructor(private readonly options: GameServiceOptions) {
    this.bots = new Map(options.bots.map((bot) => [bot.info.id, bot]));
  }

  listBots(): BotInfo[] {
    return [...this.bots.values()].map((bot) => bot.info);
  }

  create(request: CreateGameRequest): GameView {
    const info = preset(request.preset);
    const rules = request.rules ?? info.rules;
    const problem = setupProblem(rules, request.seats.length);
    if (problem) throw new ServiceError('illegal', problem);
    for (const seat of request.seats) {
      if (seat.bot !== null && !this.bots.has(seat.bot)) {
        throw new ServiceError('bad-request', `there is no bot called "${seat.bot}"`);
      }
    }
    const generator = request.generator ?? 'xoroshiro128plus';
    const seed = seedFor(request.seed, generator, this.options.randomSeed);
    return this.start({
      format: REPLAY_FORMAT,
      version: REPLAY_VERSION,
      game: 'farkle',
      preset: request.preset,
      rules,
      generator,
      seed,
      seats: request.seats.map((s): SeatSetup => ({ name: s.name.trim(), bot: s.bot })),
      actions: [],
    });
  }

  /** The same table, rules and seats again, with a fresh seed. */
  rematch(gameId: string): GameView {
    const { replay } = this.find(gameId);
    const seed = seedFor(null, replay.generator, this.options.randomSeed);
    return this.start({ ...replay, seed, actions: [] });
  }

  get(gameId: string): GameView {
    return this.view(this.find(gameId), []);
  }

  act(gameId: string, action: FarkleAction): GameView {
    const game = this.find(gameId);
    if (this.botAt(game) !== null) {
      throw new ServiceError('illegal', 'it is a bot’s turn: let it play');
    }
    const cost = decisionCost(game.state, action);
    return { ...this.view(game, this.step(game, action)), decisionCost: cost };
  }

  /** The coach's advice for the current decision. */
  hint(gameId: string): CoachAdvice | null {
    return advise(this.find(gameId).state);
  }

  /** What keeping these dice would score, and what the player could do after it. */
  previewKeep(gameId: string, dice: number[]): KeepPreview {
    const kept = apply(this.find(gameId).state, { type: 'keep', dice });
    if (!kept.ok) return { ok: false, message: kept.error.message };
    const { turn } = kept.value;
    return {
      ok: true,
      score: turn.rolls.at(-1)!.score,
      turnTotal: turn.turnTotal,
      moves: legalMoves(kept.value),
    };
  }

  /** The bot in the current seat takes one action, or plays out its turn. */
  botStep(gameId: string, toEndOfTurn: boolean): GameView {
    const game = this.find(gameId);
    const bot = this.botAt(game);
    if (!bot) throw new ServiceError('illegal', 'the current seat is not a bot');
    const turnsBefore = game.state.turnsPlayed;
    const events: GameEvent[] = [];
    let steps = 0;
    do {
      events.push(...this.step(game, bot.decide(game.state)));
      if (++steps > MAX_BOT_ACTIONS_PER_TURN) {
        throw new ServiceError('internal', `${bot.info.name} would not finish its turn`);
      }
    } while (toEndOfTurn && !game.state.over && game.state.turnsPlayed === turnsBefore);
    return this.view(game, events);
  }

  /** Puts a stored game back on the table, replayed from its log to its exact last state. */
  restore(gameId: string, replay: FarkleReplay): void {
    const result = runReplay(replay);
    if (!result.ok) throw new Error(`stored game ${gameId} does not replay: ${result.error}`);
    this.games.set(gameId, { id: gameId, replay, state: result.state });
  }

  /** Games still being played, most recent first. */
  unfinished(): GameView[] {
    return [...this.games.values()]
      .filter((game) => !game.state.over)
      .reverse()
      .map((game) => this.view(game, []));
  }

  private start(replay: FarkleReplay): GameView {
    const game: Game = {
      id: this.options.newId(),
      replay,
      state: newGame({
        rules: replay.rules,
        seats: replay.seats.length,
        generator: replay.generator,
        seed: replay.seed,
      }),
    };
    this.options.recorder?.started(game.id, replay);
    this.games.set(game.id, game);
    return this.view(game, []);
  }

  private step(game: Game, action: FarkleAction): GameEvent[] {
    const result = apply(game.state, action);
    if (!result.ok) throw new ServiceError('illegal', result.error.message);
    const events = eventsBetween(game.state, result.value);
    // Stored first: if the history cannot take the move, the table does not make it either.
    this.options.recorder?.acted(
      game.id,
      game.replay.actions.length,
      action,
      game.state,
      result.value,
    );
    game.state = result.value;
    game.replay.actions.push(action);
    return events;
  }

  private find(gameId: string): Game {
    const game = this.games.get(gameId);
    if (!game) throw new ServiceError('not-found', 'that game is not open any more');
    return game;
  }

  private botAt(game: Game): Bot | null {
    if (game.state.over) return null;
    const id = game.replay.seats[game.state.current]!.bot;
    return id === null ? null : (this.bots.get(id) ?? null);
  }

  private view(game: Game, events: GameEvent[]): GameView {
    return gameView(game.id, game.replay, game.state, events);
  }
}

/** What the table shows of a game: its state, the seats, and what the player may do now. */
export function gameView(
  id: string,
  replay: FarkleReplay,
  state: FarkleState,
  events: GameEvent[],
): GameView {
  return {
    id,
    preset: replay.preset,
    presetName: preset(replay.preset).name,
    rules: state.rules,
    seed: replay.seed,
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
    actionCount: replay.actions.length,
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
    },
  };
}
