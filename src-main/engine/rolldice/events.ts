import type { RollDiceAction, RollDiceEvent, RollDiceState } from '../../../src-shared/rolldice';

/** What one action changed between two states, in the order a player would see it. */
export function rollDiceEvents(
  before: RollDiceState,
  action: RollDiceAction,
  after: RollDiceState,
): RollDiceEvent[] {
  switch (action.type) {
    case 'roll':
      return [
        {
          type: 'roll',
          die: action.die,
          value: after.dice[action.die - 1]!,
          score: after.roundScore,
        },
      ];
    case 'retarget':
      return [
        {
          type: 'retarget',
          from: before.target,
          to: after.target,
          penalty: after.total - before.total,
        },
      ];
    case 'stop': {
      const events: RollDiceEvent[] = [
        { type: 'stop', round: before.round, score: after.rounds.at(-1)!.score },
      ];
      if (after.over)
        events.push({ type: 'game-over', total: after.total, won: after.won === true });
      return events;
    }
    case 'new-game':
      return [];
  }
}
