import { describe, expect, it } from 'vitest';
import type { PresetView, RuleLimits } from '../../../src-shared/api';
import { PRESETS } from '../../../src-main/engine/farkle/presets';
import { FakeApi, badField, ok, refused } from '../../test/fake-api';
import { Catalog } from '../lib/app.svelte';
import { SetupModel } from './setup.svelte';

const LIMITS: RuleLimits = {
  step: 50,
  combination: 10_000,
  threshold: 5_000,
  target: 100_000,
  turnLimit: 100_000,
  seats: 8,
  nameLength: 40,
  savedSets: 100,
};

function setup() {
  const api = new FakeApi();
  const catalog = new Catalog();
  catalog.presets = PRESETS.map((p): PresetView => ({ ...p, text: `${p.id} text` }));
  const model = new SetupModel(catalog, api.client);
  model.load('minimal');
  return {
    api,
    model,
    house: model.house,
    minimal: catalog.presets.find((p) => p.id === 'minimal')!,
  };
}

describe('house rules at setup', () => {
  it('plays the preset as it is until a rule changes, then sends the changed rules', () => {
    const { model, house, minimal } = setup();
    expect(model.request().rules).toBeNull();
    house.shortGame();
    house.edit!.amounts.threeFarklePenalty = '500';
    house.edit!.combos.threePairs = { on: true, value: '750' };
    expect(model.request().rules).toEqual({
      ...minimal.rules,
      target: 5000,
      threeFarklePenalty: 500,
      scoring: { ...minimal.rules.scoring, threePairs: 750 },
    });
    expect(house.changes).toEqual([
      'First to 5,000 instead of 10,000.',
      'Third farkle in a row costs: 500 instead of nothing.',
      'Three pairs scores 750 instead of nothing.',
    ]);
    model.choosePreset('house');
    expect(house.edit).toBeNull();
    expect(model.request().rules).toBeNull();
  });

  it('holds the start while a typed number is not a whole number', () => {
    const { model, house } = setup();
    house.begin();
    expect(model.startProblem).toBeNull();
    house.edit!.amounts.minBank = '3OO';
    expect(house.rules).toBeNull();
    expect(model.startProblem).toMatch(/not a whole number/);
    house.edit!.amounts.minBank = '300';
    expect(model.startProblem).toBeNull();
    expect(house.rules?.minBank).toBe(300);
  });

  it('keeps a solitaire’s length from its own field, whatever the rules', () => {
    const { model, house } = setup();
    model.choosePreset('lab4');
    house.begin();
    house.edit!.amounts.threeFarklePenalty = '100';
    model.turns = '250';
    expect(model.request().rules).toMatchObject({ turnLimit: 250, threeFarklePenalty: 100 });
  });

  it('shows the main process’s refusal at the field it names, and its text otherwise', async () => {
    const { api, house } = setup();
    house.begin();
    house.edit!.amounts.target = '5025';
    const asked = house.describe();
    const call = api.take('describeRules');
    expect(call.request.rules.target).toBe(5025);
    const problem = 'must be a multiple of 50 from 50 to 100,000';
    call.answer(badField('rules.target', problem, `The rules' target: ${problem}`));
    await asked;
    expect(house.fieldProblem('target')).toBe('must be a multiple of 50 from 50 to 100,000');
    expect(house.fieldProblem('minBank')).toBeNull();
    // A refused value is no change: only the valid one is listed.
    house.edit!.amounts.minBank = '300';
    expect(house.changes).toEqual(['Smallest bank: 300 instead of any.']);
    house.edit!.amounts.target = '5000';
    const again = house.describe();
    api.take('describeRules').answer(ok('HOUSE RULES\nFirst to 5,000 wins.'));
    await again;
    expect(house.refusal).toBeNull();
    expect(house.text).toContain('5,000');
  });

  it('keeps the text of the rules as they are now when an older answer comes late', async () => {
    const { api, house } = setup();
    house.begin();
    house.edit!.amounts.target = '6000';
    const first = house.describe();
    house.edit!.amounts.target = '7000';
    const second = house.describe();
    const [older, newer] = [api.take('describeRules'), api.take('describeRules')];
    newer.answer(ok('to 7,000'));
    await second;
    older.answer(ok('to 6,000'));
    await first;
    expect(house.text).toBe('to 7,000');
  });

  it('picks a saved set with its preset, and saves under a name', async () => {
    const { api, model, house, minimal } = setup();
    api.replyWith('ruleLimits', () => ok(LIMITS));
    const short = { ...minimal.rules, target: 5000 };
    const saved = { id: 3, name: 'Short', preset: 'minimal' as const, rules: short, savedAt: '' };
    api.replyWith('listRuleSets', () => ok([saved]));
    await house.load();
    model.choosePreset('house');
    model.pickRules(saved.preset, saved.rules);
    expect(model.presetId).toBe('minimal');
    expect(model.request().rules).toEqual(short);
    house.name = '  Friday ';
    api.replyWith('saveRuleSet', (request) =>
      request.name === '  Friday ' ? ok([saved]) : refused('wrong name'),
    );
    await house.save();
    expect(house.outcome).toEqual({ ok: true, text: 'Saved as “Friday”.' });
    expect(house.name).toBe('');
  });
});
