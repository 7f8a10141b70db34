import type { NextAdvice } from '../../src-shared/api';
import type { FarkleState } from '../../src-shared/farkle';
import { advise, apply, checkBank, checkRoll } from '../engine';
import type { SeatOddsTable } from '../engine/farkle/seatapproxtable';
import type { WinOdds } from '../engine/farkle/winodds';
import { withSeatChances } from './seatchance';
import { withWinChances } from './winchance';

/**
 * Rolling on against banking in a roll-or-bank state, as the coach prices them: in win % with
 * the odds at hand (two seats, or three and four with `seatTable`), else in the turn's expected
 * points.
 */
export function nextAdvice(
  state: FarkleState,
  odds: WinOdds | null,
  seatTable: SeatOddsTable | null = null,
): NextAdvice | null {
  if (state.over || state.turn.phase !== 'decide') return null;
  const points = advise(state);
  if (!points) return null;
  const advice =
    (seatTable && withSeatChances(seatTable, state, points)) ??
    (odds && withWinChances(odds, state, points)) ??
    points;
  const measure = advice.measure === 'win' ? 'win' : 'points';
  const worth = (kind: 'roll' | 'bank'): number | null => {
    const option = advice.options.find((o) => o.kind === kind);
    if (!option) return null;
    return measure === 'win' ? option.chance! : option.value;
  };
  const roll = worth('roll');
  if (roll === null) return null;
  const bank = worth('bank');
  return { measure, roll, bank, best: advice.options[0]!.kind === 'bank' ? 'bank' : 'roll' };
}

/**
 * Whether banking now ends the game as a loss while rolling on could still win (a Farkle turn
 * can always score more). Only a final round or a turn limit can end a game on a losing bank.
 */
export function bankLosesGame(state: FarkleState): boolean {
  if (state.seats.length < 2 || (!state.finalRound && state.rules.turnLimit === null)) return false;
  if (!checkBank(state).ok || !checkRoll(state).ok) return false;
  const banked = apply(state, { type: 'bank' });
  return banked.ok && banked.value.over && banked.value.winner !== state.current;
}
