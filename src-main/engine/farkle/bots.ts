import type { FarkleAction, FarkleState, GeneratorKind, Rules } from '../../../src-shared/farkle';
import { countOf, faceValue, keyOf } from './dice';
import { apply, checkBank, diceToRoll, liveFaces, newGame, positionsOf } from './game';
import { rollModel, scoringId, type RollModel } from './rolls';
import type { SimSetup, SimTables, TurnStrategy } from './simulate';
import { solveTurn, type PolicyContext, type TurnRules } from './solver';

/*
 * The ladder on `minimal`, exact expected turn scores of these policies: ones-fives 237.77,
 * triples 308.88, greedy 401.99, cautious 437.08, daring 431.10, optimal 446.57. The CS 3793
 * course program's starter scores about 214 because a roll with no 1 or 5 scores nothing for it;
 * through the engine a roll with only a triple must still set the triple aside, which adds the
 * difference.
 */
export type BotId = 'ones-fives' | 'triples' | 'greedy' | 'optimal' | 'cautious' | 'daring';

export interface BotInfo {
  id: BotId;
  name: string;
  /** One line on how it plays. */
  description: string;
}

type KeepRule = 'ones-fives' | 'most-points';

/** A rule-of-thumb bot: a fixed way to pick dice and a banking total by dice left. */
class RuleStrategy implements TurnStrategy {
  readonly model: RollModel;
  private readonly keepTable: Uint16Array;
  private readonly bankFrom: number;
  private readonly mustRollHot: boolean;
  /** Smallest total it banks at, by dice left (index 1 to 6). */
  private readonly bankAt: number[];

  constructor(rules: TurnRules, context: PolicyContext, keepRule: KeepRule, bankAt: number[]) {
    const model = rollModel(rules);
    this.model = model;
    this.bankFrom = Math.max(model.unit, rules.minBank, context.entry ? rules.entryThreshold : 0);
    this.mustRollHot = rules.hotDice === 'must';
    this.bankAt = bankAt;
    this.keepTable = new Uint16Array(model.rollCount);
    for (let r = 0; r < model.rollCount; r++) this.keepTable[r] = pickKeep(model, r, keepRule);
  }

  keepOption(r: number): number {
    return this.keepTable[r]!;
  }

  shouldBank(total: number, diceLeft: number, hot: boolean): boolean {
    if (total < this.bankFrom || (hot && this.mustRollHot)) return false;
    return total >= this.bankAt[diceLeft]!;
  }

  simTables(): SimTables {
    const { unit } = this.model;
    const steps = Math.ceil(Math.max(this.bankFrom, ...this.bankAt) / unit) + 1;
    const bank = new Uint8Array(7 * steps);
    for (let n = 1; n <= 6; n++) {
      for (let j = 0; j < steps; j++)
        bank[n * steps + j] = this.shouldBank(j * unit, n, false) ? 1 : 0;
    }
    return {
      keep: this.keepTable,
      keepStride: 0,
      keepSteps: Infinity,
      bank,
      bankSteps: steps,
      keepAt: (r) => this.keepTable[r]!,
    };
  }
}

/**
 * The keep a rule-of-thumb bot takes: every 1 and 5 ('ones-fives'), or the most points with the
 * fewest dice ('most-points'). When a roll has no 1 or 5 the first falls back on the second.
 */
function pickKeep(model: RollModel, r: number, rule: KeepRule): number {
  const { optFirst, optScore, optDice, rollKey } = model;
  const first = optFirst[r]!;
  if (first === optFirst[r + 1]) return 0;
  if (rule === 'ones-fives') {
    const roll = rollKey[r]!;
    const onesFives = countOf(roll, 1) * faceValue(1) + countOf(roll, 5) * faceValue(5);
    const o = onesFives > 0 ? model.optionOf(r, onesFives) : -1;
    if (o >= 0) return o;
  }
  let best = first;
  for (let o = first + 1; o < optFirst[r + 1]! && optScore[o] === optScore[first]; o++) {
    if (optDice[o]! < optDice[best]!) best = o;
  }
  return best;
}

/** Banks by expected immediate reward: once (1 − pf)·T + E[best score] < T for the dice left. */
function immediateRewardBankAt(model: RollModel): number[] {
  const at = [0];
  for (let n = 1; n <= 6; n++) {
    const breakEven = model.expectedBest[n]! / model.farkleChance[n]!;
    at.push((Math.floor(breakEven / model.unit) + 1) * model.unit);
  }
  return at;
}

/** Points by which the cautious and daring bots misjudge a farkle (see their descriptions). */
const CAUTION = 300;
const DARING = 150;

interface BotSpec extends BotInfo {
  strategy(rules: TurnRules, context: PolicyContext): TurnStrategy;
}

const AT_ONCE = [0, 0, 0, 0, 0, 0, 0];

