/**
 * Twenty, a dice game that lives only in the tests: one die, each seat in turn rolls it (adding
 * the face to its total) or passes; the first to a total of 20 wins. It is registered as the
 * app is built (`createApp({ games: [TWENTY] })`) and touches no file outside this folder: the
 * proof that every shared path goes through the registries.
 */
import { z } from 'zod';
import type { GeneratorKind, RngState } from '../../../src-shared/dice';
import type { GameKind } from '../../../src-shared/games';
import type { PigReplay } from '../../../src-shared/pig';
import {
  ENGINE_VERSION,
  createRng,
  fail,
  generatorSchema,
  nameSchema,
  ok,
  rollDice,
  seedProblem,
  seedSchema,
  type GameDef,
  type GameModule,
  type GameReplay,
} from '../../engine';
import { playerSeedSchema } from '../../engine/dice-schemas';
import { readReplayText, replayHeadSchema } from '../../engine/replay-file';
import type { FrameRequest, ServiceGame, TableDeps } from '../../services/contract';
import { frameOf } from '../../services/frames';
import type { ExtraGame } from '../../services/registry';
import { seedShown } from '../../services/seal';
import { newDice } from '../../services/seeds';
import { PlayedGames, type Table, type StoredGameDef } from '../../services/played-games';
import { ServiceError } from '../../errors';

/** Not one of GameKind's names: the registries take it as the app is built. */
export const KIND = 'twenty' as GameKind;
const GOAL = 20;
const BOT = 'roller';

export type TwentyAction = { type: 'roll' } | { type: 'pass' };
export interface TwentyState {
  rng: RngState;
  totals: number[];
  current: number;
  moves: number;
  over: boolean;
  winner: number | null;
}
type Seat = { name: string; bot: string | null };
export interface TwentyReplay {
  format: 'hotdice-replay';
  version: 1;
  engineVersion?: number;
  game: 'twenty';
  generator: GeneratorKind;
  seed: number;
  playerSeed?: string;
  seats: Seat[];
  actions: TwentyAction[];
}
type Event = { seat: number; action: TwentyAction['type']; total: number };
/**
 * Twenty's replay where the store's types want one of GameKind's replays: GameKind cannot name a
 * game registered at run time, so it borrows Pig's shape; nothing here reads the fields that differ.
 */
type AsStored = PigReplay & GameReplay<TwentyAction>;

const actionSchema = z.strictObject({ type: z.enum(['roll', 'pass']) });
const seatSchema = z.strictObject({ name: nameSchema, bot: z.literal(BOT).nullable() });
const replaySchema = z.strictObject({
  ...replayHeadSchema,
  game: z.literal('twenty'),
  generator: generatorSchema,
  seed: seedSchema,
  playerSeed: playerSeedSchema.optional(),
  seats: z.array(seatSchema).min(1).max(4),
  actions: z.array(actionSchema),
}) as unknown as z.ZodType<TwentyReplay>;

const def: GameDef<TwentyReplay, TwentyState, TwentyAction, Event, TwentyReplay, never> = {
  kind: KIND,
  setupOf: (replay) => replay,
  setupProblem: (setup) => seedProblem(setup.generator, setup.seed, setup.playerSeed),
  newGame: (setup) => ({
    rng: createRng(setup.generator, setup.seed, setup.playerSeed),
    totals: setup.seats.map(() => 0),
    current: 0,
    moves: 0,
    over: false,
    winner: null,
  }),
  apply: (state, action) => {
    if (state.over) return fail('over', 'the game is over') as never;
    const seat = state.current;
    const rolled = action.type === 'roll' ? rollDice(state.rng, 1) : null;
    const totals = state.totals.with(seat, state.totals[seat]! + (rolled?.faces[0] ?? 0));
    const over = totals[seat]! >= GOAL;
    const next = over ? seat : (seat + 1) % totals.length;
    const rng = rolled?.rng ?? state.rng;
    return ok({
      rng,
      totals,
      current: next,
      moves: state.moves + 1,
      over,
      winner: over ? seat : null,
    });
  },
  isOver: (state) => state.over,
  events: (before, action, after) => [
    { seat: before.current, action: action.type, total: after.totals[before.current]! },
  ],
  endsTurn: () => true,
};

