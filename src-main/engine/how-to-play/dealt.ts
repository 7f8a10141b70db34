import type { Face } from '../../../src-shared/dice';
import type { HowToPlay } from '../../../src-shared/how-to-play';
import { PIG } from '../../../src-shared/pig';
import { ROLLDICE } from '../../../src-shared/rolldice';
import { diceSum, roundScore } from '../rolldice/game';

const FACES: readonly Face[] = [1, 2, 3, 4, 5, 6];

/** Pig: one die, every face but the 1 adds to the turn. */
export function pigHowTo(): HowToPlay {
  return {
    game: 'pig',
    name: 'Pig',
    goal: `Roll one die as long as you dare, and hold before a 1 takes the turn's points. First to ${PIG.target} wins.`,
    scoring: FACES.map((face) =>
      face === 1
        ? { dice: [face], points: 0, words: 'a 1: the turn total is lost and the turn ends' }
        : { dice: [face], points: face, words: `a ${face} adds ${face} to the turn total` },
    ),
    scoringNote: 'Only held points count: the turn total is safe once you hold.',
    turn: [
      'Roll the die; its face adds to your turn total.',
      'Roll again as often as you like.',
      'Roll a 1 and the turn total is lost: the die passes on.',
      'Hold to add the turn total to your score and pass the die.',
    ],
    end: [
      `The first to ${PIG.target} wins, at once: there is no need to hold.`,
      `Up to ${PIG.maxSeats} players take turns in order.`,
    ],
    variants: [
      { name: `Pig to ${PIG.target}`, source: null, differences: [], scoring: [] },
      {
        name: 'Your own target',
        source: null,
        differences: [
          `Set the target anywhere from ${PIG.targetMin} to ${PIG.targetMax} before the game: a low one is a quick game.`,
        ],
        scoring: [],
      },
    ],
  };
}

/** A round's dice (the rolled ones) and target, scored as the course program scores them. */
function rollDiceExample(dice: Face[], target: number): HowToPlay['scoring'][number] {
  const sum = diceSum(dice);
  const turn = dice.length;
  const rolls = `${turn} roll${turn === 1 ? '' : 's'}`;
  const words =
    sum === target
      ? `target ${target}, on target after ${rolls}: 0.8 × ${turn}, rounded down`
      : `target ${target}, sum ${sum} after ${rolls}: ${Math.abs(sum - target)} off × ${turn}`;
  return { dice, points: roundScore(sum, target, turn), words };
}

/** Roll-Dice-Roll: five dice, three rounds, the lowest total wins. */
export function rollDiceHowTo(): HowToPlay {
  return {
    game: 'rolldice',
    name: 'Roll-Dice-Roll',
    goal: `Bring your dice as close as you can to each round's target, in as few rolls as you can. The lowest total after ${ROLLDICE.rounds} rounds wins.`,
    scoring: [
      rollDiceExample([6, 6], 15),
      rollDiceExample([6, 6, 5], 15),
      rollDiceExample([6, 5, 4], 15),
    ],
    scoringNote:
      'Each roll is a turn: the further off the target, and the more rolls, the more points. Low is good.',
    turn: [
      `Each round draws a target from ${ROLLDICE.targetMin} to ${ROLLDICE.targetMax}.`,
      `Pick one of the ${ROLLDICE.dice} dice to roll it; every roll counts as a turn.`,
      'Stop the round after at least one roll, and its score stands.',
      `Before a round's first roll you may draw a new target, for ${ROLLDICE.retargetPenalty} points each time.`,
    ],
    end: [
      `After ${ROLLDICE.rounds} rounds the scores add up.`,
      `A final total under ${ROLLDICE.winBelow} wins.`,
    ],
    variants: [{ name: 'Roll-Dice-Roll', source: 'CSE 142', differences: [], scoring: [] }],
  };
}
