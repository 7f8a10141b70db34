import type { PresetId, PresetInfo, Rules, ScoringRules } from '../../../src-shared/farkle';
import { MAX_SEATS } from '../../../src-shared/farkle';
import { sameRules } from './describe';
import { MAX_COMBINATION, MAX_THRESHOLD } from './schemas';

/** 1s, 5s and triples only: the scoring every course program starts from. */
const BASIC_SCORING: ScoringRules = {
  ofAKind: 'triples',
  straight: null,
  lowStraight: null,
  highStraight: null,
  threePairs: null,
  twoTriplets: null,
  fourAndPair: null,
};

const BASE: Rules = {
  scoring: BASIC_SCORING,
  keepJunk: false,
  entryThreshold: 0,
  minBank: 0,
  threeFarklePenalty: 0,
  hotDice: 'may',
  target: 10_000,
  finalRound: false,
  minSeats: 1,
  // Four seats unless a course document asks for more.
  maxSeats: 4,
  soloSingleTurn: false,
  turnLimit: null,
};

export const PRESETS: readonly PresetInfo[] = [
  {
    id: 'house',
    name: 'Zilch / three pairs',
    course: 'Hot Dice house rules',
    summary: 'Straights, three pairs, bigger sets of a kind, and a final round at 10,000.',
    rules: {
      ...BASE,
      scoring: { ...BASIC_SCORING, ofAKind: 'add', straight: 1500, threePairs: 750 },
      finalRound: true,
    },
  },
  {
    id: 'ece209',
    name: 'Junk dice ride along',
    course: 'ECE 209 console Farkle',
    summary: '1 to 4 players, a straight is 1500, junk dice may ride along, first to 10,000 wins.',
    rules: {
      ...BASE,
      scoring: { ...BASIC_SCORING, straight: 1500 },
      keepJunk: true,
      soloSingleTurn: true,
    },
  },
  {
    id: 'it312',
    name: '1,000 to get on the board',
    course: 'IT 312',
    summary: '1000 in one turn to get on the board, hot dice must roll, final round.',
    rules: {
      ...BASE,
      entryThreshold: 1000,
      hotDice: 'must',
      finalRound: true,
      // "No upper limit on the number of participants": the whole table.
      minSeats: 2,
      maxSeats: MAX_SEATS,
    },
  },
  {
    id: 'csc276',
    name: 'Classic with a final round',
    course: 'CSC 276',
    summary: 'Two or more players; once someone reaches 10,000 the others get one last turn.',
    rules: { ...BASE, finalRound: true, minSeats: 2, maxSeats: MAX_SEATS },
  },
  {
    id: 'lab4',
    name: 'Solitaire',
    course: 'CS 3793 Lab 4',
    summary: 'One player, a fixed number of turns (1000 by default): play for the best average.',
    rules: { ...BASE, target: null, maxSeats: 1, turnLimit: 1000 },
  },
  {
    id: 'minimal',
    name: 'Classic',
    course: 'Minimal: the scoring every course program shares',
    summary: '1s, 5s and triples only; first to 10,000 wins.',
    rules: BASE,
  },
];

export const PRESET_IDS = PRESETS.map((preset) => preset.id) as [PresetId, ...PresetId[]];

export function isPresetId(id: string): id is PresetId {
  return (PRESET_IDS as string[]).includes(id);
}

export function preset(id: PresetId): PresetInfo {
  const found = PRESETS.find((p) => p.id === id);
  if (!found) throw new RangeError(`unknown preset ${id}`);
  return found;
}

/**
 * The rule set the bounds allow that makes the turn solver work hardest: every combination and
 * threshold at its largest, so turn totals run on a 50-point grid to about 77,000 points. Tests
 * and benchmarks measure the worst case with it.
 */
export const MOST_DEMANDING_RULES: Rules = {
  ...preset('house').rules,
  scoring: {
    ofAKind: 'double',
    straight: MAX_COMBINATION,
    lowStraight: MAX_COMBINATION,
    highStraight: MAX_COMBINATION,
    threePairs: MAX_COMBINATION,
    twoTriplets: MAX_COMBINATION,
    fourAndPair: MAX_COMBINATION,
  },
  entryThreshold: MAX_THRESHOLD,
  minBank: MAX_THRESHOLD,
  threeFarklePenalty: MAX_THRESHOLD,
  hotDice: 'must',
};

/**
 * The preset's name, or "Your rules (from ...)" when house rules changed it (a solitaire's length
 * and a fair start's head start are not changes to the rules).
 */
export function presetName(id: PresetId, rules: Rules): string {
  const info = preset(id);
  const length = info.rules.turnLimit === null ? rules.turnLimit : info.rules.turnLimit;
  const { handicap: _headStart, headStarts: _headStarts, ...played } = rules;
  return sameRules(info.rules, { ...played, turnLimit: length })
    ? info.name
    : `Your rules (from ${info.name})`;
}
