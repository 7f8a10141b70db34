import { randomBytes, randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { createDispatch, type ApiDispatch } from './api/handler';
import { History } from './db/history';
import { openDatabase } from './db/open';
import { ProfileError, Profiles } from './db/profiles';
import { RollDiceHistory } from './db/rolldice';
import { SettingsStore } from './db/settings';
import { profileStats } from './db/stats';
import { Archive } from './services/archive';
import { ServiceError } from './services/errors';
import { LabJobs, policySummary } from './services/strategy';
import { BOTS } from './services/bots';
import { GameService } from './services/games';
import { loadPresets } from './services/presets';
import { RollDiceService } from './services/rolldice';

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
  const now = () => new Date().toISOString();
  const randomSeed = () => randomBytes(4).readUInt32BE(0) || 1;
  const history = new History(db);
  const rollDiceHistory = new RollDiceHistory(db, (name, bot, at) =>
    history.profileFor(name, bot, at),
  );
  const profiles = new Profiles(db);
  const settings = new SettingsStore(db);
  const archive = new Archive(history, rollDiceHistory, now, randomUUID);
  const lab = new LabJobs({ threads: availableParallelism(), newId: randomUUID, randomSeed });
  const presets = loadPresets();
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
  const rollDice = new RollDiceService({
    randomSeed,
    newId: randomUUID,
    recorder: {
      started: (id, replay) => rollDiceHistory.start({ id, replay, startedAt: now() }),
      acted: (id, seq, action, after) => rollDiceHistory.record(id, seq, action, after, now()),
    },
  });
  /** Unfinished games go back on the table: at start, and after an import brings some. */
  const restoreUnfinished = () => {
    for (const stored of history.unfinishedGames()) games.restore(stored.id, stored.replay);
    for (const stored of rollDiceHistory.unfinished()) rollDice.restore(stored.id, stored.replay);
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
    listHistory: (query) => history.list(query),
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
