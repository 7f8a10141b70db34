import { randomBytes, randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { ExportHistoryRequest, ImportRequest } from '../src-shared/api';
import { gated } from './api/gated';
import { createDispatch, handlersByDomain, type ApiDispatch } from './api/handler';
import { GameStore } from './db/game-store';
import { openDatabase } from './db/open';
import { SeedMarks } from './db/seed-known';
import { ProfileError, Profiles } from './db/profiles';
import { SavedRuleSets } from './db/rule-sets';
import { SettingsStore } from './db/settings';
import { listHistory, profileStats } from './db/stats';
import { rulesText } from './host/resources';
import { loadSimulationPool } from './host/simulation-pool-lazy';
import { lazyStrategyPool } from './host/strategy-pool-lazy';
import { checkTempFolder } from './host/temp-folder';
import { historySecret } from './db/history-secret';
import { oddsStores } from './host/odds-stores';
import { Archive } from './services/archive';
import { FARKLE_BOTS } from './services/bots';
import { tableExpert } from './services/seatchance';
import { seatOddsStatus } from './services/seat-odds-status';
import { ServiceError } from './errors';
import { FarkleService } from './services/farkle';
import { farkleTable } from './services/farkle-table';
import { GameLives } from './services/lives';
import { registerExtraGame, type ExtraGame } from './services/registry';
import { loadPresets } from './services/presets';
import { quarantine } from './services/quarantine';
import { farklePricing, farkleReview } from './services/review/farkle';
import { pigReview } from './services/review/pig';
import { rollDiceReview } from './services/review/rolldice';
import { howToPlay } from './engine/how-to-play';
import { solveRollDice, type RollDiceSolution } from './engine/rolldice/solver';
import { ReviewService } from './services/review/review';
import { PracticeService } from './services/practice';
import { PracticeStore } from './db/practice';
import { RULE_LIMITS, RuleSetService } from './services/rule-sets';
import { SettingsService } from './services/settings';
import { TableService } from './services/table-service';
import type { ParallelSimulator } from './services/lab';
import { LabJobs, Solutions } from './services/strategy';
import type { StrategyWorker } from './services/strategy-jobs';
import { tableStoreOn } from './services/table-store';
import type { ImportRunner } from './services/import';
import type { ExportRunner } from './services/archive-jobs';
import { readingSource } from './host/import-source';
import { UnreadImport } from './api/unread';
import { WriteGate } from './services/write-gate';
import { ShareStore } from './db/shares';
import { Sharing } from './share/sharing';
import { tableSeatPort } from './share/table-port';
import { BOT_DELAY } from '../src-shared/domains/settings';

export interface AppOptions {
  /** The folder that holds the history database. */
  dataDir: string;
  /** better-sqlite3 built for the host's ABI, when it is not the one in node_modules. */
  nativeBinding?: string;
  /** Run the solver's and the lab's heavy work; worker threads unless a test hands in others. */
  strategyWorker?: StrategyWorker;
  simulateParallel?: ParallelSimulator;
  /** Run imports; on a worker thread unless a test hands in another runner. */
  runImport?: ImportRunner;
  /** Write history exports; on a worker thread unless a test hands in another runner. */
  runExport?: ExportRunner;
  /** The built renderer, whose seat page a shared game's links open. */
  rendererDir?: string;
  /** The interface a game is shared on when the request names none (tests: a loopback one). */
  shareAddress?: string;
  /** Games registered beside the built-in ones while the app is open (a test's own game). */
  games?: readonly ExtraGame[];
}

export interface App {
  dispatch: ApiDispatch;
  /** Shares kept from before a restart listen again, with the same links. */
  resumeSharing(): Promise<void>;
  /** Closes the history; the sharing servers stop listening meanwhile. */
  close(): void;
}

/**
 * Everything the API serves, wired once per launch; every transport shares it. The Node
 * adapters (files, worker threads, clock, randomness) are handed to the services from here.
 * Throws DatabaseFromTheFuture when the history belongs to a newer Hot Dice.
 */
export function createApp(options: AppOptions): App {
  const file = join(options.dataDir, 'history.sqlite');
  const { db, movedAside } = openDatabase(file, options);
  try {
    checkTempFolder();
  } catch (error) {
    db.close();
    throw error;
  }
  const releaseGames = (options.games ?? []).map((game) => registerExtraGame(game));
  const now = () => new Date().toISOString();
  /** A lab run's seed when none is given. */
  const labSeed = () => randomBytes(4).readUInt32BE(0) || 1;
  /** A game's seed when the player types none: 53 random bits (up to MAX_SEED). */
  const randomSeed = () => Number(randomBytes(8).readBigUInt64BE() >> 11n);
  const history = new GameStore(db);
  const marks = new SeedMarks(db);
  const store = tableStoreOn(history, now, marks);
  const profiles = new Profiles(db);
  const settings = new SettingsService(new SettingsStore(db));
  const lab = new LabJobs({
    threads: availableParallelism(),
    newId: randomUUID,
    randomSeed: labSeed,
    simulateParallel: options.simulateParallel ?? loadSimulationPool,
  });
  const presets = loadPresets(rulesText);
  const ruleSets = new RuleSetService(presets, new SavedRuleSets(db), now);
  const { winOddsAt, winOdds, seatOdds } = oddsStores(options.dataDir);
  const games = new FarkleService({
    bots: [...FARKLE_BOTS, tableExpert(winOdds, seatOdds)],
    randomSeed,
    newId: randomUUID,
    store,
    winOdds,
    seatOdds,
  });
  const solutions = new Solutions(options.strategyWorker ?? lazyStrategyPool());
  /** A game's coach and bot policies and its odds' turn, solved off this thread before a call needs them. */
  const solved = async (gameId: string): Promise<void> => {
    const { rules, seats } = games.get(gameId);
    await solutions.prepare(
      rules,
      seats.map((seat) => seat.bot),
    );
    await games.prepareOdds(gameId);
  };
  const historyFile = {
    file,
    ...(options.nativeBinding ? { nativeBinding: options.nativeBinding } : {}),
  };
  const gate = new WriteGate();
  const secret = historySecret(db);
  const archive = new Archive(history, {
    now,
    newId: randomUUID,
    winChance: (state) => games.winChance(state),
    where: {
      history: historyFile,
      winOdds: winOddsAt,
    },
    // Loaded on first use: the import's worker is a separate build chunk.
    runImport: options.runImport
      ? readingSource(options.runImport)
      : async (...run) => (await import('./host/import-thread')).importOnThread(...run),
    gate,
    marks,
    secret,
  });
  /**
   * The history export, written off this thread: thousands of games take a second or more. The
   * sealed games it carries (all, unless left out) count as typed once it is written.
   */
  const exportHistory = async (request: ExportHistoryRequest | null) => {
    const carried = request?.leaveOutSealed ? [] : archive.sealedIds();
    const damaged = history.damaged.list();
    const job = { history: historyFile, now: now(), damaged, carried, secret };
    const file = options.runExport
      ? await options.runExport(job)
      : await (await import('./host/export-thread')).exportOnThread(job);
    archive.markCarried(carried);
    return file;
  };
  const farkle = farkleTable(games, { prepare: (...need) => solutions.prepare(...need), solved });
  const tables = new TableService(
    { randomSeed, newId: randomUUID, store },
    (id) => history.kindOf(id),
    { farkle },
  );
  // Farkle's and Roll-Dice-Roll's own methods are served by the one table service's games.
  const rollDice = tables.games.rolldice;
  const lives = new GameLives(tables.games, history);
  // Solved on a first review (under a second), then kept.
  let rollDiceSolution: RollDiceSolution | undefined;
  const pricing = farklePricing({
    winOdds,
    seatOdds,
    preparePolicies: (rules) => solutions.prepare(rules, []),
  });
  const reviews = new ReviewService(history, {
    farkle: farkleReview(pricing),
    rolldice: rollDiceReview(() => (rollDiceSolution ??= solveRollDice())),
    pig: pigReview,
  });
  const damaged = quarantine(history);
  const notices = movedAside
    ? [
        `Your history could not be read, so Hot Dice started a new one. The old file was kept at ${movedAside}.`,
      ]
    : [];
  if (damaged.length > 0) {
    notices.push(
      `${damaged.length} game(s) in your history are damaged and were set aside; the rest loaded. They are marked in History and can still be exported.`,
    );
  }
  /** Profile refusals are the player's to read. */
  const profileCall = <T>(call: () => T): T => {
    try {
      return call();
    } catch (error) {
      if (error instanceof ProfileError) throw new ServiceError('illegal', error.message);
      throw error;
    }
  };

  const practice = new PracticeService({
    store: new PracticeStore(db),
    games: history,
    reviews,
    pricing,
    checkProfile: (profileId) => profileCall(() => profiles.get(profileId)),
    now,
  });

  const sharing = new Sharing({
    // Through the app's own dispatch: a device's move is checked, gated and stored as the host's.
    table: tableSeatPort((method, request) => dispatch(method, request)),
    botDelayMs: () => BOT_DELAY[settings.get().botSpeed],
    store: new ShareStore(db),
    rendererDir: options.rendererDir ?? null,
    ...(options.shareAddress ? { defaultAddress: options.shareAddress } : {}),
    log: (line) => process.stderr.write(`${line}\n`),
  });

  const answer = createDispatch(
    gated(
      gate,
      handlersByDomain({
        settings: {
          startup: () => {
            const all = lives.unfinished();
            return {
              notices,
              unfinished: all.entries.flatMap((entry) =>
                entry.game === 'farkle' ? [{ ...entry.view, startedAt: entry.startedAt }] : [],
              ),
              unfinishedTotal: games.unfinished().total,
              unfinishedGames: all.entries,
              unfinishedGamesTotal: all.total,
              damaged,
            };
          },
          getSettings: () => settings.get(),
          saveSettings: (request) => settings.save(request),
        },
        farkle: {
          listPresets: () => presets,
          listBots: () => games.listBots(),
          createGame: (request) => farkle.create(request),
          fairStartOdds: ({ rules, seats }) => games.fairStartOdds(rules, seats),
          seatOddsStatus: ({ rules, seats }) => seatOddsStatus(seatOdds, rules, seats),
          getGame: ({ gameId }) => farkle.get(gameId),
          act: ({ gameId, step, action }) => farkle.act(gameId, step, action),
          previewKeep: ({ gameId, dice }) => games.previewKeep(gameId, dice),
          botStep: ({ gameId, toEndOfTurn, step }) => farkle.botStep(gameId, step, toEndOfTurn),
          coachHint: ({ gameId }) => farkle.hint(gameId),
        },
        rollDice: {
          createRollDice: (request) => rollDice.create(request),
          getRollDice: ({ gameId }) => rollDice.get(gameId),
          rollDiceAct: ({ gameId, step, action }) => rollDice.act(gameId, step, action),
          rollDiceBotStep: ({ gameId, step }) => rollDice.botStep(gameId, step),
          rollDiceHint: ({ gameId }) => rollDice.hint(gameId),
        },
        tables: {
          createTable: (request) => tables.create(request),
          getTable: ({ gameId }) => tables.get(gameId),
          tableAct: ({ gameId, step, action }) => tables.act(gameId, step, action),
          tableBotStep: ({ gameId, step }) => tables.botStep(gameId, step),
          tableHint: ({ gameId }) => tables.hint(gameId),
        },
        life: {
          // Farkle's answer stays its own view, as before the other games could play again.
          rematch: ({ gameId }) => {
            const again = lives.rematch(gameId);
            return again.game === 'farkle' ? again.view : again;
          },
          // As rematch: Farkle's answer stays its own view.
          setPlayerSeed: ({ gameId, step, playerSeed }) => {
            const seeded = lives.setPlayerSeed(gameId, step, playerSeed);
            return seeded.game === 'farkle' ? seeded.view : seeded;
          },
          abandonGame: ({ gameId }) => lives.abandon(gameId),
          deleteGame: ({ gameId }) => lives.delete(gameId),
          // A shared game plays on without the host (its stand-ins, the devices): never discarded.
          leaveGame: ({ gameId }) =>
            sharing.shared(gameId) ? { discarded: false } : lives.leave(gameId),
        },
        strategy: {
          solveRules: ({ rules }) => solutions.summary(rules),
          startLab: (request) => lab.start(request),
          labStatus: ({ jobId }) => lab.status(jobId),
          cancelLab: ({ jobId }) => lab.cancel(jobId),
        },
        profiles: {
          listProfiles: () => profiles.list(),
          renameProfile: ({ profileId, name }) =>
            profileCall(() => profiles.rename(profileId, name)),
          mergeProfiles: ({ fromId, intoId }) => profileCall(() => profiles.merge(fromId, intoId)),
          archiveProfile: ({ profileId, archived }) =>
            profileCall(() => profiles.archive(profileId, archived)),
          profileStats: ({ profileId, withChosenSeeds }) =>
            profileCall(() => profileStats(db, profiles, profileId, withChosenSeeds)),
        },
        history: {
          listHistory: (query) => listHistory(db, query),
          replayFrame: ({ gameId, step }) => archive.frame(gameId, step),
          exportReplay: ({ gameId }) => archive.exportGame(gameId),
          exportHistory: (request) => exportHistory(request),
          exportPlan: () => ({ sealed: archive.sealedIds().length }),
          importFile: (request: ImportRequest | UnreadImport) =>
            archive.importText(request instanceof UnreadImport ? request.source : request),
          importStatus: () => archive.importStatus(),
        },
        review: {
          reviewGame: ({ gameId }) => reviews.review(gameId),
        },
        practice: {
          practiceOverview: ({ profileId }) => practice.overview(profileId),
          practiceExercise: ({ exerciseId }) => practice.position(exerciseId),
          answerExercise: ({ exerciseId, choice }) => practice.answer(exerciseId, choice),
        },
        ruleSets: {
          ruleLimits: () => RULE_LIMITS,
          describeRules: (request) => ruleSets.describe(request),
          howToPlay: ({ game }) => howToPlay(game),
          listRuleSets: () => ruleSets.list(),
          saveRuleSet: (request) => ruleSets.save(request),
          deleteRuleSet: ({ id }) => ruleSets.delete(id),
          exportRules: (request) => ruleSets.exportFile(request),
        },
        share: {
          shareGame: ({ gameId, address }) => sharing.share(gameId, address),
          stopSharing: ({ gameId }) => sharing.stop(gameId),
          revokeSeat: ({ gameId, seat }) => sharing.revoke(gameId, seat),
          handSeatToBot: ({ gameId, seat }) => sharing.handToBot(gameId, seat),
          shareAddresses: () => sharing.addresses(),
          sharedGame: ({ gameId }) => sharing.shared(gameId),
        },
      }),
    ),
  );
  /** Every answered call, so a shared game's devices see each change as soon as it is stored. */
  const dispatch: ApiDispatch = async (method, request) => {
    const result = await answer(method, request);
    if (result.ok) sharing.afterCall(method, request, result.value);
    return result;
  };
  return {
    dispatch,
    resumeSharing: () => sharing.resume(),
    close: () => {
      void sharing.close();
      db.close();
      for (const release of releaseGames) release();
    },
  };
}
