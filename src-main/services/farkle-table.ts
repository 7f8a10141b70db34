import { z } from 'zod';
import type { CreateGameRequest, FarkleView } from '../../src-shared/api';
import { MAX_SEATS, type Rules } from '../../src-shared/farkle';
import { PRESET_IDS, generatorSchema, nameSchema, preset, rulesSchema } from '../engine';
import type { TableGame } from './contract';
import type { FarkleService } from './farkle';

/** A new Farkle game as the API takes it (`createGame`, or `createTable` with `game: 'farkle'`). */
export const createGameSchema = z.strictObject({
  preset: z.enum(PRESET_IDS),
  rules: rulesSchema.nullable(),
  seats: z
    .array(z.strictObject({ name: nameSchema, bot: z.string().min(1).max(40).nullable() }))
    .min(1, 'a game needs at least one seat')
    .max(MAX_SEATS, `the table has at most ${MAX_SEATS} seats`),
  seed: z.string().max(40).nullable(),
  generator: generatorSchema.nullable(),
  fairStart: z.boolean().optional(),
}) satisfies z.ZodType<CreateGameRequest>;

/** What Farkle's bots and coach wait for: their policies, solved off this thread. */
export interface FarkleSolver {
  /** The policies of these rules and bots, before a game under them starts. */
  prepare(rules: Rules, bots: Array<string | null>): Promise<void>;
  /** The policies a stored game's bots and coach use, before one of its moves. */
  solved(gameId: string): Promise<void>;
}

/** Farkle on the one table API: its service, each move after the solver has what it needs. */
export type FarkleTable = TableGame<'farkle'> & {
  /** One bot move, or (`toEndOfTurn`) the rest of the bot's turn. */
  botStep(gameId: string, step?: number, toEndOfTurn?: boolean): Promise<FarkleView>;
};

/** Opens Farkle's table: the app hands it the solver (its worker threads are the app's). */
export function farkleTable(games: FarkleService, solver: FarkleSolver): FarkleTable {
  /**
   * A move's view with the odds of the position it leads to: an approximate table's next turn is
   * solved off this thread (a fraction of a second), so the bar does not wait for the next poll.
   */
  const settled = async (gameId: string, view: FarkleView): Promise<FarkleView> => {
    if (view.winChance.status !== 'solving') return view;
    await solver.solved(gameId);
    return { ...view, winChance: games.get(gameId).winChance };
  };
  return {
    create: async (request) => {
      const rules = request.rules ?? preset(request.preset).rules;
      await solver.prepare(
        rules,
        request.seats.map((seat) => seat.bot),
      );
      return games.create(request);
    },
    get: (gameId) => games.get(gameId),
    act: async (gameId, step, action) => {
      await solver.solved(gameId);
      return settled(gameId, games.act(gameId, step, action));
    },
    botStep: async (gameId: string, step?: number, toEndOfTurn?: boolean) => {
      await solver.solved(gameId);
      return settled(gameId, await games.botStep(gameId, toEndOfTurn ?? false, step));
    },
    hint: async (gameId) => {
      await solver.solved(gameId);
      return games.hint(gameId);
    },
    unfinished: () => games.unfinished(),
    abandon: (gameId) => games.abandon(gameId),
    delete: (gameId) => games.delete(gameId),
    leave: (gameId) => games.leave(gameId),
    rematch: (gameId) => games.rematch(gameId),
    setPlayerSeed: (gameId, step, playerSeed) => games.setPlayerSeed(gameId, step, playerSeed),
  };
}
