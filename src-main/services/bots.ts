import type { FarkleAction, FarkleState } from '../../src-shared/farkle';
import { checkBank, keyOf, liveFaces, scoreTable } from '../engine';
import type { Bot } from './games';

/** Interim rule of thumb until the strategy bots land: keep the best, bank at 300 or more. */
function ruleOfThumb(state: FarkleState): FarkleAction {
  const { turn, rules } = state;
  if (turn.phase === 'choose') {
    const table = scoreTable(rules.scoring);
    const [best] = table.legalKeeps(keyOf(liveFaces(turn.dice)), rules.keepJunk);
    const wanted = [...(best ? table.breakdown(best.keep).parts.flatMap((p) => p.faces) : [])];
    const dice: number[] = [];
    turn.dice.forEach((d, i) => {
      const at = wanted.indexOf(d.face as never);
      if (!d.aside && at >= 0) {
        wanted.splice(at, 1);
        dice.push(i);
      }
    });
    return { type: 'keep', dice };
  }
  if (turn.phase === 'decide' && turn.turnTotal >= 300 && checkBank(state).ok) {
    return { type: 'bank' };
  }
  return { type: 'roll' };
}

export const BOTS: readonly Bot[] = [
  {
    info: {
      id: 'rule-of-thumb',
      name: 'Rule of thumb',
      description: 'Keeps the best dice, banks at 300.',
    },
    decide: ruleOfThumb,
  },
];
