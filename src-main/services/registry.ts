import type { z } from 'zod';
import type { WinChanceView } from '../../src-shared/api';
import type { FarkleState } from '../../src-shared/farkle';
import type { GameKind, GameShapes, TableGameKind } from '../../src-shared/games';
import { frameOf } from './frames';
import { FARKLE_TABLE, gameView } from './farkle';
import { ROLLDICE_TABLE, RollDiceService, rollDiceCreateSchema, rollDiceView } from './rolldice';
import { rollDicePlaySchema } from '../engine/rolldice/replay';
import type { SeedShown } from './seal';
import { pigService } from './pig';
import type { TableKind, TableStore } from './table';

/** What a replay frame is made from: a stored game, how far in, and how its seed is shown then. */
export interface FrameRequest<R> {
  gameId: string;
  replay: R;
  step: number;
  /** The seed as shown at the frame's state (a game that has ended shows it). */
  seedAt: (last: unknown) => SeedShown;
  /** The odds a frame shows (two-seat Farkle games); none when left out. */
  winChance?: (state: FarkleState) => WinChanceView;
}

/** What a game's table service needs from the app, for the table API. */
export interface TableDeps {
  store: TableStore;
  randomSeed: () => number;
  newId: () => string;
}

/** A game played through the one table API (`createTable`, `tableAct`, ...). */
export interface TableGame<K extends TableGameKind> {
  create(setup: Extract<GameShapes[K]['table'], object>['create']): TableViewOf<K>;
  get(gameId: string): TableViewOf<K>;
  act(
    gameId: string,
    step: number,
    action: Extract<GameShapes[K]['table'], object>['play'],
  ): TableViewOf<K>;
  botStep(gameId: string, step?: number): TableViewOf<K>;
  hint(gameId: string): Extract<GameShapes[K]['table'], object>['hint'];
  /** The most recent games still being played, and how many there are. */
  unfinished(): { views: Array<TableViewOf<K>>; total: number };
}

type TableViewOf<K extends TableGameKind> = Extract<GameShapes[K]['table'], object>['view'];

/** The table API's side of a game: its service and what it checks of a request. */
export interface TableEntry<K extends TableGameKind> {
  open(deps: TableDeps): TableGame<K>;
  createSchema: z.ZodType<Extract<GameShapes[K]['table'], object>['create']>;
  playSchema: z.ZodType<Extract<GameShapes[K]['table'], object>['play']>;
}

/** One game above the engine: how the table service plays it, its frames, and its table API. */
export interface ServiceGame<K extends GameKind> {
  table: TableKind<unknown, unknown, unknown, GameShapes[K]['replay']>;
  frame(request: FrameRequest<GameShapes[K]['replay']>): GameShapes[K]['frame'];
  /** Null for a game with an API of its own (Farkle). */
  tables: K extends TableGameKind ? TableEntry<K> : null;
}

const farkle: ServiceGame<'farkle'> = {
  table: FARKLE_TABLE,
  frame: ({ gameId, replay, step, seedAt, winChance }) => {
    const frame = frameOf(FARKLE_TABLE.def, replay, step);
    const totals = replay.seats.map(() => 0);
    const scoreRace = [[...totals]];
    for (const turn of frame.last.history) {
      totals[turn.seat] = turn.totalAfter;
      scoreRace.push([...totals]);
    }
    const odds = winChance?.(frame.shown);
    const game = gameView(gameId, frame.replay, frame.shown, [], seedAt(frame.last), odds);
    const steps = replay.actions.length;
    return { kind: 'farkle', step, steps, turnStarts: frame.turnStarts, game, scoreRace };
  },
  tables: null,
};

const rollDice: ServiceGame<'rolldice'> = {
  table: ROLLDICE_TABLE,
  frame: ({ gameId, replay, step, seedAt }) => {
    const frame = frameOf(ROLLDICE_TABLE.def, replay, step);
    const game = rollDiceView(gameId, frame.replay, frame.shown, [], seedAt(frame.last));
    const steps = replay.actions.length;
    return { kind: 'rolldice', step, steps, roundStarts: frame.turnStarts, game };
  },
  tables: {
    open: (deps) => new RollDiceService(deps),
    createSchema: rollDiceCreateSchema,
    playSchema: rollDicePlaySchema,
  },
};

/** Every game above the engine, by kind: one line a game, as in the engine's registry. */
export const SERVICE_GAMES: { readonly [K in GameKind]: ServiceGame<K> } = {
  farkle,
  rolldice: rollDice,
  pig: pigService,
};

/** A stored game's service entry, typed as any game's (its replay picks its own). */
export function serviceOf(kind: GameKind): ServiceGame<GameKind> {
  return SERVICE_GAMES[kind];
}

/** The games played through the table API. */
export const TABLE_GAME_KINDS = (Object.keys(SERVICE_GAMES) as GameKind[]).filter(
  (kind) => SERVICE_GAMES[kind].tables !== null,
) as [TableGameKind, ...TableGameKind[]];
