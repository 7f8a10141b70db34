import { ROLLDICE_BOT, type RollDiceReplay, type RollDiceState } from '../../src-shared/rolldice';
import { rollDiceGame } from '../engine/rolldice/def';
import { solveRollDice } from '../engine/rolldice/solver';
import { GENERATORS, GOLDEN_HEAD, playerSeedFor, type GoldenKind } from './head';

/** Roll-Dice-Roll's file names by generator, as the corpus first named them. */
const NAMES = {
  xoroshiro128plus: 'xoroshiro',
  ece209: 'ece209',
  java: 'java',
  'hmac-sha256': 'hmac',
};

/** Roll-Dice-Roll in the corpus: its one bot, the exact policy, on every generator. */
export const rollDiceGolden: GoldenKind<'rolldice'> = {
  games: () => {
    const bot = solveRollDice().bot;
    return GENERATORS.map((generator, index) => {
      const replay: RollDiceReplay = {
        ...GOLDEN_HEAD,
        game: 'rolldice',
        generator,
        seed: 22 + index,
        ...playerSeedFor(generator),
        player: { name: 'Rolly', bot: ROLLDICE_BOT },
        actions: [],
      };
      let state = rollDiceGame.newGame(rollDiceGame.setupOf(replay));
      while (!state.over) {
        const action = bot(state)!;
        const result = rollDiceGame.apply(state, action);
        if (!result.ok) throw new Error(`rolldice seed ${replay.seed}: ${result.error.message}`);
        replay.actions.push(action);
        state = result.value;
      }
      return { name: `rolldice-${NAMES[generator]}`, replay };
    });
  },
  // Its one player wins with a total below 20.
  figures: (state: RollDiceState) => ({
    scores: [state.total],
    turns: state.rounds.length,
    winner: state.won === null ? null : state.won ? 0 : -1,
    over: state.over,
  }),
};