const module = {
  kind: KIND,
  title: 'Twenty',
  def,
  replaySchema,
  readReplay: (text) => readReplayText(text, replaySchema, 'Twenty'),
  encodeAction: (action) => action.type[0]!,
  decodeAction: (code) => ({ type: code === 'r' ? 'roll' : 'pass' }),
  seats: (replay) => replay.seats,
  profileName: (seat) => seat.name,
  preset: () => null,
  rules: () => JSON.stringify({ game: 'twenty', goal: GOAL }),
  replayFrom: (stored) => ({
    ...stored.head,
    game: 'twenty',
    generator: stored.generator,
    seed: stored.seed,
    ...stored.playerSeed,
    seats: stored.seats,
    actions: stored.actions.map((code) => ({ type: code === 'r' ? 'roll' : 'pass' })),
  }),
  facts: (state) => ({ totals: state.totals, winner: state.winner, turns: state.moves }),
  summary: (state) => state,
  stats: { better: 'higher', winIs: `first to ${GOAL}` },
  fileStem: () => 'twenty',
} satisfies Omit<
  GameModule<'pig', TwentyState, TwentyAction, Event, TwentyReplay>,
  'kind' | 'def'
> & {
  kind: GameKind;
  def: typeof def;
};

/** A Twenty game as its table shows it. */
export interface TwentyView {
  id: string;
  seats: Seat[];
  state: Omit<TwentyState, 'rng'>;
  actionCount: number;
  events: Event[];
  seed: number | null;
}

const TABLE = {
  game: KIND,
  def,
  move: (_before: TwentyState, action: TwentyAction, after: TwentyState) => ({
    game: KIND,
    action,
    after,
  }),
} as unknown as StoredGameDef<TwentyState, TwentyAction, Event, AsStored>;

type TwentyTable = Table<TwentyState, AsStored>;

function viewOf(table: TwentyTable, events: Event[]): TwentyView {
  const { rng: _rng, ...state } = table.state;
  const { seed } = seedShown(table.replay, table.seedChosen, table.state.over);
  const { id, replay } = table;
  return { id, seats: replay.seats, state, actionCount: replay.actions.length, events, seed };
}

/** Twenty's games in play, on the one table service. */
class TwentyService {
  private readonly tables: PlayedGames<TwentyState, TwentyAction, Event, AsStored>;

  constructor(private readonly deps: TableDeps) {
    this.tables = new PlayedGames(TABLE, deps);
  }

  create(setup: { seats: Seat[]; seed: string | null }): TwentyView {
    const { chosen, ...dice } = newDice(setup.seed, null, this.deps.randomSeed);
    const head = { format: 'hotdice-replay', version: 1, engineVersion: ENGINE_VERSION } as const;
    const replay = { ...head, game: 'twenty', ...dice, seats: setup.seats, actions: [] };
    return viewOf(this.tables.start(replay as unknown as AsStored, chosen), []);
  }

  get = (gameId: string) => viewOf(this.tables.find(gameId), []);
  hint = () => null;
  abandon = (gameId: string): null => this.tables.remove(gameId, 'abandon', []);
  delete = (gameId: string): null => this.tables.remove(gameId, 'delete', []);
  rematch = (gameId: string) => viewOf(this.tables.rematch(gameId, this.deps.randomSeed), []);

  unfinished() {
    const { tables, total } = this.tables.unfinished();
    return { views: tables.map((table) => viewOf(table, [])), total };
  }

  act(gameId: string, step: number, action: TwentyAction): TwentyView {
    const table = this.tables.findAt(gameId, step);
    if (table.replay.seats[table.state.current]!.bot)
      throw new ServiceError('illegal', 'a bot plays here');
    return viewOf(table, this.tables.step(table, action).events);
  }

  botStep(gameId: string, step?: number): TwentyView {
    const table = this.tables.findAt(gameId, step);
    const bot = { name: BOT, decide: (): TwentyAction => ({ type: 'roll' }) };
    return viewOf(table, this.tables.botStep(table, bot, false));
  }
}

const service = {
  table: TABLE,
  frame: ({ gameId, replay, step, seedAt }: FrameRequest<TwentyReplay>) => {
    const frame = frameOf(def, replay, step);
    const shown = frame.replay as unknown as AsStored;
    const table = { id: gameId, replay: shown, state: frame.shown, seedChosen: true };
    return {
      kind: KIND,
      step,
      steps: replay.actions.length,
      turnStarts: frame.turnStarts,
      game: { ...viewOf(table, []), seed: seedAt(frame.last).seed },
    };
  },
  tables: {
    open: (deps: TableDeps) => new TwentyService(deps),
    createSchema: z.strictObject({
      seats: z.array(seatSchema).min(1).max(4),
      seed: z.string().max(40).nullable(),
    }),
    playSchema: actionSchema,
    seating: (view: TwentyView) => ({
      seats: view.seats,
      current: view.state.current,
      over: view.state.over,
      actionCount: view.actionCount,
    }),
    // Twenty has no coach: a stand-in always rolls.
    standIn: (): TwentyAction => ({ type: 'roll' }),
  },
} as unknown as ServiceGame<GameKind>;

/** Twenty as `createApp`'s `games` option takes it. */
export const TWENTY = { module, service } as unknown as ExtraGame;
