import { z } from 'zod';
import type { ImportProgress, ImportResult } from '../../src-shared/api';
import type { FarkleAction, FarkleState } from '../../src-shared/farkle';
import type { AnyReplay } from '../../src-shared/games';
import { GAMES, isGameKind, runGameReplay } from '../engine';
import { issueWords } from '../engine/issue-words';
import { fingerprint } from '../db/codec';
import type { GameStore, StoredGame, StoredMove, StoredReplay } from '../db/game-store';
import type { HistoryFile } from '../db/open';
import type { StagedImport } from '../db/staging';
import {
  checkAll,
  held,
  refuse,
  unheld,
  type CheckElsewhere,
  type CoachFigures,
  type HeldGame,
} from './import-check';
import { DrawnSeal } from './drawn-seal';
import { serviceOf } from './registry';
import type { WinOddsSource } from './winchance';

export const HISTORY_FORMAT = 'hotdice-history';

/** Bounds on one file's work: every game is replayed and every move weighed by the coach. */
export const MAX_IMPORT_GAMES = 10_000;
export const MAX_IMPORT_ACTIONS = 1_000_000;

/** A game's id, as the app makes them (UUIDs) and the API takes them. */
export const gameIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'a game id is 1 to 64 letters, digits, hyphens or underscores');

/** A moment as the app writes it: an ISO-8601 time, kept in UTC. */
const timestampSchema = z.iso
  .datetime({ offset: true, message: 'times are ISO-8601, like 2026-11-21T18:30:00.000Z' })
  .transform((text) => new Date(text).toISOString());

/** Before this, no game of Hot Dice was played; after the clock's now (and a day), none yet. */
const EARLIEST = Date.parse('2000-01-01T00:00:00Z');
const CLOCK_SLACK_MS = 24 * 60 * 60 * 1000;

/** The games a file may hold, for a refusal's words. */
const GAME_LIST = Object.keys(GAMES).join(', ');

/** One game of a history export. */
const historyGameSchema = z.strictObject({
  id: gameIdSchema,
  startedAt: timestampSchema,
  endedAt: timestampSchema.nullable(),
  // Exports made before this was kept: taken as drawn, as the store's migration does.
  seedChosen: z.boolean().default(false),
  replay: z.unknown().transform((data, ctx): AnyReplay => {
    const kind = (data as { game?: unknown } | null)?.game;
    const checked = isGameKind(kind) ? GAMES[kind].replaySchema.safeParse(data) : null;
    if (checked?.success) return checked.data;
    // The game's own complaint, whole, so its words can name what it expected.
    const issue = checked?.error.issues[0];
    if (issue) ctx.issues.push({ ...issue, input: data } as z.core.$ZodRawIssue);
    else {
      const message = `not a game Hot Dice plays (${GAME_LIST})`;
      ctx.issues.push({ code: 'custom', path: ['game'], message, input: data });
    }
    return z.NEVER;
  }),
});

/**
 * A history export's top level. Its games are checked one at a time (`checkHistory`), each
 * checked game, held with its moves packed, taking its raw one's place: a large file is never
 * held twice over.
 */
const historyHeadSchema = z.strictObject({
  format: z.literal(HISTORY_FORMAT),
  version: z.literal(1),
  exportedAt: z.string().max(40),
  games: z
    .array(z.unknown())
    .max(
      MAX_IMPORT_GAMES,
      `a file can hold at most ${MAX_IMPORT_GAMES.toLocaleString('en')} games`,
    ),
  /** Games the exporting history could not read, as raw rows: kept in the file, not imported. */
  damaged: z.array(z.unknown()).optional(),
  /** The exporting history's seal over the games whose seed it drew (see DrawnSeal). */
  drawnSeal: z.string().max(128).optional(),
});

/** Keys whose problems come before any game's, as a check of the whole file would order them. */
const KEYS_BEFORE_GAMES: PropertyKey[] = ['format', 'version', 'exportedAt', 'games'];

/** A schema's complaint about the file, in words ("Game 7 in the file: seat 2's bot ..."). */
function refuseIssue(error: z.ZodError, data: unknown, prefix: PropertyKey[] = []): never {
  const words = issueWords(error, data, { inFile: true, subject: 'The file', prefix });
  refuse(`${words}. ${SCHEMA_ADVICE}`, true);
}

/** What to do about a file that does not fit: it was not written by Hot Dice, or was changed. */
const SCHEMA_ADVICE =
  'Hot Dice imports the files it exports (History, Export) as they were written: export the ' +
  'game again from the Hot Dice that played it, or take that game out of the file';

/** A worker collects what the games checked so far left behind every this many games. */
const SETTLE_EVERY = 500;

/**
 * The games of a parsed history export, checked; refuses its first problem, in words. Each raw
 * game and its checked copy are dropped as the next is read, and `settle` lets the worker collect
 * them: left to itself, the collector kept over 100 MB of them mapped for the 94 MB file.
 */