const SPECS: readonly BotSpec[] = [
  {
    id: 'ones-fives',
    name: 'Ones and fives',
    description:
      'Sets aside only 1s and 5s and banks after the first roll (the CS 3793 course program’s starter).',
    strategy: (rules, context) => new RuleStrategy(rules, context, 'ones-fives', AT_ONCE),
  },
  {
    id: 'triples',
    name: 'Triples',
    description: 'Sets aside every scoring die, triples too, and banks after the first roll.',
    strategy: (rules, context) => new RuleStrategy(rules, context, 'most-points', AT_ONCE),
  },
  {
    id: 'greedy',
    name: 'Expected reward',
    description: 'Takes the most points and banks once rolling on would lose points on average.',
    strategy: (rules, context) =>
      new RuleStrategy(rules, context, 'most-points', immediateRewardBankAt(rollModel(rules))),
  },
  {
    id: 'optimal',
    name: 'Optimal',
    description: 'Plays the exact solution: the best expected score a turn can have.',
    strategy: (rules, context) => solveTurn(rules, context),
  },
  {
    id: 'cautious',
    name: 'Cautious',
    description: `Plays the exact solution as if every farkle cost ${CAUTION} points more: banks early.`,
    strategy: (rules, context) =>
      solveTurn(rules, { ...context, farkleValue: context.farkleValue - CAUTION }),
  },
  {
    id: 'daring',
    name: 'Daring',
    description: `Plays the exact solution as if a farkle still paid ${DARING} points: pushes its luck.`,
    strategy: (rules, context) =>
      solveTurn(rules, { ...context, farkleValue: context.farkleValue + DARING }),
  },
];

export const BOTS: readonly BotInfo[] = SPECS.map(({ id, name, description }) => ({
  id,
  name,
  description,
}));

export const BOT_IDS: readonly BotId[] = SPECS.map((spec) => spec.id);

export function isBotId(id: string): id is BotId {
  return (BOT_IDS as readonly string[]).includes(id);
}

function spec(id: BotId): BotSpec {
  const found = SPECS.find((s) => s.id === id);
  if (!found) throw new RangeError(`unknown bot ${id}`);
  return found;
}

const strategies = new Map<string, TurnStrategy>();

/** A bot's turn strategy for these rules and situation, built once and cached. */
export function botStrategy(id: BotId, rules: TurnRules, context: PolicyContext): TurnStrategy {
  const key = JSON.stringify([
    id,
    scoringId(rules.scoring),
    rules.keepJunk,
    rules.minBank,
    rules.hotDice,
    context.entry ? rules.entryThreshold : 0,
    context.farkleValue,
  ]);
  let strategy = strategies.get(key);
  if (!strategy) {
    strategy = spec(id).strategy(rules, context);
    strategies.set(key, strategy);
  }
  return strategy;
}

/** What the simulator needs to play a bot's turns on the board under these rules. */
export function botSimSetup(id: BotId, rules: Rules): SimSetup {
  const normal = botStrategy(id, rules, { entry: false, farkleValue: 0 });
  const lastChance = botStrategy(id, rules, {
    entry: false,
    farkleValue: -rules.threeFarklePenalty,
  });
  return {
    model: normal.model,
    rules,
    normal: normal.simTables(),
    lastChance: lastChance.simTables(),
  };
}

/**
 * A bot's next action for the current player. Besides its turn strategy it follows the game:
 * it rolls while banking is not allowed (entry threshold, minimum bank, hot dice that must be
 * rolled), banks when that reaches the target, and in the final round rolls on until it passes
 * the leader. It draws no randomness itself: the dice come from the game through apply().
 */
export function botAction(id: BotId, state: FarkleState): FarkleAction {
  if (state.over) throw new RangeError('the game is over');
  const { rules, turn } = state;
  const seat = state.seats[state.current]!;
  const context: PolicyContext = {
    entry: !seat.onBoard && rules.entryThreshold > 0,
    farkleValue:
      rules.threeFarklePenalty > 0 && seat.farkleStreak >= 2 ? -rules.threeFarklePenalty : 0,
  };
  const strategy = botStrategy(id, rules, context);
  if (turn.phase === 'start') return { type: 'roll' };
  if (turn.phase === 'choose') {
    const r = strategy.model.rollIndex[keyOf(liveFaces(turn.dice))]!;
    const o = strategy.keepOption(r, turn.turnTotal);
    return { type: 'keep', dice: positionsOf(state.turn.dice, strategy.model.optKey[o]!) };
  }
  if (!checkBank(state).ok) return { type: 'roll' };
  const total = seat.total + turn.turnTotal;
  if (state.finalRound) {
    const leader = Math.max(
      ...state.seats.filter((_, i) => i !== state.current).map((s) => s.total),
    );
    return total > leader ? { type: 'bank' } : { type: 'roll' };
  }
  if (rules.target !== null && total >= rules.target) return { type: 'bank' };
  return strategy.shouldBank(turn.turnTotal, diceToRoll(turn), turn.hotDice)
    ? { type: 'bank' }
    : { type: 'roll' };
}

export interface BotGameSetup {
  rules: Rules;
  generator: GeneratorKind;
  seed: number;
}

/** Plays a whole game through the engine with one bot per seat; gives the final state. */
export function playBotGame(seats: readonly BotId[], setup: BotGameSetup): FarkleState {
  let state = newGame({ ...setup, seats: seats.length });
  while (!state.over) {
    const result = apply(state, botAction(seats[state.current]!, state));
    if (!result.ok)
      throw new Error(`bot ${seats[state.current]} broke a rule: ${result.error.message}`);
    state = result.value;
  }
  return state;
}
