/**
 * House rules at setup: the preset's rules as the player changes them, numbers as typed. The
 * main process holds the limits (ruleLimits) and checks every rule set; here a number only has
 * to be a whole number before it is sent.
 */
import type { ApiClient, PresetView, RuleLimits, SavedRuleSet } from '../../../src-shared/api';
import type { OfAKindMode, Rules, ScoringRules } from '../../../src-shared/farkle';
import { points } from '../lib/format';

export type Combo = Exclude<keyof ScoringRules, 'ofAKind'>;
export type Amount = 'target' | 'entryThreshold' | 'minBank' | 'threeFarklePenalty';

/** A combination the rules may score, with its one line. */
export const COMBOS: ReadonlyArray<{ key: Combo; label: string; help: string }> = [
  { key: 'straight', label: 'Straight 1-6', help: 'Six different faces in one roll.' },
  { key: 'lowStraight', label: 'Straight 1-5', help: 'A partial straight: 1-2-3-4-5 in one roll.' },
  {
    key: 'highStraight',
    label: 'Straight 2-6',
    help: 'A partial straight: 2-3-4-5-6 in one roll.',
  },
  { key: 'threePairs', label: 'Three pairs', help: 'Three different pairs in one roll of six.' },
  {
    key: 'twoTriplets',
    label: 'Two triplets',
    help: 'Two sets of three in one roll, instead of the two triples’ worth.',
  },
  { key: 'fourAndPair', label: 'Four and a pair', help: 'Four alike and a pair in one roll.' },
];

export const OF_A_KIND: ReadonlyArray<{ id: OfAKindMode; label: string; help: string }> = [
  { id: 'triples', label: 'Triples only', help: 'Four 4s score as a triple of 4s and a lone 4.' },
  {
    id: 'add',
    label: 'Add a triple per die',
    help: 'Each die past three adds the triple: four 4s = 800.',
  },
  { id: 'double', label: 'Double per die', help: 'Each die past three doubles: five 4s = 1,600.' },
  { id: 'fixed', label: 'Fixed values', help: 'Four of a kind 1,000, five 2,000, six 3,000.' },
];

interface Edit {
  amounts: Record<Amount, string>;
  combos: Record<Combo, { on: boolean; value: string }>;
  ofAKind: OfAKindMode;
  keepJunk: boolean;
  hotDice: 'may' | 'must';
  finalRound: boolean;
  /** An optional end after a number of turns (not for a solitaire: its length is asked apart). */
  turnLimit: { on: boolean; value: string };
}

function editOf(rules: Rules): Edit {
  const combos = {} as Edit['combos'];
  for (const { key } of COMBOS) {
    const value = rules.scoring[key];
    combos[key] = { on: value !== null, value: String(value ?? 500) };
  }
  return {
    amounts: {
      target: String(rules.target ?? ''),
      entryThreshold: String(rules.entryThreshold),
      minBank: String(rules.minBank),
      threeFarklePenalty: String(rules.threeFarklePenalty),
    },
    combos,
    ofAKind: rules.scoring.ofAKind,
    keepJunk: rules.keepJunk,
    hotDice: rules.hotDice,
    finalRound: rules.finalRound,
    turnLimit: { on: rules.turnLimit !== null, value: String(rules.turnLimit ?? 100) },
  };
}

const whole = (text: string): number | null => (/^\d+$/.test(text.trim()) ? Number(text) : null);

export class HouseRules {
  limits = $state.raw<RuleLimits | null>(null);
  saved = $state.raw<SavedRuleSet[]>([]);
  /** The rules being changed; null while the preset plays as it is. */
  edit = $state<Edit | null>(null);
  /** The rules text the main process wrote for the rules now chosen. */
  text = $state('');
  /** The main process's refusal of the rules as they stand: the field (its path) and why. */
  refusal = $state<{ path: string; message: string } | null>(null);
  /** A saved set's name as typed, and what the last save, pick or delete came to. */
  name = $state('');
  outcome = $state<{ ok: boolean; text: string } | null>(null);

  /** Describe requests made, so a late answer to an older one is dropped. */
  private asked = 0;

  constructor(
    private readonly api: ApiClient,
    private readonly base: () => PresetView | null,
  ) {}

  /** The preset's rules, or the changed ones; null while a typed number is not a number. */
  rules = $derived.by((): Rules | null => {
    const base = this.base()?.rules ?? null;
    const edit = this.edit;
    if (!base || !edit) return base;
    const scoring: ScoringRules = { ...base.scoring, ofAKind: edit.ofAKind };
    for (const { key } of COMBOS) {
      const combo = edit.combos[key];
      scoring[key] = combo.on ? whole(combo.value) : null;
      if (combo.on && scoring[key] === null) return null;
    }
    const amount = (key: Amount) => whole(edit.amounts[key]);
    const numbers = [amount('entryThreshold'), amount('minBank'), amount('threeFarklePenalty')];
    const target = base.target === null ? null : amount('target');
    const turnLimit =
      base.turnLimit !== null
        ? base.turnLimit
        : edit.turnLimit.on
          ? whole(edit.turnLimit.value)
          : null;
    if (numbers.some((n) => n === null) || (base.target !== null && target === null)) return null;
    if (base.turnLimit === null && edit.turnLimit.on && turnLimit === null) return null;
    return {
      ...base,
      scoring,
      keepJunk: edit.keepJunk,
      hotDice: edit.hotDice,
      finalRound: edit.finalRound,
      entryThreshold: numbers[0]!,
      minBank: numbers[1]!,
      threeFarklePenalty: numbers[2]!,
      target,
      turnLimit,
    };
  });

  /** Why a typed number will not do, for its field (the main process checks the range). */
  formatProblem(text: string): string | null {
    return whole(text) === null ? 'Type a whole number, like 500.' : null;
  }

