import type {
  FarkleAction,
  FarkleState,
  GeneratorKind,
  Rules,
  TurnState,
} from '../../../src-shared/farkle';
import { BoundedCache } from '../bounded-cache';
import { countOf, faceValue, keyOf } from './dice';
import { apply, checkBank, diceToRoll, liveFaces, newGame, positionsOf } from './game';
import { rollModel, type RollModel } from './rolls';
import { GIVE_UP, type SimSetup, type SimTables, type TurnStrategy } from './simulate';
import type { PolicyContext, TurnRules } from './policy-tables';
import { policyKeyParts, solveTurn } from './solver';

/*
 * The ladder on `minimal`, expected turn scores of these policies: starter 215.42 (exact),
 * ones-fives 237.77, triples 308.88, greedy 401.99, cautious about 416, daring about 432, optimal
 * 446.57. Each level also wins most games to 10,000 against the level below (docs/playing.md,
 * Opponents). Cautious and daring are tuned so: with a caution of 300 the cautious bot averaged
 * more than the daring one (437 against 431) but won only 48.7% of 2,000 games against it.
 */
export type BotId =
  'starter' | 'ones-fives' | 'triples' | 'greedy' | 'cautious' | 'daring' | 'optimal';

/** A bot as a character to play against. */
export interface BotInfo {
  id: BotId;
  /** The character's name: its seats' stats profile carries it. */
  name: string;
  /** Difficulty, 1 for a beginner; a higher level plays better. Levels need not be contiguous. */
  level: number;
  /** One line on who the character is. */
  personality: string;
  /** One line on how it plays. */
  description: string;
}

type KeepRule = 'starter' | 'ones-fives' | 'most-points';

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
 * The keep a rule-of-thumb bot takes: every 1 and 5 ('starter', 'ones-fives'), or the most points
 * with the fewest dice ('most-points'). When a roll has no 1 or 5, 'ones-fives' falls back on the
 * most points and 'starter' gives up, as the CS 3793 course program's FarklePlayer sets nothing aside.
 */
