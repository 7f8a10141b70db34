import type { GameKind, TableGameKind } from '../../src-shared/games';
import { farkleActionSchema, registerGame, unregisterGame, type RegisteredGame } from '../engine';
import type { ServiceGame } from './contract';
import { frameOf } from './frames';
import { createGameSchema } from './farkle-table';
import { FARKLE_TABLE, gameView } from './farkle';
import { ROLLDICE_TABLE, RollDiceService, rollDiceCreateSchema, rollDiceView } from './rolldice';
import { rollDicePlaySchema } from '../engine/rolldice/replay';
import { pigService } from './pig';
import { farkleSeating, farkleStandIn, rollDiceSeating, rollDiceStandIn } from './stand-ins';

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
  tables: {
    open: null,
    createSchema: createGameSchema,
    playSchema: farkleActionSchema,
    seating: farkleSeating,
    standIn: farkleStandIn,
  },
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
    seating: rollDiceSeating,
    standIn: rollDiceStandIn,
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

/** A game registered as the app is built, beside the built-in ones: its module and its service. */
export interface ExtraGame {
  module: RegisteredGame;
  service: ServiceGame<GameKind>;
}

/** How many apps registered each extra game: it is taken off when the last one closes. */
const extraUsers = new Map<ServiceGame<GameKind>, number>();

/**
 * Registers a game with the engine's registry and this one, for this process (see registerGame),
 * until the answer is called: a test's own game lives the whole life of a built-in one while an
 * app that was built with it is open.
 */
export function registerExtraGame({ module, service }: ExtraGame): () => void {
  const services: Record<string, ServiceGame<GameKind>> = SERVICE_GAMES;
  const users = extraUsers.get(service) ?? 0;
  if (users === 0) {
    if (Object.hasOwn(services, module.kind)) {
      throw new Error(`a game "${module.kind}" is registered already`);
    }
    registerGame(module);
    services[module.kind] = service;
    if (service.tables !== null) TABLE_GAME_KINDS.push(module.kind);
  }
  extraUsers.set(service, users + 1);
  return () => {
    const left = extraUsers.get(service)! - 1;
    extraUsers.set(service, left);
    if (left > 0) return;
    extraUsers.delete(service);
    unregisterGame(module);
    delete services[module.kind];
    const table = TABLE_GAME_KINDS.indexOf(module.kind);
    if (table >= 0) TABLE_GAME_KINDS.splice(table, 1);
  };
}
