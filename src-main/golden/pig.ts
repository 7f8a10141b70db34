import type { PigAction, PigReplay, PigState } from '../../src-shared/pig';
import { pigGame } from '../engine/pig/def';
import { holdAt20Action, optimalPigAction } from '../engine/pig/solver';
import { GOLDEN_HEAD, playerSeedFor, type GoldenKind } from './head';

const BOTS = {
  'hold-at-20': { name: 'Hollis', decide: holdAt20Action },
  optimal: { name: 'Neller', decide: optimalPigAction },
} satisfies Record<string, { name: string; decide: (state: PigState) => PigAction }>;

/** A Pig game played by bots to its end, one per seat. */
function botGame(
  generator: PigReplay['generator'],
  seed: number,
  target: number,
  bots: ReadonlyArray<keyof typeof BOTS>,
): PigReplay {
  const replay: PigReplay = {
    ...GOLDEN_HEAD,
    game: 'pig',
    target,
    generator,
    seed,
    ...playerSeedFor(generator),
    seats: bots.map((bot) => ({ name: BOTS[bot].name, bot })),
    actions: [],
  };
  let state = pigGame.newGame(pigGame.setupOf(replay));
  while (!state.over) {
    const action = BOTS[bots[state.current]!].decide(state);
    const result = pigGame.apply(state, action);
    if (!result.ok) throw new Error(`pig seed ${seed}: ${result.error.message}`);
    replay.actions.push(action);
    state = result.value;
  }
  return replay;
}

/** Pig in the corpus: both bots on every generator; a lone seat, a full table, a short race. */
export const pigGolden: GoldenKind<'pig'> = {
  games: () => [
    {
      name: 'pig-xoroshiro-2',
      replay: botGame('xoroshiro128plus', 31, 100, ['optimal', 'hold-at-20']),
    },
    { name: 'pig-ece209-solo', replay: botGame('ece209', 32, 50, ['hold-at-20']) },
    {
      name: 'pig-java-8',
      replay: botGame('java', 33, 100, [
        'hold-at-20',
        'optimal',
        'hold-at-20',
        'optimal',
        'hold-at-20',
        'optimal',
        'hold-at-20',
        'optimal',
      ]),
    },
    { name: 'pig-hmac-2', replay: botGame('hmac-sha256', 34, 10, ['hold-at-20', 'optimal']) },
  ],
  figures: (state: PigState) => ({
    scores: state.totals,
    turns: state.turns.length,
    winner: state.winner,
    over: state.over,
  }),
};