function checkHistory(data: unknown, seal: DrawnSeal, settle?: () => void): HeldGame[] {
  const head = historyHeadSchema.safeParse(data);
  const headIssues = head.error?.issues ?? [];
  const early = headIssues.find((issue) => KEYS_BEFORE_GAMES.includes(issue.path[0]!));
  if (early) refuseIssue(new z.ZodError([early]), data);
  const games = (data as { games: unknown[] }).games;
  games.forEach((raw, index) => {
    const game = historyGameSchema.safeParse(raw);
    if (!game.success) refuseIssue(game.error, raw, ['games', index]);
    seal.add(raw);
    games[index] = held(game.data);
    if (index % SETTLE_EVERY === SETTLE_EVERY - 1) settle?.();
  });
  const late = headIssues[0];
  if (late) refuseIssue(new z.ZodError([late]), data);
  const checked = games as HeldGame[];
  // Another history's file (or a changed one) may claim any game's seed was drawn: not believed.
  if (!seal.matches((data as { drawnSeal?: string }).drawnSeal)) {
    for (const game of checked) game.seedChosen = true;
  }
  return checked;
}

/** The games a file holds, checked as play checks them; a lone replay file gets `loneId`. */
function readFile(job: ImportJob, hooks: ImportHooks): { games: HeldGame[]; lone: boolean } {
  const { now, loneId } = job;
  let data: unknown;
  try {
    data = JSON.parse(job.text);
  } catch {
    refuse('it is not JSON');
  }
  if ((data as { format?: unknown } | null)?.format !== HISTORY_FORMAT) {
    // A file without a game is read as Farkle, as files were before there were others.
    const kind = (data as { game?: unknown } | null)?.game ?? 'farkle';
    if (!isGameKind(kind))
      refuse(`${JSON.stringify(kind).slice(0, 60)} is not a game Hot Dice plays (${GAME_LIST})`);
    const read = GAMES[kind].readReplay(job.text);
    job.text = '';
    if (!read.ok) refuse(read.error);
    return {
      // The file brought the seed, as if typed.
      games: [
        held({ id: loneId, startedAt: now, endedAt: null, seedChosen: true, replay: read.replay }),
      ],
      lone: true,
    };
  }
  // Parsed, the text is let go before its games are checked: a large file is not held twice
  // over (the caller hands over the job for this one import).
  job.text = '';
  hooks.settle?.();
  const games = checkHistory(data, new DrawnSeal(job.secret), () => hooks.settle?.());
  const latest = Date.parse(now) + CLOCK_SLACK_MS;
  games.forEach(({ id, startedAt, endedAt }) => {
    const started = Date.parse(startedAt);
    if (started < EARLIEST || started > latest) refuse(`game ${id} has an impossible start time`);
    if (endedAt !== null && (Date.parse(endedAt) < started || Date.parse(endedAt) > latest)) {
      refuse(`game ${id} ends before it starts or in the future`);
    }
  });
  return { games, lone: false };
}

/** One import, as the main thread hands it to the thread that does it. */
export interface ImportJob {
  text: string;
  now: string;
  /** The id a lone replay file's game is stored under. */
  loneId: string;
  /** Games this launch set aside as damaged, which the importing connection must know too. */
  damaged: Array<{ gameId: string; reason: string }>;
  /** The history's secret: a file's drawn seeds are believed only under its seal (DrawnSeal). */
  secret: string;
}

export interface ImportHooks {
  progress(progress: ImportProgress): void;
  /** Resolves once the history may be written (no other call writes meanwhile). */
  mayWrite(): Promise<void>;
  /** Something large was just let go (the request, the file's text): a worker collects it now. */
  settle?(): void;
}

/** What an import works on: the history file, and the win tables its coach may find at hand. */
export interface ImportPlace {
  history: HistoryFile;
  winOdds: { dataDir: string; shippedDir: string };
}

/** Runs an import: on a worker thread in the app, on this one in tests. */
export type ImportRunner = (
  where: ImportPlace,
  job: ImportJob,
  hooks: ImportHooks,
) => Promise<ImportResult>;

/** The stores an import writes to and reads from, on the importing thread. */
export interface ImportStores {
  history: GameStore;
  /** The two-seat tables at hand (never solved for an import): the coach's win costs. */
  winOdds: WinOddsSource;
  /** A new staging history, where the import's games wait unseen until all are in. */
  stage: () => Staging;
  /** A helper thread that checks some of a large file's games while this one checks the rest. */
  checkElsewhere?: CheckElsewhere;
}

export type Staging = Pick<StagedImport, 'store' | 'publish' | 'close'>;

/** Games saved per transaction of the staging history; other threads' messages come between. */
const SAVE_CHUNK = 250;

/** Progress is told every this many games (and at the last one). */
const PROGRESS_EVERY = 25;

function tell(hooks: ImportHooks, phase: ImportProgress['phase'], done: number, total: number) {
  if (done % PROGRESS_EVERY === 0 || done === total) hooks.progress({ phase, done, total });
}

/**
 * Imports a replay file or a history export. Every game is first played through the engine and
 * stored, exactly as games played here, in a staging history that nothing else sees, while play
 * goes on; then all of them move into the history in one short transaction, or none does. A game
 * already kept under its id is a duplicate (an earlier export of it too); a different game under
 * a kept id is refused.
 */
