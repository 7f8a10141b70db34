import type { TurnRecord } from '../../src-shared/farkle';

/** What the games store derives from a Farkle move: the farkle-odds facts. */

/** One seat's throws of one number of dice in a game, and how many of them farkled. */
export interface OddsFact {
  game: number;
  seat: number;
  dice: number;
  rolls: number;
  farkles: number;
}

/** The farkle-odds facts of one turn's rolls, by the number of dice thrown. */
export function rollFacts(game: number, record: TurnRecord): OddsFact[] {
  const byDice = new Map<number, OddsFact>();
  record.rolls.forEach((roll, index) => {
    const dice = roll.faces.length;
    const fact = byDice.get(dice) ?? { game, seat: record.seat, dice, rolls: 0, farkles: 0 };
    fact.rolls++;
    if (record.outcome === 'farkle' && index === record.rolls.length - 1) fact.farkles++;
    byDice.set(dice, fact);
  });
  return [...byDice.values()];
}
