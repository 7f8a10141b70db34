/** House rules: the bounds a rule set must keep, its text, and the sets a player saved by name. */
import type { PresetId, Rules } from '../farkle';
import type { GameKind } from '../games';
import type { HowToPlay } from '../how-to-play';
import type { ReplayFile } from './history';
import { method } from './method';

/** The bounds the main process holds every rule set to; the setup's editor shows them. */
export interface RuleLimits {
  /** Every point value is a multiple of this. */
  step: number;
  /** A combination scores from `step` to this. */
  combination: number;
  /** Entry threshold, minimum bank and three-farkle penalty: from 0 to this. */
  threshold: number;
  /** The target: from `step` to this. */
  target: number;
  /** A solitaire's number of turns: from 1 to this. */
  turnLimit: number;
  /** The most seats a table has. */
  seats: number;
  /** A saved rule set's name: 1 to this many characters. */
  nameLength: number;
  /** How many rule sets may be saved. */
  savedSets: number;
}

export interface SavedRuleSet {
  id: number;
  name: string;
  /** The preset the set started from: a game with it is recorded under that preset. */
  preset: PresetId;
  rules: Rules;
  savedAt: string;
}

export interface RulesRef {
  /** The preset the rules started from: its own text when the rules are unchanged. */
  preset: PresetId;
  rules: Rules;
}

export interface SaveRuleSetRequest extends RulesRef {
  name: string;
}

export const ruleSetsApi = {
  ruleLimits: method<null, RuleLimits>('reads'),
  /** The rules text: the preset's own, or one written from the rules when they were changed. */
  describeRules: method<RulesRef, string>('reads'),
  /** A game's rules for players: scoring as dice, the turn, the end, each rule set's differences. */
  howToPlay: method<{ game: GameKind }, HowToPlay>('reads'),
  listRuleSets: method<null, SavedRuleSet[]>('reads'),
  /** Saves under a new name and answers every saved set. */
  saveRuleSet: method<SaveRuleSetRequest, SavedRuleSet[]>('gated'),
  deleteRuleSet: method<{ id: number }, SavedRuleSet[]>('gated'),
  /** A rules file (the rules as JSON) that `hotdice solve --rules-file` reads. */
  exportRules: method<SaveRuleSetRequest, ReplayFile>('reads'),
};
