import { SeatApproxSolver } from '../engine/farkle/seatapproxsolve';
import { finalTurnCells } from '../engine/farkle/seatfinalturn';
import { SeatLayout } from '../engine/farkle/seatlayout';
import { SeatRace } from '../engine/farkle/seatrace';
import { turnCells } from '../engine/farkle/seatturncells';
import type { ApproxTurns } from './seatOddsStore';

/**
 * The approximate odds solved on this thread, for tests of what asks for them: the race built a
 * total per turn of the event loop (so a test sees its progress), each turn solved when asked;
 * `asked` counts the turns (final rounds' too).
 */
export function approxHere(): ApproxTurns & { asked: number } {
  const solvers = new Map<string, SeatApproxSolver>();
  const here = {
    asked: 0,
    build: async (
      rules: Parameters<ApproxTurns['build']>[0],
      seats: number,
      onProgress: (share: number) => void,
    ) => {
      const race = new SeatRace(rules, seats);
      while (!race.buildSome(1)) {
        onProgress(race.progress);
        await new Promise((resolve) => setImmediate(resolve));
      }
      solvers.set(`${seats}:${JSON.stringify(rules)}`, new SeatApproxSolver(race, seats));
    },
    turn: async (...[rules, seats, position]: Parameters<ApproxTurns['turn']>) => {
      here.asked++;
      return turnCells(solvers.get(`${seats}:${JSON.stringify(rules)}`)!.turnAt(position));
    },
    finalTurn: async (...[rules, seats, position]: Parameters<ApproxTurns['finalTurn']>) => {
      here.asked++;
      return finalTurnCells(new SeatLayout(rules, seats, false), position);
    },
  };
  return here;
}
