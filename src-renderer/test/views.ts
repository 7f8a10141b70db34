/** Snapshots as the main process sends them, built for the renderer's tests. */
import type { FarkleView, RollDiceView, SeatView } from '../../src-shared/api';
import type { Die, Face, Rules } from '../../src-shared/farkle';
import { newGame } from '../../src-main/engine/rolldice/game';

/** A commitment's shape: the state classes pass it through without checking it. */
const COMMITMENT = 'c0ffee'.padEnd(64, '0');

export const RULES: Rules = {
  scoring: {
    ofAKind: 'add',
    straight: 1500,
    lowStraight: null,
    highStraight: null,
    threePairs: 750,
    twoTriplets: null,
    fourAndPair: null,
  },
  keepJunk: false,
  entryThreshold: 0,
  minBank: 0,
  threeFarklePenalty: 0,
  hotDice: 'may',
  target: 10000,
  finalRound: true,
  minSeats: 1,
  maxSeats: 4,
  soloSingleTurn: false,
  turnLimit: null,
};

const seat = (name: string, bot: string | null = null): SeatView => ({
  name,
  bot,
  total: 0,
  onBoard: true,
  farkleStreak: 0,
});

const dice = (faces: Array<Face | 0>): Die[] => faces.map((face) => ({ face, aside: false }));

/** A Farkle game; `seats` are [name, bot] pairs, and the first seat is to play. */
export function farkleView(
  id: string,
  seats: Array<[string, string | null]>,
  patch: Partial<FarkleView> = {},
): FarkleView {
  return {
    id,
    preset: 'house',
    presetName: 'House',
    rules: RULES,
    seed: 7,
    seedCommitment: COMMITMENT,
    seedChosen: true,
    playerSeed: null,
    generator: 'xoroshiro128plus',
    seats: seats.map(([name, bot]) => seat(name, bot)),
    current: 0,
    turn: {
      phase: 'start',
      dice: dice([0, 0, 0, 0, 0, 0]),
      turnTotal: 0,
      rolls: [],
      hotDice: false,
      hotDiceCount: 0,
    },
    turnsPlayed: 0,
    finalRound: null,
    winner: null,
    over: false,
    history: [],
    moves: {
      roll: { allowed: true, dice: 6, reason: null },
      bank: { allowed: false, amount: 0, reason: 'nothing to bank yet', losesGame: false },
    },
    events: [],
    decisionCost: null,
    decisionWinCost: null,
    actionCount: 0,
    scoring: [],
    winChance: { status: 'none' },
    ...patch,
  };
}

/** The same game after a roll of `faces`, waiting for the player to choose. */
export function rolled(view: FarkleView, faces: Face[]): FarkleView {
  return {
    ...view,
    turn: { ...view.turn, phase: 'choose', dice: dice(faces), rolls: [] },
    moves: {
      roll: { allowed: false, dice: 0, reason: 'keep scoring dice first' },
      bank: { allowed: false, amount: 0, reason: 'keep scoring dice first', losesGame: false },
    },
    events: [{ type: 'roll', seat: view.current, faces }],
    actionCount: view.actionCount + 1,
  };
}

/** A Roll-Dice-Roll game at its start, as the engine deals it for seed 9. */
export function rollDiceView(id: string, bot: string | null = null): RollDiceView {
  const { rng: _, ...shown } = newGame({ generator: 'xoroshiro128plus', seed: 9 });
  return {
    id,
    seed: 9,
    seedCommitment: COMMITMENT,
    seedChosen: true,
    playerSeed: null,
    generator: 'xoroshiro128plus',
    player: { name: bot ? 'Optimal 1' : 'Ada', bot },
    state: shown,
    formula: 'no roll yet this round: total 0',
    events: [],
    actionCount: 0,
  };
}
