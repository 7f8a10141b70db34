import { z } from 'zod';
import type { ImportResult, ReplayFile, ReplayFrame, WinChanceView } from '../../src-shared/api';
import type { FarkleState } from '../../src-shared/farkle';
import { readReplay, replayFrame, replaySchema, runGameReplay, writeReplay } from '../engine';
import {
  readReplay as readRollDiceReplay,
  replaySchema as rollDiceReplaySchema,
} from '../engine/rolldice/replay';
import type { History, StoredGame, StoredReplay } from '../db/history';
import { ServiceError } from './errors';
import { FARKLE_TABLE, gameView } from './games';
import { ROLLDICE_TABLE, rollDiceView } from './rolldice';
import type { TableKind } from './table';

export const HISTORY_FORMAT = 'hotdice-history';

const historySchema = z.strictObject({
  format: z.literal(HISTORY_FORMAT),
  version: z.literal(1),
  exportedAt: z.string(),
  games: z.array(
    z.strictObject({
      id: z.string().min(1).max(100),
      startedAt: z.string().min(1).max(40),
      endedAt: z.string().max(40).nullable(),
      replay: z.discriminatedUnion('game', [replaySchema, rollDiceReplaySchema]),
    }),
  ),
});

function refuse(reason: string): never {
  throw new ServiceError('bad-request', `This file cannot be imported: ${reason}.`);
}

/** Either game's table kind, for code that plays any stored replay. */
// The two kinds differ only in their state, action and event types, which pass through untouched.
function kindOf(replay: StoredReplay): TableKind<unknown, unknown, unknown, StoredReplay> {
  return (replay.game === 'farkle' ? FARKLE_TABLE : ROLLDICE_TABLE) as unknown as TableKind<
    unknown,
    unknown,
    unknown,
    StoredReplay
  >;
}

/** A stored game that no longer replays is Hot Dice's fault, not the player's. */
function played<F extends { ok: true }>(frame: F | { ok: false; error: string }): F {
  if (!frame.ok) throw new ServiceError('internal', `this game does not replay: ${frame.error}`);
  return frame;
}

/** Export and import of both games, and step-by-step views of a stored game. */
export class Archive {
  constructor(
    private readonly history: History,
    private readonly now: () => string,
    private readonly newId: () => string,
    /** The odds a replay's frame shows (two-seat games); none when left out. */
    private readonly winChance?: (state: FarkleState) => WinChanceView,
  ) {}

  exportAll(): ReplayFile {
    const games = this.history.all();
    const text = `${JSON.stringify(
      { format: HISTORY_FORMAT, version: 1, exportedAt: this.now(), games },
      null,
      1,
    )}\n`;
    return { fileName: `hotdice-history-${this.now().slice(0, 10)}.json`, text };
  }

  /**
   * Takes a replay file or a history export; games already kept are counted, not doubled: a game
   * of an export by its id, a lone replay file (which has no id) by its content.
   */
  importText(text: string): ImportResult {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      refuse('it is not JSON');
    }
    let games: StoredGame[];
    if ((data as { format?: unknown } | null)?.format === HISTORY_FORMAT) {
      const parsed = historySchema.safeParse(data);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        refuse(`${issue.path.join('.')}: ${issue.message}`);
      }
      games = parsed.data.games;
    } else {
      const rollDice = (data as { game?: unknown } | null)?.game === 'rolldice';
      const read = rollDice ? readRollDiceReplay(text) : readReplay(text);
      if (!read.ok) refuse(read.error);
      if (this.history.hasReplay(read.replay)) return { imported: 0, duplicates: 1 };
      const at = this.now();
      games = [{ id: this.newId(), startedAt: at, endedAt: at, replay: read.replay }];
    }
    games.forEach((game, index) => {
      const result = runGameReplay(kindOf(game.replay).def, game.replay);
      if (!result.ok) refuse(`game ${index + 1}: ${result.error}`);
    });
    const imported = games.filter((game) => this.importGame(game)).length;
    return { imported, duplicates: games.length - imported };
  }

  /**
   * Stores a game from elsewhere by playing its actions through the engine, so its facts are
   * derived exactly as for a game played here. False when a game with its id is already kept.
   */
  private importGame(game: StoredGame): boolean {
    if (this.history.hasId(game.id)) return false;
    const kind = kindOf(game.replay);
    const at = game.endedAt ?? game.startedAt;
    this.history.atomically(() => {
      this.history.startGame({ ...game, replay: { ...game.replay, actions: [] } });
      runGameReplay(kind.def, game.replay, (before, action, after, seq) =>
        this.history.record(game.id, seq, kind.move(before, action, after), at),
      );
    });
    return true;
  }

  exportGame(gameId: string): ReplayFile {
    const replay = this.replayOf(gameId);
    const seed = `0x${replay.seed.toString(16)}`;
    const name = replay.game === 'farkle' ? replay.preset : 'rolldice';
    return { fileName: `hotdice-${name}-${seed}.json`, text: writeReplay(replay) };
  }

  /** The game as it stood after `step` actions, with where each turn (or round) starts. */
  frame(gameId: string, step: number): ReplayFrame {
    const replay = this.replayOf(gameId);
    const steps = replay.actions.length;
    if (step > steps) throw new ServiceError('bad-request', `this game has only ${steps} moves`);
    if (replay.game === 'rolldice') {
      const frame = played(replayFrame(ROLLDICE_TABLE.def, replay, step));
      const shown = { ...replay, actions: replay.actions.slice(0, step) };
      const game = rollDiceView(gameId, shown, frame.shown, []);
      return { kind: 'rolldice', step, steps, roundStarts: frame.turnStarts, game };
    }
    const frame = played(replayFrame(FARKLE_TABLE.def, replay, step));
    const totals = replay.seats.map(() => 0);
    const scoreRace = [[...totals]];
    for (const turn of frame.last.history) {
      totals[turn.seat] = turn.totalAfter;
      scoreRace.push([...totals]);
    }
    const shown = { ...replay, actions: replay.actions.slice(0, step) };
    const game = gameView(gameId, shown, frame.shown, [], this.winChance?.(frame.shown));
    return { kind: 'farkle', step, steps, turnStarts: frame.turnStarts, game, scoreRace };
  }

  private replayOf(gameId: string): StoredReplay {
    const replay = this.history.replayOf(gameId);
    if (!replay) throw new ServiceError('not-found', 'that game is not in your history');
    return replay;
  }
}
