import { randomBytes, randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { createDispatch, type ApiDispatch } from './api/handler';
import { History } from './db/history';
import { openDatabase } from './db/open';
import { ProfileError, Profiles } from './db/profiles';
import { SettingsStore } from './db/settings';
import { profileStats } from './db/stats';
import { Archive } from './services/archive';
import { ServiceError } from './services/errors';
import { LabJobs, policySummary } from './services/strategy';
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
  const randomSeed = () => randomBytes(4).readUInt32BE(0) || 1;
  const presets = loadPresets();
  const profiles = new Profiles(db);
  const settings = new SettingsStore(db);
  const archive = new Archive(history, now, randomUUID);
  const lab = new LabJobs({ threads: availableParallelism(), newId: randomUUID, randomSeed });
  /** Profile refusals are the player's to read. */
  const profileCall = <T>(call: () => T): T => {
    try {
      return call();
    } catch (error) {
      if (error instanceof ProfileError) throw new ServiceError('illegal', error.message);
      throw error;
    }
  };
  const games = new GameService({
    bots: BOTS,
    randomSeed,
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
    coachHint: ({ gameId }) => games.hint(gameId),
    solveRules: ({ rules }) => policySummary(rules),
    startLab: (request) => lab.start(request),
    labStatus: ({ jobId }) => lab.status(jobId),
    listPresets: () => presets,
    listBots: () => games.listBots(),
    createGame: (request) => games.create(request),
    getGame: ({ gameId }) => games.get(gameId),
    act: ({ gameId, action }) => games.act(gameId, action),
    previewKeep: ({ gameId, dice }) => games.previewKeep(gameId, dice),
    botStep: ({ gameId, toEndOfTurn }) => games.botStep(gameId, toEndOfTurn),
    exportReplay: ({ gameId }) => archive.exportGame(gameId),
    rematch: ({ gameId }) => games.rematch(gameId),
    getSettings: () => settings.get(),
    saveSettings: (request) => settings.save(request),
    listProfiles: () => profiles.list(),
    renameProfile: ({ profileId, name }) => profileCall(() => profiles.rename(profileId, name)),
    mergeProfiles: ({ fromId, intoId }) => profileCall(() => profiles.merge(fromId, intoId)),
    archiveProfile: ({ profileId, archived }) =>
      profileCall(() => profiles.archive(profileId, archived)),
    profileStats: ({ profileId }) => profileCall(() => profileStats(db, profiles, profileId)),
    listHistory: (query) => history.list(query),
    replayFrame: ({ gameId, step }) => archive.frame(gameId, step),
    exportHistory: () => archive.exportAll(),
    importFile: ({ text }) => {
      const result = archive.importText(text);
      // Imported unfinished games can be resumed like any other.
      for (const stored of history.unfinishedGames()) games.restore(stored.id, stored.replay);
      return result;
    },
  });
  return { dispatch, close: () => db.close() };
}
