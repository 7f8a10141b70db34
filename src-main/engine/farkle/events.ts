import type { FarkleState, FarkleEvent } from '../../../src-shared/farkle';

/** What one action changed between two states, in the order a player would see it. */
export function eventsBetween(before: FarkleState, after: FarkleState): FarkleEvent[] {
  const seat = before.current;
  const events: FarkleEvent[] = [];
  const turnEnded = after.history.length > before.history.length;
  const rolls = turnEnded ? after.history.at(-1)!.rolls : after.turn.rolls;
  if (rolls.length > before.turn.rolls.length) {
    events.push({ type: 'roll', seat, faces: rolls.at(-1)!.faces });
  }
  if (!turnEnded && before.turn.phase === 'choose' && after.turn.phase === 'decide') {
    const roll = after.turn.rolls.at(-1)!;
    events.push({
      type: 'keep',
      seat,
      faces: roll.kept,
      score: roll.score,
      turnTotal: after.turn.turnTotal,
    });
    if (after.turn.hotDice) events.push({ type: 'hot-dice', seat });
  }
  if (turnEnded) {
    const record = after.history.at(-1)!;
    if (record.outcome === 'farkle') {
      events.push({
        type: 'farkle',
        seat,
        lost: record.turnTotal,
        penalty: record.penalty ? -record.points : 0,
      });
    } else {
      events.push({ type: 'bank', seat, points: record.points, total: record.totalAfter });
      if (!before.seats[seat]!.onBoard && before.rules.entryThreshold > 0) {
        events.push({ type: 'on-board', seat });
      }
    }
  }
  if (!before.finalRound && after.finalRound) {
    events.push({ type: 'final-round', trigger: after.finalRound.trigger });
  }
  if (!before.over && after.over) events.push({ type: 'game-over', winner: after.winner });
  return events;
}