  /** The one line under a field: the main process's refusal when it is this field's, else help. */
  fieldProblem(path: string): string | null {
    return this.refusal?.path === path ? this.refusal.message : null;
  }

  /** Starts changing the preset's rules (or the rules given, from a saved set). */
  begin(rules?: Rules): void {
    const base = rules ?? this.base()?.rules;
    if (base) this.edit = editOf(base);
  }

  /** Back to the preset as it is. */
  reset(): void {
    this.edit = null;
    this.outcome = null;
  }

  /** The short game: the chosen rules to 5,000. */
  shortGame(): void {
    if (!this.edit) this.begin();
    if (this.edit) this.edit.amounts.target = '5000';
  }

  async load(): Promise<void> {
    const [limits, saved] = await Promise.all([
      this.api.ruleLimits(null),
      this.api.listRuleSets(null),
    ]);
    if (limits.ok) this.limits = limits.value;
    if (saved.ok) this.saved = saved.value;
  }

  /** Asks the main process for the rules text; a refusal names the field it is about. */
  async describe(): Promise<void> {
    const preset = this.base();
    const rules = this.rules;
    if (!preset || !rules) return;
    const ticket = ++this.asked;
    const answer = await this.api.describeRules({ preset: preset.id, rules });
    if (ticket !== this.asked) return; // asked again meanwhile: the newer answer counts
    if (answer.ok) {
      this.text = answer.value;
      this.refusal = null;
    } else {
      const { field, message } = answer.error;
      this.refusal = field?.path.startsWith('rules.')
        ? { path: field.path.slice('rules.'.length), message: field.problem }
        : { path: '', message };
    }
  }

  async save(): Promise<void> {
    const preset = this.base();
    const rules = this.rules;
    if (!preset || !rules) return;
    const answer = await this.api.saveRuleSet({ name: this.name, preset: preset.id, rules });
    if (answer.ok) {
      this.saved = answer.value;
      this.outcome = { ok: true, text: `Saved as “${this.name.trim()}”.` };
      this.name = '';
    } else {
      this.outcome = { ok: false, text: `Not saved: ${answer.error.message}.` };
    }
  }

  async remove(set: SavedRuleSet): Promise<void> {
    const answer = await this.api.deleteRuleSet({ id: set.id });
    if (answer.ok) this.saved = answer.value;
    this.outcome = answer.ok
      ? { ok: true, text: `Deleted “${set.name}”.` }
      : { ok: false, text: `Not deleted: ${answer.error.message}.` };
  }

  /** The rules file for `hotdice solve --rules-file`, written by the main process. */
  async exportFile(): Promise<{ fileName: string; text: string } | null> {
    const preset = this.base();
    const rules = this.rules;
    if (!preset || !rules) return null;
    const name = this.name.trim() || preset.name;
    const answer = await this.api.exportRules({ name, preset: preset.id, rules });
    if (answer.ok) return answer.value;
    this.outcome = { ok: false, text: `No file: ${answer.error.message}.` };
    return null;
  }

  /**
   * One line per rule changed from the preset, in words; a value the main process refused is no
   * change (its field says why), and a refusal of the rules as a whole leaves no line.
   */
  changes = $derived.by((): string[] => {
    const base = this.base();
    const rules = this.rules;
    if (!base || !rules || !this.edit) return [];
    const was = base.rules;
    const refused = this.refusal?.path;
    if (refused === '') return [];
    const lines: string[] = [];
    const line = (path: string, words: string) => {
      if (path !== refused) lines.push(words);
    };
    const amount = (value: number, off: string) => (value === 0 ? off : points(value));
    if (rules.target !== was.target && rules.target !== null) {
      line('target', `First to ${points(rules.target)} instead of ${points(was.target ?? 0)}.`);
    }
    const steps: Array<[Amount, string, string]> = [
      ['entryThreshold', 'Points to get on the board', 'none'],
      ['minBank', 'Smallest bank', 'any'],
      ['threeFarklePenalty', 'Third farkle in a row costs', 'nothing'],
    ];
    for (const [key, label, off] of steps) {
      const now = rules[key] as number;
      const before = was[key] as number;
      if (now !== before)
        line(key, `${label}: ${amount(now, off)} instead of ${amount(before, off)}.`);
    }
    for (const { key, label } of COMBOS) {
      const now = rules.scoring[key];
      const before = was.scoring[key];
      if (now === before) continue;
      const say = (value: number | null) => (value === null ? 'nothing' : points(value));
      line(`scoring.${key}`, `${label} scores ${say(now)} instead of ${say(before)}.`);
    }
    if (rules.scoring.ofAKind !== was.scoring.ofAKind) {
      line('scoring.ofAKind', OF_A_KIND.find((m) => m.id === rules.scoring.ofAKind)!.help);
    }
    if (rules.keepJunk !== was.keepJunk) {
      line(
        'keepJunk',
        rules.keepJunk
          ? 'Dice that score nothing may ride along.'
          : 'Every die set aside must score.',
      );
    }
    if (rules.hotDice !== was.hotDice) {
      line(
        'hotDice',
        rules.hotDice === 'must' ? 'Hot dice must be rolled again.' : 'Hot dice may be banked.',
      );
    }
    if (rules.finalRound !== was.finalRound) {
      line(
        'finalRound',
        rules.finalRound
          ? 'The others get one last turn at the end.'
          : 'First past the target wins at once.',
      );
    }
    if (rules.turnLimit !== was.turnLimit && rules.turnLimit !== null && was.turnLimit === null) {
      line('turnLimit', `The game ends after ${points(rules.turnLimit)} turns each at most.`);
    }
    return lines;
  });
}
