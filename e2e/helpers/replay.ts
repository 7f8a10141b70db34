/**
 * Recorded games for the e2e specs, played by the real engine in Node: two or more people who
 * keep every scoring die they can and bank once the turn total reaches their threshold.
 */
import type { FarkleAction, FarkleState, PresetId } from '../../src-shared/farkle';
import {
  REPLAY_FORMAT,
  REPLAY_VERSION,
  apply,
  checkKeep,
  newGame,
  preset,
  type FarkleReplay,
} from '../../src-main/engine';

/** The keep worth the most from the current roll (ties: the one with more dice), as positions. */
export function bestKeep(state: FarkleState): number[] {
  const live = state.turn.dice.flatMap((d, i) => (d.aside ? [] : [i]));
  let best: { dice: number[]; score: number } | null = null;
  for (let mask = 1; mask < 1 << live.length; mask++) {
    const dice = live.filter((_, bit) => mask & (1 << bit));
    const check = checkKeep(state, dice);
    if (!check.ok) continue;
    if (
      !best ||
      check.value > best.score ||
      (check.value === best.score && dice.length > best.dice.length)
    ) {
      best = { dice, score: check.value };
    }
  }
  if (!best) throw new Error('bestKeep: nothing to keep');
  return best.dice;
}

function step(state: FarkleState, action: FarkleAction): FarkleState {
  const result = apply(state, action);
  if (!result.ok)
    throw new Error(`the engine refused ${JSON.stringify(action)}: ${result.error.message}`);
  return result.value;
}

export interface RecordOptions {
  preset: PresetId;
  seed: number;
  /** One name per seat. */
  names: string[];
  /** Bank once the turn total reaches this much (per seat). */
  bankAt: number[];
  maxActions?: number;
}

/** Plays a whole game with the keep-the-best, bank-at-a-threshold strategy; returns its replay. */
export function recordGame(options: RecordOptions): { replay: FarkleReplay; state: FarkleState } {
  const rules = preset(options.preset).rules;
  let state = newGame({
    rules,
    seats: options.names.length,
    generator: 'xoroshiro128plus',
    seed: options.seed,
  });
  const actions: FarkleAction[] = [];
  const play = (action: FarkleAction) => {
    state = step(state, action);
    actions.push(action);
  };
  const limit = options.maxActions ?? 5000;
  while (!state.over) {
    if (actions.length > limit) throw new Error('recordGame: the game is too long');
    const { turn } = state;
    if (turn.phase === 'choose') {
      const keep = bestKeep(state);
      play({ type: 'keep', dice: keep });
      const banking = state.turn.turnTotal >= options.bankAt[state.current]!;
      const after = apply(state, { type: 'bank' });
      play({ type: banking && after.ok ? 'bank' : 'roll' });
    } else {
      play({ type: 'roll' });
    }
  }
  return {
    replay: {
      format: REPLAY_FORMAT,
      version: REPLAY_VERSION,
      game: 'farkle',
      preset: options.preset,
      rules,
      generator: 'xoroshiro128plus',
      seed: options.seed,
      seats: options.names.map((name) => ({ name, bot: null })),
      actions,
    },
    state,
  };
}

/**
 * A finished house game in which Ann banks whatever her turn holds against Bo, who waits for
 * 1,000: her quick banks are costly, so Stats finds exercises in it.
 */
export function quickBanksGame(): FarkleReplay {
  return recordGame({ preset: 'house', seed: 21, names: ['Ann', 'Bo'], bankAt: [50, 1000] }).replay;
}