export async function runImport(
  { history, winOdds, stage, checkElsewhere }: ImportStores,
  job: ImportJob,
  hooks: ImportHooks,
): Promise<ImportResult> {
  const { games, lone } = readFile(job, hooks);
  const actions = games.reduce((sum, game) => sum + game.moves, 0);
  if (actions > MAX_IMPORT_ACTIONS) {
    refuse(`it holds ${actions} moves; a file can hold at most ${MAX_IMPORT_ACTIONS} (split it)`);
  }
  for (const { gameId, reason } of job.damaged) history.damaged.damageGame(gameId, reason);
  const staged = stage();
  try {
    let saved = 0;
    // Saves the games before `upTo`, a chunk per transaction: nothing shows them until publish.
    const saveUpTo = async (
      coaches: ReadonlyArray<CoachFigures | null | undefined>,
      upTo: number,
      told: boolean,
    ) => {
      for (; saved < upTo; saved = Math.min(saved + SAVE_CHUNK, upTo)) {
        const chunk = games.slice(saved, Math.min(saved + SAVE_CHUNK, upTo));
        staged.store.storeMany(() =>
          chunk.forEach((kept, k) => {
            const game = unheld(kept);
            const coach = coaches[saved + k];
            // A game twice in the file is stored once (and refused if the two differ).
            if (coach !== undefined && !isKept(staged.store, game))
              store(staged.store, game, coach);
            if (told) tell(hooks, 'saving', saved + k + 1, games.length);
          }),
        );
        // The helper's progress comes through between chunks.
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const coaches = await checkAll(games, {
      winOdds,
      isKept: (game) => history.hasId(game.id) && isKept(history, unheld(game)),
      elsewhere: checkElsewhere,
      // Games are saved while the helper checks the last ones; progress tells the checking.
      checked: (figures, upTo) => saveUpTo(figures, upTo, false),
      progress: (done) => hooks.progress({ phase: 'checking', done, total: games.length }),
      settle: () => hooks.settle?.(),
    });
    await saveUpTo(coaches, games.length, true);
    await hooks.mayWrite();
    // A lone replay file has no id: it is recognised by its content.
    if (lone && history.hasReplay(unheld(games[0]!).replay)) return { imported: 0, duplicates: 1 };
    // A game of the file stored meanwhile (and perhaps played on) is a duplicate too.
    const imported = staged.publish(
      (id) => unstage(staged.store, unheld(games.find((game) => game.id === id)!), history),
      (name, bot, at) => history.profileFor(name, bot, at),
    );
    return { imported, duplicates: games.length - imported };
  } finally {
    staged.close();
  }
}

/** Takes a staged game out again: the history holds it by now (or another game under its id). */
function unstage(staging: GameStore, game: StoredGame, history: GameStore): void {
  isKept(history, game);
  // Its rolls come off the staged farkle odds as a deleted game's do.
  const played = runGameReplay(serviceOf(game.replay.game).table.def, game.replay);
  const farkle = played.ok && game.replay.game === 'farkle';
  staging.delete(game.id, farkle ? (played.state as FarkleState).history : []);
}

/** Whether this game is kept already (perhaps further played); refused if another one has its id. */
function isKept(history: GameStore, game: StoredGame): boolean {
  if (!history.hasId(game.id)) return false;
  const kept = history.replayOf(game.id);
  const earlier = kept && { ...kept, actions: kept.actions.slice(0, game.replay.actions.length) };
  if (!earlier || fingerprint(earlier as StoredReplay) !== fingerprint(game.replay)) {
    refuse(`game ${game.id} in this file differs from the game with that id in your history`);
  }
  return true;
}

/**
 * Stores a checked game by playing its actions, so its facts are derived as for a game played
 * here. A game with an end time that its moves do not finish was given up: it is kept abandoned.
 */
function store(history: GameStore, game: StoredGame, coach: CoachFigures | null): void {
  const kind = serviceOf(game.replay.game).table;
  const at = game.endedAt ?? game.startedAt;
  // This history did not draw an unfinished game's seed: it is shown and counts as typed.
  const seedChosen = game.seedChosen || game.endedAt === null;
  history.startGame({ ...game, seedChosen, replay: { ...game.replay, actions: [] } });
  let index = 0;
  const last = game.replay.actions.length - 1;
  const played = runGameReplay(kind.def, game.replay, (before, action, after, seq) => {
    const move: StoredMove = coach
      ? {
          game: 'farkle',
          action: action as FarkleAction,
          before: before as FarkleState,
          after: after as FarkleState,
          coach: coach.get(index++),
        }
      : kind.move(before, action, after);
    // One transaction holds the game's moves (storeMany): the log's end is written with its last.
    history.record(game.id, seq, move, at, seq < last);
  });
  const over = played.ok && kind.def.isOver(played.state);
  if (game.endedAt !== null && !over) history.abandon(game.id, game.endedAt);
}
