import type {
  CreateRollDiceRequest,
  RollDiceHintView,
  RollDicePlay,
  RollDiceView,
  SeatSetup,
} from '../../src-shared/api';
import type { RollDiceEvent, RollDiceReplay, RollDiceState } from '../../src-shared/rolldice';
import { apply, diceSum, newGame } from '../engine/rolldice/game';
import { runReplay } from '../engine/rolldice/replay';
import { solveRollDice, type RollDiceSolution } from '../engine/rolldice/solver';
import { ServiceError } from './errors';
import { seedFor } from './seeds';

/** The one Roll-Dice-Roll bot: the solver's policy. */
export const ROLLDICE_BOT = 'optimal';

interface Game {
  id: string;
  replay: RollDiceReplay;
  state: RollDiceState;
}

export interface RollDiceRecorder {
  started(gameId: string, replay: RollDiceReplay): void;
  acted(gameId: string, seq: number, action: RollDicePlay, after: RollDiceState): void;
}

/** The seed's score formula with the numbers of the round on the table. */
export function scoreFormula(state: RollDiceState): string {
  if (state.turn === 0) return `no roll yet this round: total ${state.total}`;
  const sum = diceSum(state.dice);
  const round =
    sum === state.target
      ? `floor(0.8 x ${state.turn})`
      : `|${sum} - ${state.target}| x ${state.turn}`;
  return `${round} + ${state.earlier} = ${state.total}`;
}

export function rollDiceView(
  id: string,
  replay: RollDiceReplay,
  state: RollDiceState,
  events: RollDiceEvent[] = [],
): RollDiceView {
  const { rng, ...shown } = state;
  return {
    id,
    seed: replay.seed,
    generator: replay.generator,
    player: replay.player,
    state: shown,
    formula: scoreFormula(state),
    events,
    actionCount: replay.actions.length,
  };
}

/** What an action changed, told from the states around it. */
function eventsOf(
  before: RollDiceState,
  action: RollDicePlay,
  after: RollDiceState,
): RollDiceEvent[] {
  switch (action.type) {
    case 'roll':
      return [
        {
          type: 'roll',
          die: action.die,
          value: after.dice[action.die - 1] ?? 0,
          score: after.roundScore,
        },
      ];
    case 'retarget':
      return [
        {
          type: 'retarget',
          from: before.target,
          to: after.target,
          penalty: after.total - before.total,
        },
      ];
    case 'stop': {
      const stopped: RollDiceEvent = {
        type: 'stop',
        round: before.round,
        score: before.roundScore,
      };
      return after.over
        ? [stopped, { type: 'game-over', total: after.total, won: after.won === true }]
        : [stopped];
    }
  }
}

/** Roll-Dice-Roll games in play: one player each, every move recorded as it happens. */
export class RollDiceService {
  private readonly games = new Map<string, Game>();
  private solution: RollDiceSolution | null = null;

  constructor(
    private readonly options: {
      recorder: RollDiceRecorder;
      randomSeed: () => number;
      newId: () => string;
    },
  ) {}

  /** Solved on first use (under a second), then kept. */
  private solver(): RollDiceSolution {
    this.solution ??= solveRollDice();
    return this.solution;
  }

  create(request: CreateRollDiceRequest): RollDiceView {
    const player: SeatSetup = { name: request.player.name.trim(), bot: request.player.bot };
    if (player.bot !== null && player.bot !== ROLLDICE_BOT) {
      throw new ServiceError('bad-request', `Roll-Dice-Roll has one bot, "${ROLLDICE_BOT}"`);
    }
    const generator = request.generator ?? 'xoroshiro128plus';
    const seed = seedFor(request.seed, generator, this.options.randomSeed);
    const replay: RollDiceReplay = {
      format: 'hotdice-replay',
      version: 1,
      game: 'rolldice',
      generator,
      seed,
      player,
      actions: [],
    };
    const game: Game = { id: this.options.newId(), replay, state: newGame({ generator, seed }) };
    this.options.recorder.started(game.id, replay);
    this.games.set(game.id, game);
    return rollDiceView(game.id, replay, game.state);
  }

  restore(gameId: string, replay: RollDiceReplay): void {
    const result = runReplay(replay);
    if (!result.ok) throw new Error(`stored game ${gameId} does not replay: ${result.error}`);
    this.games.set(gameId, { id: gameId, replay, state: result.state });
  }

  unfinished(): RollDiceView[] {
    return [...this.games.values()]
      .filter((game) => !game.state.over)
      .reverse()
      .map((game) => rollDiceView(game.id, game.replay, game.state));
  }

  get(gameId: string): RollDiceView {
    const game = this.find(gameId);
    return rollDiceView(game.id, game.replay, game.state);
  }

  act(gameId: string, action: RollDicePlay): RollDiceView {
    const game = this.find(gameId);
    if (game.replay.player.bot !== null) {
      throw new ServiceError('illegal', 'this game is the bot’s to play');
    }
    return this.step(game, action);
  }

  botStep(gameId: string): RollDiceView {
    const game = this.find(gameId);
    if (game.replay.player.bot === null) {
      throw new ServiceError('illegal', 'this game is played by a person');
    }
    const action = this.solver().bot(game.state);
    if (!action || action.type === 'new-game') {
      throw new ServiceError('illegal', 'the game is over');
    }
    return this.step(game, action);
  }

  hint(gameId: string): RollDiceHintView | null {
    const hint = this.solver().hint(this.find(gameId).state);
    if (!hint || hint.best.type === 'new-game') return null;
    const plays = hint.choices.flatMap((choice) =>
      choice.action.type === 'new-game'
        ? []
        : [{ action: choice.action, expectedTotal: choice.expectedTotal }],
    );
    return { best: hint.best, choices: plays };
  }

  private step(game: Game, action: RollDicePlay): RollDiceView {
    const result = apply(game.state, action);
    if (!result.ok) throw new ServiceError('illegal', result.error.message);
    this.options.recorder.acted(game.id, game.replay.actions.length, action, result.value);
    const before = game.state;
    game.state = result.value;
    game.replay.actions.push(action);
    return rollDiceView(game.id, game.replay, game.state, eventsOf(before, action, game.state));
  }

  private find(gameId: string): Game {
    const game = this.games.get(gameId);
    if (!game) throw new ServiceError('not-found', 'that game is not open any more');
    return game;
  }
}
