import type {
  PresetView,
  ReplayFile,
  RuleLimits,
  RulesRef,
  SavedRuleSet,
  SaveRuleSetRequest,
} from '../../src-shared/api';
import { MAX_SEATS } from '../../src-shared/farkle';
import { RULE_SET_NAME_MAX } from '../../src-shared/names';
import type { SavedRuleSets } from '../db/rule-sets';
import {
  MAX_COMBINATION,
  MAX_TARGET,
  MAX_THRESHOLD,
  MAX_TURN_LIMIT,
  POINT_STEP,
  describeRules,
  sameRules,
  setupProblem,
} from '../engine';
import { ServiceError } from '../errors';

/** The bounds the API holds rule sets to (the engine's schema) and saved names to. */
export const RULE_LIMITS: RuleLimits = {
  step: POINT_STEP,
  combination: MAX_COMBINATION,
  threshold: MAX_THRESHOLD,
  target: MAX_TARGET,
  turnLimit: MAX_TURN_LIMIT,
  seats: MAX_SEATS,
  nameLength: RULE_SET_NAME_MAX,
  // A list a player can still read; each row is a few hundred bytes.
  savedSets: 100,
};

/** House rules: their text, the sets saved by name, and the rules file the solver reads. */
export class RuleSetService {
  constructor(
    private readonly presets: readonly PresetView[],
    private readonly store: SavedRuleSets,
    private readonly now: () => string,
  ) {}

  /** The preset's own text for its own rules; otherwise one written from the rules. */
  describe({ preset, rules }: RulesRef): string {
    const info = this.presets.find((p) => p.id === preset);
    return info && sameRules(info.rules, rules) ? info.text : describeRules(rules);
  }

  list(): SavedRuleSet[] {
    return this.store.list();
  }

  save({ name, preset, rules }: SaveRuleSetRequest): SavedRuleSet[] {
    const problem = setupProblem(rules, rules.minSeats);
    if (problem) throw new ServiceError('illegal', problem);
    if (this.store.has(name)) {
      throw new ServiceError(
        'illegal',
        `a rule set called "${name}" is already saved: pick another name or delete that one first`,
      );
    }
    if (this.store.count() >= RULE_LIMITS.savedSets) {
      throw new ServiceError(
        'illegal',
        `at most ${RULE_LIMITS.savedSets} rule sets can be saved: delete one first`,
      );
    }
    this.store.add({ name, preset, rules, savedAt: this.now() });
    return this.store.list();
  }

  delete(id: number): SavedRuleSet[] {
    if (!this.store.delete(id)) throw new ServiceError('not-found', 'that rule set is not saved');
    return this.store.list();
  }

  /** The rules as JSON, named after the set: what `hotdice solve --rules-file` reads. */
  exportFile({ name, rules }: SaveRuleSetRequest): ReplayFile {
    const slug = name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    return {
      fileName: `hotdice-rules-${slug || 'house'}.json`,
      text: `${JSON.stringify(rules, null, 2)}\n`,
    };
  }
}
