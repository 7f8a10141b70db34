import type {
  FarkleReplay,
  FarkleState,
  GeneratorKind,
  PresetId,
  Rules,
} from '../../src-shared/farkle';
import { BOT_LADDER, preset, type BotId } from '../engine';
import { endlessTurn as endlessTurnOf, playedByBots } from '../engine/replays.testkit';
import { GOLDEN_HEAD as head, playerSeedFor, type GoldenKind } from './head';

/** A Farkle game played to its end by bots, one per seat, as the table plays them. */
function botGame(
  presetId: PresetId,
  generator: GeneratorKind,
  seed: number,
  bots: readonly BotId[],
  rules: Rules = preset(presetId).rules,
): FarkleReplay {
  const seats = bots.map((bot) => ({ name: BOT_LADDER.find((b) => b.id === bot)!.name, bot }));
  const replay: FarkleReplay = {
    ...head,
    game: 'farkle',
    preset: presetId,
    rules,
    generator,
    seed,
    ...playerSeedFor(generator),
    seats,
    actions: [],
  };
  return playedByBots(replay, `${presetId} seed ${seed}: `);
}

/**
 * ECE 209's generator with seed 0 rolls 1s forever: one test turn that sets aside six 1s and
 * rolls them again `throws` times before it banks, as a player of the course program could.
 */
function endlessTurn(throws: number): FarkleReplay {
  const turn = endlessTurnOf(2 * throws, head, 'Ada');
  turn.actions.push({ type: 'bank' });
  return turn;
}

/**
 * Farkle in the corpus: every preset and generator, and the odd games (an endless turn, the
 * three-farkle penalty, final rounds, hot dice, one-seat test turns, a full table).
 */
function farkleGames() {
  const minimal = preset('minimal').rules;
  return [
    {
      name: 'house-xoroshiro-2',
      replay: botGame('house', 'xoroshiro128plus', 11, ['greedy', 'optimal']),
    },
    {
      name: 'minimal-hmac-2',
      replay: botGame('minimal', 'hmac-sha256', 19, ['optimal', 'greedy']),
    },
    {
      name: 'house-java-4',
      replay: botGame('house', 'java', 12, ['daring', 'cautious', 'triples', 'ones-fives']),
    },
    { name: 'ece209-ece209-solo', replay: botGame('ece209', 'ece209', 13, ['optimal']) },
    {
      name: 'ece209-ece209-3',
      replay: botGame('ece209', 'ece209', 14, ['greedy', 'starter', 'daring']),
    },
    { name: 'ece209-endless-seed0', replay: endlessTurn(1500) },
    {
      name: 'it312-java-8',
      replay: botGame('it312', 'java', 15, [
        'greedy',
        'optimal',
        'cautious',
        'daring',
        'triples',
        'ones-fives',
        'starter',
        'greedy',
      ]),
    },
    {
      name: 'it312-xoroshiro-2',
      replay: botGame('it312', 'xoroshiro128plus', 16, ['optimal', 'cautious']),
    },
    {
      name: 'csc276-xoroshiro-3',
      replay: botGame('csc276', 'xoroshiro128plus', 17, ['daring', 'greedy', 'optimal']),
    },
    { name: 'csc276-ece209-2', replay: botGame('csc276', 'ece209', 18, ['triples', 'greedy']) },
    { name: 'lab4-java-solo', replay: botGame('lab4', 'java', 13, ['greedy']) },
    {
      name: 'lab4-xoroshiro-solo',
      replay: botGame('lab4', 'xoroshiro128plus', 19, ['optimal'], {
        ...preset('lab4').rules,
        turnLimit: 100,
      }),
    },
    {
      name: 'minimal-xoroshiro-2',
      replay: botGame('minimal', 'xoroshiro128plus', 20, ['greedy', 'cautious']),
    },
    {
      name: 'minimal-penalty-java-2',
      replay: botGame('minimal', 'java', 22, ['daring', 'daring'], {
        ...minimal,
        threeFarklePenalty: 500,
      }),
    },
  ];
}

export const farkleGolden: GoldenKind<'farkle'> = {
  games: farkleGames,
  figures: (state: FarkleState) => ({
    scores: state.seats.map((seat) => seat.total),
    turns: state.turnsPlayed,
    winner: state.winner,
    over: state.over,
  }),
};
