/**
 * The coach at the table: switched on there, it names the best keep (and marks its dice) with the
 * engine's figures, and prices a deliberately poor keep, as the engine's coach does in Node on the
 * same seed. The solitaire challenge shows its running average against the solver's optimum.
 */
import type { Page } from '@playwright/test';
import type { FarkleAction, FarkleState } from '../src-shared/farkle';
import { advise, apply, decisionCost, newGame, preset } from '../src-main/engine';
import { expect, test } from './fixtures';
import {
  expectLiveFaces,
  fillSetup,
  newGame as startAtTable,
  screenshot,
  selectFaces,
  sidewaysOverflow,
} from './helpers/ui';

function step(state: FarkleState, action: FarkleAction): FarkleState {
  const result = apply(state, action);
  if (!result.ok) throw new Error(`the engine refused ${action.type}: ${result.error.message}`);
  return result.value;
}

/** The faces of the dice in play, sorted, as the table helpers read them. */
function liveOf(state: FarkleState): string {
  return state.turn.dice
    .filter((d) => !d.aside && d.face > 0)
    .map((d) => d.face)
    .sort()
    .join('');
}

/** The coach's best keep in Node: its faces as the panel lists them, and its value. */
function bestKeep(state: FarkleState): { faces: string; dice: number[]; value: string } {
  const best = advise(state)?.options[0];
  if (best?.kind !== 'keep') throw new Error('the coach does not advise a keep here');
  return { faces: best.faces.join(', '), dice: best.dice, value: best.value.toFixed(1) };
}

async function expectBestKeep(page: Page, state: FarkleState): Promise<void> {
  const best = bestKeep(state);
  await expect(page.getByTestId('coach-best')).toContainText(`keep ${best.faces}`);
  await expect(page.getByTestId('coach-options').locator('li').first()).toContainText(best.value);
  for (let die = 1; die <= 6; die++) {
    const marked = best.dice.includes(die - 1);
    await expect(page.getByTestId(`best-keep-${die}`)).toHaveCount(marked ? 1 : 0);
    // The mark is in the die's accessible name too, not only drawn.
    const name = page.getByTestId('dice').getByTestId(`die-${die}`);
    if (marked) await expect(name).toHaveAttribute('aria-label', /, best$/);
    else await expect(name).not.toHaveAttribute('aria-label', /best/);
  }
}

test('the coach names the best keep and prices a poor one', async ({ app }) => {
  const { page } = app;
  await startAtTable(page, {
    preset: 'ece209',
    // Three seats: the coach weighs points (a two-seat game is priced in win %: win-chance.spec).
    seats: [{ name: 'Ann' }, { name: 'Robo', bot: 'greedy' }, { name: 'Tess', bot: 'triples' }],
    seed: '111',
    generator: 'ece209',
  });
  await expect(page.getByTestId('coach')).toHaveCount(0);
  await page.getByTestId('coach-toggle').check();
  await expect(page.getByTestId('coach')).toContainText('Nothing to decide yet');

  let state = newGame({ rules: preset('ece209').rules, seats: 3, generator: 'ece209', seed: 111 });
  await page.getByTestId('roll').click();
  state = step(state, { type: 'roll' });
  await expectLiveFaces(page, liveOf(state));
  await expectBestKeep(page, state);
  await screenshot(page, 'coach-1200x820');
  await page.setViewportSize({ width: 800, height: 600 });
  await screenshot(page, 'coach-800x600');
  await page.setViewportSize({ width: 600, height: 410 });
  await page.getByTestId('coach').scrollIntoViewIfNeeded();
  await screenshot(page, 'coach-zoom200');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1200, height: 820 });

  // A poor keep: the lone 5, then roll. The engine's coach prices both decisions.
  const five = state.turn.dice.findIndex((d) => d.face === 5);
  const keepCost = decisionCost(state, { type: 'keep', dice: [five] })!;
  expect(keepCost).toBeGreaterThan(0);
  state = step(state, { type: 'keep', dice: [five] });
  const rollCost = decisionCost(state, { type: 'roll' })!;
  state = step(state, { type: 'roll' });
  await selectFaces(page, [5]);
  await page.getByTestId('roll').click();

  const costs = page.getByTestId('coach-cost-item');
  await expect(costs).toHaveCount(2);
  await expect(costs.nth(0)).toContainText(`Keep 5: cost ${keepCost.toFixed(1)} points`);
  expect(Number(await costs.nth(0).getAttribute('data-cost'))).toBeCloseTo(keepCost, 6);
  await expect(costs.nth(1)).toContainText(
    rollCost > 0.05 ? `Roll: cost ${rollCost.toFixed(1)} points` : 'Roll: ✓ the best choice',
  );

  // The coach follows the new roll, unless it farkled and the bot plays on.
  if (state.current === 0 && state.turn.phase === 'choose') await expectBestKeep(page, state);
  await screenshot(page, 'coach-cost-1200x820');

  // The choice is kept with the settings: a new game starts with the coach on.
  await page.getByTestId('new-game').click();
  await startAtTable(page, { preset: 'minimal', seats: [{ name: 'Ann' }, { name: 'Ben' }] });
  await expect(page.getByTestId('coach-toggle')).toBeChecked();
  await expect(page.getByTestId('coach')).toBeVisible();
});

test('the solitaire challenge: a few turns of lab4, the average against the optimum', async ({
  app,
}) => {
  const { page } = app;
  await fillSetup(page, { preset: 'lab4', seats: [{ name: 'Sol' }], seed: '7' });
  await expect(page.getByTestId('turns-input')).toHaveValue('1000');
  await page.getByTestId('turns-input').fill('3');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('solo-turns')).toHaveText('0 of 3');
  await expect(page.getByTestId('solo-optimum')).toHaveText('446.571');
  await expect(page.getByTestId('solo-average')).toHaveText('–');

  // Each turn: roll, keep the first keep the coach would (any legal keep will do), bank.
  let state = newGame({
    rules: { ...preset('lab4').rules, turnLimit: 3 },
    seats: 1,
    generator: 'xoroshiro128plus',
    seed: 7,
  });
  for (let turn = 1; turn <= 3; turn++) {
    await page.getByTestId('roll').click();
    state = step(state, { type: 'roll' });
    await expectLiveFaces(page, liveOf(state));
    const advice = advise(state);
    if (advice && advice.options[0]?.kind === 'keep') {
      const keep = advice.options[0];
      await selectFaces(page, keep.faces);
      await page.getByTestId('bank').click();
      state = step(state, { type: 'keep', dice: keep.dice });
      state = step(state, { type: 'bank' });
    }
    // (A farkle ends the turn by itself.)
    const average = (state.seats[0]!.total / state.turnsPlayed).toFixed(1);
    if (!state.over) {
      await expect(page.getByTestId('solo-turns')).toHaveText(`${state.turnsPlayed} of 3`);
    }
    await expect(page.getByTestId('solo-average')).toHaveText(average);
  }
  expect(state.over).toBe(true);
  await expect(page.getByTestId('game-over')).toBeVisible();
  await expect(page.getByTestId('solo-turns')).toHaveText('3 of 3');
});
