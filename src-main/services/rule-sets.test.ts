import { describe, expect, it } from 'vitest';
import type { FarkleView, PresetView, RuleLimits, SavedRuleSet } from '../../src-shared/api';
import type { CoachAdvice, Rules } from '../../src-shared/farkle';
import { minimalGame, openTestApp } from '../api/test-app';
import { openMemoryDatabase, type Db } from '../db/open';
import { SavedRuleSets } from '../db/rule-sets';
import { preset, presetName } from '../engine';
import { rulesText } from '../host/resources';
import { loadPresets } from './presets';
import { RuleSetService } from './rule-sets';

async function setup() {
  const test = openTestApp();
  const presets = await test.call<PresetView[]>('listPresets');
  const minimal = presets.find((p) => p.id === 'minimal')!;
  const short: Rules = {
    ...minimal.rules,
    target: 5000,
    threeFarklePenalty: 500,
    scoring: { ...minimal.rules.scoring, threePairs: 750 },
  };
  return { ...test, minimal, short };
}

describe('the name a game is played under', () => {
  it('names changed rules once, and a fair start changes no rule', () => {
    const house = preset('house');
    expect(presetName('house', { ...house.rules, handicap: 200 })).toBe(house.name);
    const shorter = { ...house.rules, target: 5000 };
    expect(presetName('house', shorter)).toBe(`Your rules (from ${house.name})`);
    expect(presetName('house', { ...shorter, handicap: 150 })).not.toMatch(
      /house rules.*house rules/i,
    );
  });
});

/** The rule-set service on a history in memory (or the given one: the app started again). */
function ruleSets(db: Db = openMemoryDatabase()) {
  const service = new RuleSetService(loadPresets(rulesText), new SavedRuleSets(db), () => 'now');
  return { db, service };
}

describe('saved rule sets, at the service', () => {
  const minimal = preset('minimal');
  const short: Rules = { ...minimal.rules, target: 5000 };

  it('saves, lists, keeps across a restart and deletes named rule sets', () => {
    const { db, service } = ruleSets();
    expect(service.list()).toEqual([]);
    const saved = service.save({ name: 'Short and mean', preset: 'minimal', rules: short });
    expect(saved.map((s) => [s.name, s.preset, s.rules])).toEqual([
      ['Short and mean', 'minimal', short],
    ]);
    service.save({ name: 'A first', preset: 'house', rules: short });

    const reopened = ruleSets(db).service;
    const listed = reopened.list();
    expect(listed.map((s) => s.name)).toEqual(['A first', 'Short and mean']);
    const left = reopened.delete(listed[0]!.id);
    expect(left.map((s) => s.name)).toEqual(['Short and mean']);
    expect(() => reopened.delete(listed[0]!.id)).toThrow(/not saved/);
  });

  it('writes the rules text: the preset’s own when unchanged, the rules’ when changed', () => {
    const { service } = ruleSets();
    const text = loadPresets(rulesText).find((p) => p.id === 'minimal')!.text;
    expect(service.describe({ preset: 'minimal', rules: minimal.rules })).toBe(text);
    const changed = { ...short, threeFarklePenalty: 500 };
    const written = service.describe({ preset: 'minimal', rules: changed });
    expect(written).toContain('First to 5,000 wins.');
    expect(written).toContain('A third farkle in a row costs 500 points.');
  });

  it('exports the rules as a JSON file named after the set', () => {
    const file = ruleSets().service.exportFile({
      name: 'Short & mean!',
      preset: 'minimal',
      rules: short,
    });
    expect(file.fileName).toBe('hotdice-rules-short-mean.json');
    expect(JSON.parse(file.text)).toEqual(short);
  });
});

describe('saved rule sets through the API', () => {
  it.each([
    ['an empty name', { name: '   ' }, /give the rule set a name/],
    ['a long name', { name: 'x'.repeat(41) }, /at most 40 characters/],
    ['a name on two lines', { name: 'a\nb' }, /control characters/],
    ['a name already saved, in another case', { name: 'SHORT' }, /already saved/],
    ['points off the 50 grid', { rules: 'target:5025' }, /multiple of 50/],
    ['a threshold past the limit', { rules: 'minBank:5050' }, /5,000/],
    ['rules that never end', { rules: 'target:null' }, /never end/],
  ])('refuses %s and changes nothing', async (_what, change, message) => {
    const { call, dispatch, short } = await setup();
    await call('saveRuleSet', { name: 'Short', preset: 'minimal', rules: short });
    const before = await call<SavedRuleSet[]>('listRuleSets');
    let rules: Rules = short;
    if ('rules' in change) {
      const [key, value] = change.rules.split(':') as [keyof Rules, string];
      rules = { ...short, [key]: value === 'null' ? null : Number(value) };
    }
    const name = 'name' in change ? change.name : 'Another';
    const answer = await dispatch('saveRuleSet', { name, preset: 'minimal', rules });
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.error.message).toMatch(message);
    expect(await call<SavedRuleSet[]>('listRuleSets')).toEqual(before);
  });

  it('answers the limits the schema holds rules to', async () => {
    const { call, dispatch, short } = await setup();
    const limits = await call<RuleLimits>('ruleLimits');
    const save = (rules: Rules, name: string) =>
      dispatch('saveRuleSet', { name, preset: 'minimal', rules });
    const atLimits: Rules = {
      ...short,
      target: limits.target,
      entryThreshold: limits.threshold,
      scoring: { ...short.scoring, straight: limits.combination },
    };
    expect((await save(atLimits, 'At the limits')).ok).toBe(true);
    for (const past of [
      { ...atLimits, target: limits.target + limits.step },
      { ...atLimits, entryThreshold: limits.threshold + limits.step },
      { ...atLimits, scoring: { ...atLimits.scoring, straight: limits.combination + limits.step } },
      { ...atLimits, target: limits.target - limits.step / 2 },
    ]) {
      expect((await save(past, 'Past the limits')).ok).toBe(false);
    }
    expect((await save(atLimits, 'x'.repeat(limits.nameLength))).ok).toBe(true);
  });

  it('plays a custom game to a winner: a bot, and a person following the coach', async () => {
    const { call, short, minimal } = await setup();
    const open = await call<FarkleView>(
      'createGame',
      minimalGame(
        [
          ['Ada', null],
          ['Milo', 'greedy'],
        ],
        '7',
        short,
      ),
    );
    expect(open.presetName).toBe(`Your rules (from ${minimal.name})`);
    expect(open.rules).toEqual(short);
    let game = open;
    for (let step = 0; step < 20_000 && !game.over; step++) {
      if (game.current === 1) {
        game = await call('botStep', { gameId: game.id, toEndOfTurn: true });
        continue;
      }
      const advice = await call<CoachAdvice | null>('coachHint', { gameId: game.id });
      const best = advice?.options[0];
      const action =
        best === undefined || best.kind === 'roll'
          ? { type: 'roll' }
          : best.kind === 'bank'
            ? { type: 'bank' }
            : { type: 'keep', dice: best.dice };
      game = await call<FarkleView>('act', { gameId: game.id, step: game.actionCount, action });
      if (advice) expect(game.decisionCost).toBe(0);
    }
    expect(game.over).toBe(true);
    expect(game.seats[game.winner!]!.total).toBeGreaterThanOrEqual(5000);
    // Three pairs can only add to a turn's worth: the solver sees the house rule.
    const solved = (rules: Rules) => call<{ expected: number }>('solveRules', { rules });
    expect((await solved(short)).expected).toBeGreaterThan((await solved(minimal.rules)).expected);
  });
});
