import type { FarkleReplay, GeneratorKind, PresetId, Rules } from '../../src-shared/farkle';
import { ROLLDICE_BOT, type RollDiceAction, type RollDiceReplay } from '../../src-shared/rolldice';
import { BOT_LADDER, ENGINE_VERSION, preset, type BotId } from '../engine';
import { rollDiceGame } from '../engine/rolldice/def';
import { solveRollDice } from '../engine/rolldice/solver';
import { endlessTurn as endlessTurnOf, playedByBots } from '../engine/replays.testkit';

/** One game of the golden corpus: its file name and its replay. */
export interface GoldenGame {
  name: string;
  replay: FarkleReplay | RollDiceReplay;
}

const head = { format: 'hotdice-replay', version: 1, engineVersion: ENGINE_VERSION } as const;

/** The provably fair generator deals from the sealed seed and a player seed. */
const playerSeedFor = (generator: GeneratorKind) =>
  generator === 'hmac-sha256' ? { playerSeed: 'golden-corpus' } : {};

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

/** A Roll-Dice-Roll game played by its one bot, the exact policy. */
function rollDiceBotGame(
  generator: GeneratorKind,
  seed: number,
  bot: (state: Parameters<typeof rollDiceGame.apply>[0]) => RollDiceAction | null,
): RollDiceReplay {
  const replay: RollDiceReplay = {
    ...head,
    game: 'rolldice',
    generator,
    seed,
    ...playerSeedFor(generator),
    player: { name: 'Rolly', bot: ROLLDICE_BOT },
    actions: [],
  };
  let state = rollDiceGame.newGame(rollDiceGame.setupOf(replay));
  while (!state.over) {
    const action = bot(state)!;
    const result = rollDiceGame.apply(state, action);
    if (!result.ok) throw new Error(`rolldice seed ${seed}: ${result.error.message}`);
    replay.actions.push(action);
    state = result.value;
  }
  return replay;
}

/**
 * The corpus: every game, preset and generator, and the odd games (an endless turn, the
 * three-farkle penalty, final rounds, hot dice, one-seat test turns, a full table).
 */
export function goldenGames(): GoldenGame[] {
  const rollDiceBot = solveRollDice().bot;
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
    { name: 'rolldice-xoroshiro', replay: rollDiceBotGame('xoroshiro128plus', 22, rollDiceBot) },
    { name: 'rolldice-ece209', replay: rollDiceBotGame('ece209', 23, rollDiceBot) },
    { name: 'rolldice-java', replay: rollDiceBotGame('java', 24, rollDiceBot) },
    { name: 'rolldice-hmac', replay: rollDiceBotGame('hmac-sha256', 25, rollDiceBot) },
  ];
}
