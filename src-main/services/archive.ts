import { z } from 'zod';
import type { ImportResult, ReplayFile, ReplayFrame } from '../../src-shared/api';
import type { FarkleState } from '../../src-shared/farkle';
import { apply, newGame, readReplay, replaySchema, runReplay } from '../engine';
import type { History, StoredGame } from '../db/history';
import { ServiceError } from './errors';
import { gameView } from './games';

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
      replay: replaySchema,
    }),
  ),
});

function refuse(reason: string): never {
  throw new ServiceError('bad-request', `This file cannot be imported: ${reason}.`);
}

/** Export and import of games, and step-by-step views of a stored game. */
export class Archive {
  constructor(
    private readonly history: History,
    private readonly now: () => string,
    private readonly newId: () => string,
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

  /** Takes a replay file or a history export; games already kept are counted, not doubled. */
  importText(text: string): ImportResult {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      refuse('it is not JSON');
    }
    const format = (data as { format?: unknown } | null)?.format;
    let games: StoredGame[];
    if (format === HISTORY_FORMAT) {
      const parsed = historySchema.safeParse(data);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        refuse(`${issue.path.join('.')}: ${issue.message}`);
      }
      games = parsed.data.games;
    } else {
      const read = readReplay(text);
      if (!read.ok) refuse(read.error);
      games = [
        { id: this.newId(), startedAt: this.now(), endedAt: this.now(), replay: read.replay },
      ];
    }
    games.forEach((game, index) => {
      const result = runReplay(game.replay);
      if (!result.ok) refuse(`game ${index + 1}: ${result.error}`);
    });
    let imported = 0;
    for (const game of games) if (this.history.importGame(game)) imported++;
    return { imported, duplicates: games.length - imported };
  }

  exportGame(gameId: string): ReplayFile {
    const replay = this.history.replayOf(gameId);
    if (!replay) throw new ServiceError('not-found', 'that game is not in your history');
    const seed = `0x${replay.seed.toString(16)}`;
    return {
      fileName: `hotdice-${replay.preset}-${seed}.json`,
      text: `${JSON.stringify(replay, null, 2)}\n`,
    };
  }

  /** The game as it stood after `step` actions, with where each turn starts. */
  frame(gameId: string, step: number): ReplayFrame {
    const replay = this.history.replayOf(gameId);
    if (!replay) throw new ServiceError('not-found', 'that game is not in your history');
    const steps = replay.actions.length;
    if (step > steps) throw new ServiceError('bad-request', `this game has only ${steps} moves`);
    let state: FarkleState = newGame({
      rules: replay.rules,
      seats: replay.seats.length,
      generator: replay.generator,
      seed: replay.seed,
    });
    let shown = state;
    const turnStarts = [0];
    replay.actions.forEach((action, index) => {
      const result = apply(state, action);
      if (!result.ok) throw new ServiceError('internal', `move ${index + 1} does not replay`);
      if (result.value.turnsPlayed > state.turnsPlayed && index + 1 < steps) {
        turnStarts.push(index + 1);
      }
      state = result.value;
      if (index + 1 === step) shown = state;
    });
    const totals = replay.seats.map(() => 0);
    const scoreRace = [[...totals]];
    for (const turn of state.history) {
      totals[turn.seat] = turn.totalAfter;
      scoreRace.push([...totals]);
    }
    return {
      step,
      steps,
      turnStarts,
      game: gameView(gameId, { ...replay, actions: replay.actions.slice(0, step) }, shown, []),
      scoreRace,
    };
  }
}
