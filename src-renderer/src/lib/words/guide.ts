/** The guided first game's words, one step at a time: the player is always "you". */
import type { GameKind } from '../../../../src-shared/games';
import { GUIDED_GAME } from '../../../../src-shared/guided-game';
import { points } from '../format';

export type GuideStep =
  | 'roll-first'
  | 'pick-one'
  | 'roll-rest'
  | 'farkle'
  | 'roll-second'
  | 'pick-three'
  | 'bank'
  | 'done'
  | 'off-script';

/** Keys as the dice show them under the tray: position 0 is key 1. */
const keys = (positions: readonly number[]): string => positions.map((p) => p + 1).join(', ');

export function guideWords(step: GuideStep, botName: string): { title: string; text: string } {
  const first = points(GUIDED_GAME.firstKeepPoints);
  const second = points(GUIDED_GAME.secondKeepPoints);
  switch (step) {
    case 'roll-first':
      return {
        title: 'Your first roll',
        text: 'Press Roll (or the R key) to throw all six dice.',
      };
    case 'pick-one':
      return {
        title: 'Set aside the 1',
        text: `A 1 scores ${first}, and nothing else in this roll scores. Press the die showing one pip (key ${keys(GUIDED_GAME.firstKeep)}) to set it aside.`,
      };
    case 'roll-rest':
      return {
        title: 'Roll the other five',
        text: `Your turn total is ${first}. Press Roll to throw the five dice left and add more, at a risk: a roll that scores nothing loses the turn.`,
      };
    case 'farkle':
      return {
        title: 'A farkle!',
        text: `No 1, no 5 and no three of a kind: nothing scored, so your turn ended and its ${first} was lost. Banked points are never lost. Now ${botName} plays; your turn comes next.`,
      };
    case 'roll-second':
      return {
        title: 'Your turn again',
        text: 'Press Roll (R) to throw six fresh dice.',
      };
    case 'pick-three':
      return {
        title: 'Set aside the three 4s',
        text: `Three of a kind score 100 times the face: three 4s are ${second}. Press each 4 (keys ${keys(GUIDED_GAME.secondKeep)}).`,
      };
    case 'bank':
      return {
        title: `Bank your ${second}`,
        text: 'Press Bank (or the B key) to add your turn total to your score, where a farkle cannot take it.',
      };
    case 'done':
      return {
        title: `You banked ${second}!`,
        text: 'That is Farkle: set aside what scores, then roll on or bank, and mind the farkle. Play on to 10,000; How to play has the rules any time.',
      };
    case 'off-script':
      return {
        title: 'Your own way',
        text: 'You made your own move, so the guide stops here. The game goes on; How to play has the rules any time.',
      };
  }
}

/** Each game's keys at its table, as How to play lists them. */
export const TABLE_KEYS: Record<GameKind, string> = {
  farkle: 'click the dice or press 1–6 to pick them, R to roll, B to bank, Esc to clear.',
  rolldice: 'press 1–5 to roll a die, S to stop the round, T for a new target, H for a hint.',
  pig: 'press R to roll, H to hold, S to hear the scores.',
};
