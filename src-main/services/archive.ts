import { z } from 'zod';
import type { ImportResult, ReplayFile, ReplayFrame } from '../../src-shared/api';
import type { RollDiceReplay } from '../../src-shared/rolldice';
import { apply as applyRollDice, newGame as newRollDice } from '../engine/rolldice/game';
import {
  readReplay as readRollDiceReplay,
  replaySchema as rollDiceReplaySchema,
  runReplay as runRollDiceReplay,
} from '../engine/rolldice/replay';
import type { RollDiceHistory, StoredRollDice } from '../db/rolldice';
import { rollDiceView } from './rolldice';
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
      replay: z.discriminatedUnion('game', [replaySchema, rollDiceReplaySchema]),
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
    private readonly rollDice: RollDiceHistory,
    private readonly now: () => string,
    private readonly newId: () => string,
  ) {}

  exportAll(): ReplayFile {
    const games = [...this.history.all(), ...this.rollDice.all()].sort((a, b) =>
      a.startedAt.localeCompare(b.startedAt),
    );
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
    const format = (data as { format?: unknown } | null)?.format;
    let games: Array<StoredGame | StoredRollDice>;
    if (format === HISTORY_FORMAT) {
      const parsed = historySchema.safeParse(data);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        refuse(`${issue.path.join('.')}: ${issue.message}`);
      }
      games = parsed.data.games as Array<StoredGame | StoredRollDice>;
    } else {
      const at = this.now();
      const base = { id: this.newId(), startedAt: at, endedAt: at };
      if ((data as { game?: unknown } | null)?.game === 'rolldice') {
        const read = readRollDiceReplay(text);
        if (!read.ok) refuse(read.error);
        if (this.rollDice.hasReplay(read.replay)) return { imported: 0, duplicates: 1 };
        games = [{ ...base, replay: read.replay }];
      } else {
        const read = readReplay(text);
        if (!read.ok) refuse(read.error);
        if (this.history.hasReplay(read.replay)) return { imported: 0, duplicates: 1 };
        games = [{ ...base, replay: read.replay }];
      }
    }
    games.forEach((game, index) => {
      const result = isRollDiceGame(game) ? runRollDiceReplay(game.replay) : runReplay(game.replay);
      if (!result.ok) refuse(`game ${index + 1}: ${result.error}`);
    });
    let imported = 0;
    for (const game of games) {
      const added = isRollDiceGame(game)
        ? this.importRollDice(game)
        : this.history.importGame(game);
      if (added) imported++;
    }
    return { imported, duplicates: games.length - imported };
  }

  /** Plays a Roll-Dice-Roll game's moves into the history, as if played here. */
  private importRollDice(game: StoredRollDice): boolean {
    if (this.rollDice.hasId(game.id)) return false;
    this.rollDice.start({ ...game, replay: { ...game.replay, actions: [] } });
    let state = newRollDice(game.replay);
    game.replay.actions.forEach((action, seq) => {
      const result = applyRollDice(state, action);
      if (!result.ok) throw new ServiceError('bad-request', result.error.message);
      state = result.value;
      this.rollDice.record(game.id, seq, action, state, game.endedAt ?? game.startedAt);
    });
    return true;
  }

  exportGame(gameId: string): ReplayFile {
    const rollDice = this.rollDice.replayOf(gameId);
    if (rollDice) {
      return {
        fileName: `hotdice-rolldice-0x${rollDice.seed.toString(16)}.json`,
        text: `${JSON.stringify(rollDice, null, 2)}\n`,
      };
    }
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
    const rollDice = this.rollDice.replayOf(gameId);
    if (rollDice) return rollDiceFrame(gameId, rollDice, step);
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
      kind: 'farkle',
      step,
      steps,
      turnStarts,
      game: gameView(gameId, { ...replay, actions: replay.actions.slice(0, step) }, shown, []),
      scoreRace,
    };
  }
}

function isRollDiceGame(game: StoredGame | StoredRollDice): game is StoredRollDice {
  return game.replay.game === 'rolldice';
}

/** A Roll-Dice-Roll game after `step` moves, with where each round starts. */
function rollDiceFrame(gameId: string, replay: RollDiceReplay, step: number): ReplayFrame {
  const steps = replay.actions.length;
  if (step > steps) throw new ServiceError('bad-request', `this game has only ${steps} moves`);
  let state = newRollDice(replay);
  let shown = state;
  const roundStarts = [0];
  replay.actions.forEach((action, index) => {
    const result = applyRollDice(state, action);
    if (!result.ok) throw new ServiceError('internal', `move ${index + 1} does not replay`);
    if (result.value.round > state.round) roundStarts.push(index + 1);
    state = result.value;
    if (index + 1 === step) shown = state;
  });
  return {
    kind: 'rolldice',
    step,
    steps,
    roundStarts,
    game: rollDiceView(gameId, { ...replay, actions: replay.actions.slice(0, step) }, shown),
  };
}
