import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createDispatch, type ApiDispatch } from './api/handler';
import { History } from './db/history';
import { openDatabase } from './db/open';
import { BOTS } from './services/bots';
import { GameService } from './services/games';
import { loadPresets } from './services/presets';

export interface AppOptions {
  /** The folder that holds the history database. */
  dataDir: string;
  /** better-sqlite3 built for the host's ABI, when it is not the one in node_modules. */
  nativeBinding?: string;
}

export interface App {
  dispatch: ApiDispatch;
  close(): void;
}

/**
 * Everything the API serves, wired once per launch; both transports share it. Throws
 * DatabaseFromTheFuture when the history belongs to a newer Hot Dice.
 */
export function createApp(options: AppOptions): App {
  const { db, movedAside } = openDatabase(join(options.dataDir, 'history.sqlite'), options);
  const history = new History(db);
  const now = () => new Date().toISOString();
  const presets = loadPresets();
  const games = new GameService({
    bots: BOTS,
    randomSeed: () => randomBytes(4).readUInt32BE(0) || 1,
    newId: randomUUID,
    recorder: {
      started: (id, replay) => history.startGame({ id, replay, startedAt: now() }),
      acted: (id, seq, action, before, after) =>
        history.recordAction(id, seq, action, before, after, now()),
    },
  });
  for (const stored of history.unfinishedGames()) games.restore(stored.id, stored.replay);
  const notices = movedAside
    ? [
        `Your history could not be read, so Hot Dice started a new one. The old file was kept at ${movedAside}.`,
      ]
    : [];

  const dispatch = createDispatch({
    startup: () => ({ notices, unfinished: games.unfinished() }),
    listPresets: () => presets,
    listBots: () => games.listBots(),
    createGame: (request) => games.create(request),
    getGame: ({ gameId }) => games.get(gameId),
    act: ({ gameId, action }) => games.act(gameId, action),
    previewKeep: ({ gameId, dice }) => games.previewKeep(gameId, dice),
    botStep: ({ gameId, toEndOfTurn }) => games.botStep(gameId, toEndOfTurn),
    exportReplay: ({ gameId }) => games.exportReplay(gameId),
    rematch: ({ gameId }) => games.rematch(gameId),
  });
  return { dispatch, close: () => db.close() };
}
