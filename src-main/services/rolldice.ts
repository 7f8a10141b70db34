import { z } from 'zod';
import type {
  CreateRollDiceRequest,
  RollDiceHintView,
  RollDicePlay,
  RollDiceView,
  SeatSetup,
} from '../../src-shared/api';
import {
  ROLLDICE_BOT,
  type RollDiceAction,
  type RollDiceEvent,
  type RollDiceReplay,
  type RollDiceState,
} from '../../src-shared/rolldice';
import { ENGINE_VERSION, generatorSchema, nameSchema, rollDiceGame } from '../engine';
import { diceSum } from '../engine/rolldice/game';
import { solveRollDice, type RollDiceSolution } from '../engine/rolldice/solver';
import { ServiceError } from '../errors';
import { seedShown, type SeedShown } from './seal';
import { newDice } from './seeds';
import type { TableDeps, TableGame } from './contract';
import { PlayedGames, type Table, type StoredGameDef } from './played-games';

/** The CSE 142 course program's score formula with the numbers of the round on the table. */
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
  events: RollDiceEvent[],
  seed: SeedShown,
): RollDiceView {
  const { rng, ...shown } = state;
  return {
    id,
    ...seed,
    generator: replay.generator,
    player: replay.player,
    state: shown,
    formula: scoreFormula(state),
    actionCount: replay.actions.length,
    events,
  };
}

/** A new game as the API takes it: a person or the one bot, and the seed as typed. */
export const rollDiceCreateSchema = z.strictObject({
  player: z.strictObject({ name: nameSchema, bot: z.string().min(1).max(40).nullable() }),
  seed: z.string().max(40).nullable(),
  generator: generatorSchema.nullable(),
}) satisfies z.ZodType<CreateRollDiceRequest>;

/** Roll-Dice-Roll on the table service. */
export const ROLLDICE_TABLE: StoredGameDef<
  RollDiceState,
  RollDiceAction,
  RollDiceEvent,
  RollDiceReplay
> = {
  game: 'rolldice',
  def: rollDiceGame,
  move: (_before, action, after) => ({ game: 'rolldice', action, after }),
};

/** Roll-Dice-Roll games in play, on the one table service: one player each. */
export class RollDiceService implements TableGame<'rolldice'> {
  private readonly tables: PlayedGames<
    RollDiceState,
    RollDiceAction,
    RollDiceEvent,
    RollDiceReplay
  >;
  private solution: RollDiceSolution | null = null;

  constructor(private readonly options: TableDeps) {
    this.tables = new PlayedGames(ROLLDICE_TABLE, { store: options.store, newId: options.newId });
  }

  /** Solved on first use (under a second), then kept. */
  solver(): RollDiceSolution {
    this.solution ??= solveRollDice();
    return this.solution;
  }

  create(request: CreateRollDiceRequest): RollDiceView {
    const player: SeatSetup = { name: request.player.name.trim(), bot: request.player.bot };
    if (player.bot !== null && player.bot !== ROLLDICE_BOT) {
      throw new ServiceError('bad-request', `Roll-Dice-Roll has one bot, "${ROLLDICE_BOT}"`);
    }
    const { chosen, ...dice } = newDice(request.seed, request.generator, this.options.randomSeed);
    const table = this.tables.start(
      {
        format: 'hotdice-replay',
        version: 1,
        engineVersion: ENGINE_VERSION,
        game: 'rolldice',
        ...dice,
        player,
        actions: [],
      },
      chosen,
    );
    return view(table, []);
  }

  /** The most recent games still being played, and how many there are. */
  unfinished(): { views: RollDiceView[]; total: number } {
    const { tables, total } = this.tables.unfinished();
    const views = tables.map((table) => ({ ...view(table, []), actionCount: table.actionCount }));
    return { views, total };
  }

  get(gameId: string): RollDiceView {
    return view(this.tables.find(gameId), []);
  }

  abandon = (gameId: string): null => this.tables.remove(gameId, 'abandon', []);
  delete = (gameId: string): null => this.tables.remove(gameId, 'delete', []);
  leave = (gameId: string): boolean => this.tables.leave(gameId);

  rematch(gameId: string): RollDiceView {
    return view(this.tables.rematch(gameId, this.options.randomSeed), []);
  }

  setPlayerSeed(gameId: string, step: number, playerSeed: string): RollDiceView {
    return view(this.tables.reseed(gameId, step, playerSeed), []);
  }

  /** The player's move, made on the view whose `actionCount` is `step`. */
  act(gameId: string, step: number, action: RollDicePlay): RollDiceView {
    const table = this.tables.findAt(gameId, step);
    if (table.replay.player.bot !== null) {
      throw new ServiceError('illegal', 'this game is the bot’s to play');
    }
    return view(table, this.tables.step(table, action).events);
  }

  botStep(gameId: string, step?: number): RollDiceView {
    const table = this.tables.findAt(gameId, step);
    if (table.replay.player.bot === null) {
      throw new ServiceError('illegal', 'this game is played by a person');
    }
    const decide = (state: RollDiceState): RollDicePlay => {
      const action = this.solver().bot(state);
      if (!action || action.type === 'new-game') {
        throw new ServiceError('illegal', 'the game is over');
      }
      return action;
    };
    return view(table, this.tables.botStep(table, { name: ROLLDICE_BOT, decide }, false));
  }

  hint(gameId: string): RollDiceHintView | null {
    const hint = this.solver().hint(this.tables.find(gameId).state);
    if (!hint || hint.best.type === 'new-game') return null;
    const plays = hint.choices.flatMap((choice) =>
      choice.action.type === 'new-game'
        ? []
        : [{ action: choice.action, expectedTotal: choice.expectedTotal }],
    );
    return { best: hint.best, choices: plays };
  }
}

function view(table: Table<RollDiceState, RollDiceReplay>, events: RollDiceEvent[]): RollDiceView {
  const seed = seedShown(table.replay, table.seedChosen, table.state.over);
  return rollDiceView(table.id, table.replay, table.state, events, seed);
}
