import { randomBytes, randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { createDispatch, type ApiDispatch } from './api/handler';
import { History } from './db/history';
import { openDatabase } from './db/open';
import { ProfileError, Profiles } from './db/profiles';
import { SettingsStore } from './db/settings';
import { listHistory, profileStats } from './db/stats';
import { resourcesDir, rulesText } from './host/resources';
import { loadSimPool } from './host/sim-pool-lazy';
import { WinTables } from './host/winTables';
import { Archive } from './services/archive';
import { BOTS } from './services/bots';
import { expertBot } from './services/winchance';
import { ServiceError } from './services/errors';
import { GameService } from './services/games';
import { loadPresets } from './services/presets';
import { RollDiceService } from './services/rolldice';
import { SettingsService } from './services/settings';
import { LabJobs, policySummary } from './services/strategy';
import type { TableStore } from './services/table';

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
 * Everything the API serves, wired once per launch; every transport shares it. The Node
 * adapters (files, worker threads, clock, randomness) are handed to the services from here.
 * Throws DatabaseFromTheFuture when the history belongs to a newer Hot Dice.
 */
export function createApp(options: AppOptions): App {
  const { db, movedAside } = openDatabase(join(options.dataDir, 'history.sqlite'), options);
  const now = () => new Date().toISOString();
  const randomSeed = () => randomBytes(4).readUInt32BE(0) || 1;
  const history = new History(db);
  const store: TableStore = {
    started: (id, replay) => history.startGame({ id, replay, startedAt: now() }),
    acted: (id, seq, move) => history.record(id, seq, move, now()),
  };
  const profiles = new Profiles(db);
  const settings = new SettingsService(new SettingsStore(db));
  const lab = new LabJobs({
    threads: availableParallelism(),
    newId: randomUUID,
    randomSeed,
    simulateParallel: loadSimPool,
  });
  const presets = loadPresets(rulesText);
  const winTables = new WinTables({
    dataDir: options.dataDir,
    shippedDir: join(resourcesDir(), 'win-tables'),
    // Loaded on first use: the solver's worker is a separate build chunk.
    solve: async (rules, onProgress) =>
      (await import('./host/winPool')).solveWinParallel({
        rules,
        // One core is left to the API and the window while a table is solved.
        threads: Math.max(1, availableParallelism() - 1),
        onProgress: (done, total) => onProgress(done / total),
      }),
  });
  const games = new GameService({
    bots: [...BOTS, expertBot(winTables)],
    randomSeed,
    newId: randomUUID,
    store,
    winTables,
  });
  const archive = new Archive(history, now, randomUUID, (state) => games.winChance(state));
  const rollDice = new RollDiceService({ randomSeed, newId: randomUUID, store });
  /** Unfinished games go back on the table: at start, and after an import brings some. */
  const restoreUnfinished = () => {
    for (const { id, replay } of history.unfinished()) {
      if (replay.game === 'farkle') games.restore(id, replay);
      else rollDice.restore(id, replay);
    }
  };
  restoreUnfinished();
  const notices = movedAside
    ? [
        `Your history could not be read, so Hot Dice started a new one. The old file was kept at ${movedAside}.`,
      ]
    : [];
  /** Profile refusals are the player's to read. */
  const profileCall = <T>(call: () => T): T => {
    try {
      return call();
    } catch (error) {
      if (error instanceof ProfileError) throw new ServiceError('illegal', error.message);
      throw error;
    }
  };

  const dispatch = createDispatch({
    startup: () => ({
      notices,
      unfinished: games.unfinished(),
      unfinishedRollDice: rollDice.unfinished(),
    }),
    listPresets: () => presets,
    listBots: () => games.listBots(),
    createGame: (request) => games.create(request),
    getGame: ({ gameId }) => games.get(gameId),
    act: ({ gameId, action }) => games.act(gameId, action),
    previewKeep: ({ gameId, dice }) => games.previewKeep(gameId, dice),
    botStep: ({ gameId, toEndOfTurn }) => games.botStep(gameId, toEndOfTurn),
    coachHint: ({ gameId }) => games.hint(gameId),
    exportReplay: ({ gameId }) => archive.exportGame(gameId),
    rematch: ({ gameId }) => games.rematch(gameId),
    createRollDice: (request) => rollDice.create(request),
    getRollDice: ({ gameId }) => rollDice.get(gameId),
    rollDiceAct: ({ gameId, action }) => rollDice.act(gameId, action),
    rollDiceBotStep: ({ gameId }) => rollDice.botStep(gameId),
    rollDiceHint: ({ gameId }) => rollDice.hint(gameId),
    solveRules: ({ rules }) => policySummary(rules),
    startLab: (request) => lab.start(request),
    labStatus: ({ jobId }) => lab.status(jobId),
    getSettings: () => settings.get(),
    saveSettings: (request) => settings.save(request),
    listProfiles: () => profiles.list(),
    renameProfile: ({ profileId, name }) => profileCall(() => profiles.rename(profileId, name)),
    mergeProfiles: ({ fromId, intoId }) => profileCall(() => profiles.merge(fromId, intoId)),
    archiveProfile: ({ profileId, archived }) =>
      profileCall(() => profiles.archive(profileId, archived)),
    profileStats: ({ profileId }) => profileCall(() => profileStats(db, profiles, profileId)),
    listHistory: (query) => listHistory(db, query),
    replayFrame: ({ gameId, step }) => archive.frame(gameId, step),
    exportHistory: () => archive.exportAll(),
    importFile: ({ text }) => {
      const result = archive.importText(text);
      restoreUnfinished();
      return result;
    },
  });
  return { dispatch, close: () => db.close() };
}
