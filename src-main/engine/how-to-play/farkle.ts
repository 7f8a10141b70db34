import type { Face, Rules } from '../../../src-shared/farkle';
import type { HowToPlay, RulesVariant, ScoringExample } from '../../../src-shared/how-to-play';
import { endLine, seatsLine, turnSteps } from '../farkle/describe';
import { isSubset, keyOf } from '../farkle/dice';
import { preset, PRESETS } from '../farkle/presets';
import { combinations, type Combination } from '../farkle/scoring';

/** The rule set every other is told against: the scoring all the course programs share. */
const BASE_ID = 'minimal';

/** Six dice that score nothing under the base rules: the picture of a farkle. */
const FARKLE_ROLL: Face[] = [2, 3, 4, 6, 6, 3];

/** A picture of one combination: dice with 1s or 5s in them would add their own points. */
function example(all: readonly Combination[], label: string): ScoringExample | null {
  const matching = all.filter((c) => c.label === label);
  const plain = matching.find((c) => !c.faces.includes(1) && !c.faces.includes(5));
  const chosen = plain ?? matching[0];
  return chosen ? { dice: chosen.faces, points: chosen.score, words: label } : null;
}

/** Four or more of a kind: one face (4s) stands for all six, so the page stays short. */
const BIG_SET = /^(four|five|six) (\d)s$/;

function labelsOf(all: readonly Combination[]): string[] {
  const labels = new Set(all.map((c) => c.label));
  return [...labels].filter((label) => (BIG_SET.exec(label)?.[2] ?? '4') === '4');
}

/** The combinations that score under these rules and not (or not as much) under the base's. */
function scoringChanges(rules: Rules, base: Rules): ScoringExample[] {
  const own = combinations(rules.scoring);
  const before = combinations(base.scoring);
  const worth = new Map(before.map((c) => [c.key, c.score]));
  const changed = own.filter((c) => worth.get(c.key) !== c.score);
  return labelsOf(changed).flatMap((label) => example(changed, label) ?? []);
}

function differences(rules: Rules, base: Rules): string[] {
  const baseSteps = new Set(turnSteps(base));
  const lines = turnSteps(rules).filter((step) => !baseSteps.has(step));
  if (endLine(rules) !== endLine(base)) lines.push(endLine(rules));
  if (seatsLine(rules) !== seatsLine(base)) lines.push(`For ${seatsLine(rules)}.`);
  return lines;
}

function variant(id: (typeof PRESETS)[number]['id'], base: Rules): RulesVariant {
  const info = preset(id);
  const scoring = scoringChanges(info.rules, base);
  return {
    name: info.name,
    source: info.course,
    differences: differences(info.rules, base),
    scoring,
  };
}

/** Farkle under the base rules, and each preset's differences from them. */
export function farkleHowTo(): HowToPlay {
  const base = preset(BASE_ID).rules;
  const all = combinations(base.scoring);
  const pictures = labelsOf(all)
    .filter((label) => !BIG_SET.test(label))
    .flatMap((label) => example(all, label) ?? []);
  const farkle = all.some((c) => isSubset(c.key, keyOf(FARKLE_ROLL)));
  if (!farkle) pictures.push({ dice: FARKLE_ROLL, points: 0, words: 'nothing scores: a farkle' });
  return {
    game: 'farkle',
    name: 'Farkle',
    goal: 'Roll six dice, set aside the ones that score, and bank your points before a roll scores nothing.',
    scoring: pictures,
    scoringNote: 'Combinations count only within one roll.',
    turn: turnSteps(base),
    end: [
      endLine(base),
      'Your score only grows when you bank: a farkle loses the turn, never the bank.',
    ],
    variants: [
      variant(BASE_ID, base),
      ...PRESETS.filter((p) => p.id !== BASE_ID).map((p) => variant(p.id, base)),
    ],
  };
}
