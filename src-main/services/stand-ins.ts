/**
 * Each table game's side of a shared table (see TableEntry): its seats as the sharing server
 * reads them, and the move a stand-in bot makes for a person seat handed to it.
 */
import type { CoachAdvice, FarkleAction } from '../../src-shared/farkle';
import type { FarkleView } from '../../src-shared/domains/farkle';
import type {
  RollDiceHintView,
  RollDicePlay,
  RollDiceView,
} from '../../src-shared/domains/rolldice';
import type { PigAction, PigHint, PigView } from '../../src-shared/pig';
import type { Seating } from '../../src-shared/share';

/** Where Pig's coach has no word (three seats or more), the stand-in holds at this turn total. */
const PIG_HOLD_AT = 20;

export function farkleSeating(view: FarkleView): Seating {
  const seats = view.seats.map(({ name, bot }) => ({ name, bot }));
  return { seats, current: view.current, over: view.over, actionCount: view.actionCount };
}

/** The coach's best choice; without one, every scoring die kept, then a bank when allowed. */
export function farkleStandIn(view: FarkleView, hint: CoachAdvice | null): FarkleAction {
  const best = hint?.options[hint.best];
  if (best) return best.kind === 'keep' ? { type: 'keep', dice: best.dice } : { type: best.kind };
  if (view.turn.phase === 'choose') return { type: 'keep', dice: view.scoring };
  return view.moves.bank.allowed ? { type: 'bank' } : { type: 'roll' };
}

/** Roll-Dice-Roll has one seat, the player's. */
export function rollDiceSeating(view: RollDiceView): Seating {
  const seats = [{ name: view.player.name, bot: view.player.bot }];
  return { seats, current: 0, over: view.state.over, actionCount: view.actionCount };
}

/** The solver's best move; it always has one while the game goes on. */
export function rollDiceStandIn(_view: RollDiceView, hint: RollDiceHintView | null): RollDicePlay {
  return hint?.best ?? { type: 'stop' };
}

export function pigSeating(view: PigView): Seating {
  const seats = view.seats.map(({ name, bot }) => ({ name, bot }));
  return {
    seats,
    current: view.state.current,
    over: view.state.over,
    actionCount: view.actionCount,
  };
}

/** The coach's better choice (two seats); else roll until the turn holds PIG_HOLD_AT. */
export function pigStandIn(view: PigView, hint: PigHint | null): PigAction {
  if (hint) return { type: hint.best };
  const { rolls, turnTotal } = view.state;
  return rolls.length > 0 && turnTotal >= PIG_HOLD_AT ? { type: 'hold' } : { type: 'roll' };
}
