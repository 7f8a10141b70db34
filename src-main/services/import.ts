import { z } from 'zod';
import type { ImportResult } from '../../src-shared/api';
import { readReplay, replaySchema, runGameReplay } from '../engine';
import {
  readReplay as readRollDiceReplay,
  replaySchema as rollDiceReplaySchema,
} from '../engine/rolldice/replay';
import { fingerprint } from '../db/codec';
import type { History, StoredGame, StoredReplay } from '../db/history';
import { ServiceError } from '../errors';
import { FARKLE_TABLE } from './games';
import { ROLLDICE_TABLE } from './rolldice';
import type { TableKind } from './table';

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

const historySchema = z.strictObject({
  format: z.literal(HISTORY_FORMAT),
  version: z.literal(1),
  exportedAt: z.string().max(40),
  games: z
    .array(
      z.strictObject({
        id: gameIdSchema,
        startedAt: timestampSchema,
        endedAt: timestampSchema.nullable(),
        // Exports made before this was kept: taken as drawn, as the store's migration does.
        seedChosen: z.boolean().default(false),
        replay: z.discriminatedUnion('game', [replaySchema, rollDiceReplaySchema]),
      }),
    )
    .max(
      MAX_IMPORT_GAMES,
      `a file can hold at most ${MAX_IMPORT_GAMES.toLocaleString('en')} games`,
    ),
  /** Games the exporting history could not read, as raw rows: kept in the file, not imported. */
  damaged: z.array(z.unknown()).optional(),
});

function refuse(reason: string): never {
  throw new ServiceError('bad-request', `This file cannot be imported: ${reason}.`);
}

/** Either game's table kind, for code that plays any stored replay. */
// The two kinds differ only in their state, action and event types, which pass through untouched.
export function kindOf(replay: StoredReplay): TableKind<unknown, unknown, unknown, StoredReplay> {
  return (replay.game === 'farkle' ? FARKLE_TABLE : ROLLDICE_TABLE) as unknown as TableKind<
    unknown,
    unknown,
    unknown,
    StoredReplay
  >;
}

/** The games a file holds, checked as play checks them; a lone replay file gets a fresh id. */
function readFile(
  text: string,
  now: string,
  newId: () => string,
): { games: StoredGame[]; lone: boolean } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    refuse('it is not JSON');
  }
  if ((data as { format?: unknown } | null)?.format !== HISTORY_FORMAT) {
    const rollDice = (data as { game?: unknown } | null)?.game === 'rolldice';
    const read = rollDice ? readRollDiceReplay(text) : readReplay(text);
    if (!read.ok) refuse(read.error);
    return {
      // The file brought the seed, as if typed.
      games: [
        { id: newId(), startedAt: now, endedAt: null, seedChosen: true, replay: read.replay },
      ],
      lone: true,
    };
  }
  const parsed = historySchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    refuse(`${issue.path.join('.')}: ${issue.message}`);
  }
  const latest = Date.parse(now) + CLOCK_SLACK_MS;
  parsed.data.games.forEach(({ id, startedAt, endedAt }) => {
    const started = Date.parse(startedAt);
    if (started < EARLIEST || started > latest) refuse(`game ${id} has an impossible start time`);
    if (endedAt !== null && (Date.parse(endedAt) < started || Date.parse(endedAt) > latest)) {
      refuse(`game ${id} ends before it starts or in the future`);
    }
  });
  return { games: parsed.data.games, lone: false };
}

/**
 * Imports a replay file or a history export in one transaction: every game is played through
 * the engine and stored exactly as a game played here, or nothing is. A game already kept under
 * its id is a duplicate (an earlier export of it too); a different game under a kept id is refused.
 */
export function importText(
  history: History,
  text: string,
  now: string,
  newId: () => string,
): ImportResult {
  const { games, lone } = readFile(text, now, newId);
  const actions = games.reduce((sum, game) => sum + game.replay.actions.length, 0);
  if (actions > MAX_IMPORT_ACTIONS) {
    refuse(`it holds ${actions} moves; a file can hold at most ${MAX_IMPORT_ACTIONS} (split it)`);
  }
  // A lone replay file has no id: it is recognised by its content.
  if (lone && history.hasReplay(games[0]!.replay)) return { imported: 0, duplicates: 1 };
  return history.atomically(() => {
    let imported = 0;
    for (const game of games) {
      if (isKept(history, game)) continue;
      store(history, game);
      imported++;
    }
    return { imported, duplicates: games.length - imported };
  });
}

/** Whether this game is kept already (perhaps further played); refused if another one has its id. */
function isKept(history: History, game: StoredGame): boolean {
  if (!history.hasId(game.id)) return false;
  const kept = history.replayOf(game.id);
  const earlier = kept && { ...kept, actions: kept.actions.slice(0, game.replay.actions.length) };
  if (!earlier || fingerprint(earlier as StoredReplay) !== fingerprint(game.replay)) {
    refuse(`game ${game.id} in this file differs from the game with that id in your history`);
  }
  return true;
}

/** Stores a game by playing its actions, so its facts are derived as for a game played here. */
function store(history: History, game: StoredGame): void {
  const kind = kindOf(game.replay);
  const at = game.endedAt ?? game.startedAt;
  history.startGame({ ...game, replay: { ...game.replay, actions: [] } });
  const played = runGameReplay(kind.def, game.replay, (before, action, after, seq) =>
    history.record(game.id, seq, kind.move(before, action, after), at),
  );
  if (!played.ok) refuse(`game ${game.id}: ${played.error}`);
  if (!kind.def.isOver(played.state) && game.endedAt !== null) {
    refuse(`game ${game.id} has an end time but is not over`);
  }
}
