import type { TurnRecord } from '../../src-shared/farkle';

/** What the games store derives from a Farkle move: its turn's row and farkle-odds facts. */

/** The turns row of a played turn (its coach sums are read from the turn's moves). */
export function turnRow(game: number, turn: number, record: TurnRecord, expected: number) {
  return {
    game,
    turn,
    seat: record.seat,
    points: record.points,
    turnTotal: record.turnTotal,
    rolls: record.rolls.length,
    farkle: record.outcome === 'farkle' ? 1 : 0,
    hotDice: record.hotDice,
    finalRound: record.finalRound ? 1 : 0,
    totalAfter: record.totalAfter,
    expected,
  };
}

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
