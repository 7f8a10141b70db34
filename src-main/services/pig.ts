import { z } from 'zod';
import {
  PIG,
  PIG_BOTS,
  type CreatePigRequest,
  type PigAction,
  type PigEvent,
  type PigHint,
  type PigReplay,
  type PigState,
  type PigView,
} from '../../src-shared/pig';
import { ENGINE_VERSION, generatorSchema, nameSchema } from '../engine';
import { pigGame } from '../engine/pig/def';
import { pigActionSchema, pigTargetSchema } from '../engine/pig/module';
import { holdAt20Action, optimalPigAction, pigSolution, twoSeatView } from '../engine/pig/solver';
import { ServiceError } from '../errors';
import type { ServiceGame, TableDeps, TableGame } from './contract';
import { frameOf } from './frames';
import { seedShown, type SeedShown } from './seal';
import { newDice } from './seeds';
import { PlayedGames, type Table, type StoredGameDef } from './played-games';
import { pigSeating, pigStandIn } from './stand-ins';

const BOT_IDS = PIG_BOTS.map((bot) => bot.id);

export const createPigSchema = z.strictObject({
  target: pigTargetSchema,
  seats: z
    .array(z.strictObject({ name: nameSchema, bot: z.enum(BOT_IDS).nullable() }))
    .min(1, 'a game needs at least one seat')
    .max(PIG.maxSeats, `Pig has at most ${PIG.maxSeats} seats`),
  seed: z.string().max(40).nullable(),
  generator: generatorSchema.nullable(),
}) satisfies z.ZodType<CreatePigRequest>;

/** Each seat's chance of winning with two seats, from the exact solve; null otherwise. */
function winChance(state: PigState): number[] | null {
  if (state.totals.length !== 2) return null;
  if (state.over) return state.totals.map((_, seat) => (seat === state.winner ? 1 : 0));
  const mover = pigSolution(state.target).chance(
    state.totals[state.current]!,
    state.totals[1 - state.current]!,
    state.turnTotal,
  );
  return state.current === 0 ? [mover, 1 - mover] : [1 - mover, mover];
}

export function pigView(
  id: string,
  replay: PigReplay,
  state: PigState,
  events: PigEvent[],
  seed: SeedShown,
): PigView {
  const { rng, ...shown } = state;
  return {
    id,
    ...seed,
    generator: replay.generator,
    seats: replay.seats,
    state: shown,
    actionCount: replay.actions.length,
    events,
    winChance: winChance(state),
  };
}

const PIG_TABLE: StoredGameDef<PigState, PigAction, PigEvent, PigReplay> = {
  game: 'pig',
  def: pigGame,
  move: (_before, action, after) => ({ game: 'pig', action, after }),
};

/** Pig games in play, on the one table service. */
export class PigService implements TableGame<'pig'> {
  private readonly tables: PlayedGames<PigState, PigAction, PigEvent, PigReplay>;

  constructor(private readonly deps: TableDeps) {
    this.tables = new PlayedGames(PIG_TABLE, { store: deps.store, newId: deps.newId });
  }

  create(request: CreatePigRequest): PigView {
    const seats = request.seats.map((seat) => ({ name: seat.name.trim(), bot: seat.bot }));
    const { chosen, ...dice } = newDice(request.seed, request.generator, this.deps.randomSeed);
    const replay: PigReplay = {
      format: 'hotdice-replay',
      version: 1,
      engineVersion: ENGINE_VERSION,
      game: 'pig',
      target: request.target,
      ...dice,
      seats,
      actions: [],
    };
    return view(this.tables.start(replay, chosen), []);
  }

  get(gameId: string): PigView {
    return view(this.tables.find(gameId), []);
  }

  unfinished(): { views: PigView[]; total: number } {
    const { tables, total } = this.tables.unfinished();
    return {
      views: tables.map((table) => ({ ...view(table, []), actionCount: table.actionCount })),
      total,
    };
  }

  abandon = (gameId: string): null => this.tables.remove(gameId, 'abandon', []);
  delete = (gameId: string): null => this.tables.remove(gameId, 'delete', []);

  rematch(gameId: string): PigView {
    return view(this.tables.rematch(gameId, this.deps.randomSeed), []);
  }

  /** A person's move, made on the view whose `actionCount` is `step`. */
  act(gameId: string, step: number, action: PigAction): PigView {
    const table = this.tables.findAt(gameId, step);
    if (table.replay.seats[table.state.current]?.bot !== null) {
      throw new ServiceError('illegal', 'it is a bot’s turn');
    }
    return view(table, this.tables.step(table, action).events);
  }

  /** One move of the bot whose turn it is. */
  botStep(gameId: string, step?: number): PigView {
    const table = this.tables.findAt(gameId, step);
    if (table.state.over) throw new ServiceError('illegal', 'the game is over');
    const bot = table.replay.seats[table.state.current]!.bot;
    if (bot === null) throw new ServiceError('illegal', 'it is a person’s turn');
    const decide = bot === 'optimal' ? optimalPigAction : holdAt20Action;
    return view(table, this.tables.botStep(table, { name: bot, decide }, false));
  }

  /** The coach with two seats: each choice's chance of winning. */
  hint(gameId: string): PigHint | null {
    const { state } = this.tables.find(gameId);
    if (state.over || state.totals.length !== 2) return null;
    const { score, other, turnTotal } = twoSeatView(state);
    const { roll, hold } = pigSolution(state.target).choices(score, other, turnTotal);
    return { best: hold !== null && hold >= roll ? 'hold' : 'roll', roll, hold };
  }
}

function view(table: Table<PigState, PigReplay>, events: PigEvent[]): PigView {
  const seed = seedShown(table.replay, table.seedChosen, table.state.over);
  return pigView(table.id, table.replay, table.state, events, seed);
}

/** Pig above the engine: its table, its frames and its table API. */
export const pigService: ServiceGame<'pig'> = {
  table: PIG_TABLE,
  frame: ({ gameId, replay, step, seedAt }) => {
    const frame = frameOf(PIG_TABLE.def, replay, step);
    const game = pigView(gameId, frame.replay, frame.shown, [], seedAt(frame.last));
    const steps = replay.actions.length;
    return { kind: 'pig', step, steps, turnStarts: frame.turnStarts, game };
  },
  tables: {
    open: (deps) => new PigService(deps),
    createSchema: createPigSchema,
    playSchema: pigActionSchema,
    seating: pigSeating,
    standIn: pigStandIn,
  },
};
