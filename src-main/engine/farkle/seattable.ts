import type { HandedFinalTurns } from './seatfinalturn';
import type { SeatLayout } from './seatlayout';

/** A solved n-seat game: every position's vector of chances, with how it was solved. */
export interface SeatTable {
  layout: SeatLayout;
  /** values[index * seats + k]: the chance that seat k (0 the mover) wins from that position. */
  values: Float64Array;
  /**
   * Farkle cycles solved (without a penalty), and how many took a mixed solution (best replies
   * went round and value iteration from below settled on no pure equilibrium).
   */
  cycles: number;
  mixedCycles: number;
  /**
   * Cycles where another equilibrium with other chances was found (the odds depend on which):
   * mixed ones, and ones where value iteration from below settled elsewhere or never settled.
   */
  choiceCycles: number;
  /** Cycles whose best replies neither settled nor gave an equilibrium (odds approximate). */
  unsolvedCycles: number;
  sweeps: number;
  evaluations: number;
  /** Turn totals solved (a total's six cells; reused ones not counted; not kept in a file). */
  layers?: number;
  /** Largest |V − Bellman(V)| over the positions, the mover's gain by another policy included. */
  residual: number;
  /**
   * One bit per position (seatabout.ts): set where the odds rest on a cycle with a choice or
   * one not solved, where the table says "about".
   */
  about: Uint8Array;
  /**
   * Where its final-round turns are handed over when they are solved on another thread (the
   * app's tables); without it seatplay solves them itself.
   */
  finalTurns?: HandedFinalTurns;
}