function pickKeep(model: RollModel, r: number, rule: KeepRule): number {
  const { optFirst, optScore, optDice, rollKey } = model;
  const first = optFirst[r]!;
  if (first === optFirst[r + 1]) return 0;
  if (rule !== 'most-points') {
    const roll = rollKey[r]!;
    const onesFives = countOf(roll, 1) * faceValue(1) + countOf(roll, 5) * faceValue(5);
    const o = onesFives > 0 ? model.optionOf(r, onesFives) : -1;
    if (o >= 0) return o;
    if (rule === 'starter') return GIVE_UP;
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
const CAUTION = 800;
const DARING = 150;

interface BotSpec extends BotInfo {
  /** A rule of thumb, or the exact solution played as if a farkle were worth more or less. */
  play: { rule: (rules: TurnRules, context: PolicyContext) => TurnStrategy } | { misjudge: number };
}

const AT_ONCE = [0, 0, 0, 0, 0, 0, 0];

/** The characters, in level order, beginner first. */
const SPECS: readonly BotSpec[] = [
  {
    id: 'starter',
    name: 'Pip',
    level: 1,
    personality: 'Read the rules handout once and follows it to the letter.',
    description:
      'Sets aside only 1s and 5s and banks after the first roll; a roll with no 1 or 5 is a ' +
      'farkle to it, so at the table it keeps the fewest scoring dice and rolls on until it farkles.',
    play: { rule: (rules, context) => new RuleStrategy(rules, context, 'starter', AT_ONCE) },
  },
  {
    id: 'ones-fives',
    name: 'Walt',
    level: 2,
    personality: 'Learned the game in 1962 and still plays it the way he learned it.',
    description:
      'Sets aside every 1 and 5 and banks after the first roll; on a roll with no 1 or 5 it ' +
      'takes the best scoring set instead, such as a triple.',
    play: { rule: (rules, context) => new RuleStrategy(rules, context, 'ones-fives', AT_ONCE) },
  },
  {
    id: 'triples',
    name: 'Tess',
    level: 3,
    personality: 'Counts every point on the table, then takes the money and runs.',
    description:
      'Sets aside the most points a roll offers, triples included, and banks after the first roll.',
    play: { rule: (rules, context) => new RuleStrategy(rules, context, 'most-points', AT_ONCE) },
  },
  {
    id: 'greedy',
    name: 'Milo',
    level: 4,
    personality: 'Does the sums for one more roll, but never for two.',
    description:
      'Sets aside the most points and banks once one more roll would lose points on average.',
    play: {
      rule: (rules, context) =>
        new RuleStrategy(rules, context, 'most-points', immediateRewardBankAt(rollModel(rules))),
    },
  },
  {
    id: 'cautious',
    name: 'Hazel',
    level: 5,
    personality: 'Hates losing what she has more than she likes winning more.',
    description: `Plays the exact solution as if every farkle cost ${CAUTION} points more: banks early.`,
    play: { misjudge: -CAUTION },
  },
  {
    id: 'daring',
    name: 'Roxy',
    level: 6,
    personality: 'Pushes her luck a little further than the odds say she should.',
    description: `Plays the exact solution as if a farkle still paid ${DARING} points: rolls on longer.`,
    play: { misjudge: DARING },
  },
  {
    id: 'optimal',
    name: 'Vera',
    level: 7,
    personality: 'Knows the exact odds of every roll and never misjudges one.',
    description: 'Plays the exact solution: the best expected score a turn can have.',
    play: { misjudge: 0 },
  },
];

/** The strategy ladder as players meet it: each bot's character and level, without its play. */
export const BOT_LADDER: readonly BotInfo[] = SPECS.map(
  ({ id, name, level, personality, description }) => ({
    id,
    name,
    level,
    personality,
    description,
  }),
);

export const BOT_IDS: readonly BotId[] = SPECS.map((spec) => spec.id);

/** The Expert (Sage): it plays from a solved win table the services hold, not a turn policy. */
export const EXPERT_ID = 'expert';

export function isBotId(id: string): id is BotId {
  return (BOT_IDS as readonly string[]).includes(id);
}

function spec(id: BotId): BotSpec {
  const found = SPECS.find((s) => s.id === id);
  if (!found) throw new RangeError(`unknown bot ${id}`);
  return found;
}

/** Rule-of-thumb strategies kept (a few kB each, and their roll model), least recently used dropped first. */
const ruleStrategies = new BoundedCache<string, TurnStrategy>(64);

/** A bot's turn strategy for these rules and situation, built once and cached. */
export function botStrategy(id: BotId, rules: TurnRules, context: PolicyContext): TurnStrategy {
  const { play } = spec(id);
  // The solver's bots use solveTurn's policies, which it caches itself.
  if ('misjudge' in play) {
    return solveTurn(rules, { ...context, farkleValue: context.farkleValue + play.misjudge });
  }
  const key = JSON.stringify([id, ...policyKeyParts(rules, context)]);
  return ruleStrategies.getOrSet(key, () => play.rule(rules, context));
}

/**
 * Every turn policy the coach and these bots (ids; others are ignored) may ask solveTurn for in
 * a game under these rules: off or on the board, after two farkles or not, and the misjudged
 * farkle of each bot that plays the exact solution.
 */
export function gamePolicyContexts(
  rules: Rules,
  bots: ReadonlyArray<string | null>,
): PolicyContext[] {
  const misjudged = new Set([0]);
  for (const found of SPECS.filter((s) => bots.includes(s.id))) {
    if ('misjudge' in found.play) misjudged.add(found.play.misjudge);
  }
  const entries = rules.entryThreshold > 0 ? [false, true] : [false];
  const farkles = rules.threeFarklePenalty > 0 ? [0, -rules.threeFarklePenalty] : [0];
  return [...misjudged].flatMap((misjudge) =>
    entries.flatMap((entry) =>
      farkles.map((farkle) => ({ entry, farkleValue: farkle + misjudge })),
    ),
  );
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

/** The option of roll r that sets aside the fewest dice (the best of those). */
function fewestDice(model: RollModel, r: number): number {
  let best = model.optFirst[r]!;
  for (let o = best + 1; o < model.optFirst[r + 1]!; o++) {
    if (model.optDice[o]! < model.optDice[best]!) best = o;
  }
  return best;
}

/** Whether the bot gave up on a scoring roll earlier in this turn. */
function gaveUp(strategy: TurnStrategy, turn: TurnState): boolean {
  const { rollIndex, rollBest } = strategy.model;
  return turn.rolls.some((roll) => {
    const r = rollIndex[keyOf(roll.faces)]!;
    return rollBest[r]! > 0 && strategy.keepOption(r, 0) === GIVE_UP;
  });
}

/**
 * A bot's next action for the current player. Besides its turn strategy it follows the game:
 * it rolls while banking is not allowed (entry threshold, minimum bank, hot dice that must be
 * rolled), banks when that reaches the target, and in the final round rolls on until it passes
 * the leader. A bot that gives up on a roll (the starter) rolls on until it farkles, so its turn
 * scores 0 as in the simulator. It draws no randomness itself: the dice come from the game
 * through apply().
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
  const { model } = strategy;
  if (turn.phase === 'start') return { type: 'roll' };
  if (turn.phase === 'choose') {
    const r = model.rollIndex[keyOf(liveFaces(turn.dice))]!;
    const o = strategy.keepOption(r, turn.turnTotal);
    // The engine takes no empty set-aside, so a bot that gives up keeps the fewest dice it may.
    const keep = o === GIVE_UP ? fewestDice(model, r) : o;
    return { type: 'keep', dice: positionsOf(turn.dice, model.optKey[keep]!) };
  }
  // A turn given up is lost: the bot rolls on until it farkles.
  if (gaveUp(strategy, turn) || !checkBank(state).ok) return { type: 'roll' };
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
