/**
 * Practice your mistakes, and Stats over time: a finished game in which Ann banked whatever her
 * turn held becomes exercises in Stats; one is answered wrong (her own choice
 * again), then right (the best the answer names), and the accuracy and luck charts draw it.
 */
import type { Locator, Page } from '@playwright/test';
import type { FarkleAction } from '../src-shared/farkle';
import { expect, test } from './fixtures';
import { callApi } from './helpers/api';
import { contrastFailures } from './helpers/contrast';
import { quickBanksGame } from './helpers/replay';
import { screenshot } from './helpers/ui';

/** Makes a choice on the exercise's table: the dice at these positions kept, or a button. */
async function choose(exercise: Locator, choice: FarkleAction): Promise<void> {
  if (choice.type !== 'keep') {
    await exercise.getByTestId(`exercise-${choice.type}`).click();
    return;
  }
  for (const position of choice.dice) {
    const die = exercise.getByTestId(`die-${position + 1}`);
    await die.click();
    await expect(die).toHaveAttribute('data-state', 'selected');
  }
  await exercise.getByTestId('exercise-keep').click();
}

/** The choice an answer's options table marks best, as positions on the exercise's table. */
async function bestChoice(exercise: Locator): Promise<FarkleAction> {
  const label = await exercise
    .getByTestId('exercise-options')
    .locator('tr', { has: exercise.page().locator('.tag.best') })
    .first()
    .locator('th')
    .innerText();
  if (label.startsWith('roll')) return { type: 'roll' };
  if (label.startsWith('bank')) return { type: 'bank' };
  const faces = label.replace('keep ', '').split(' ').map(Number);
  const dice = await exercise
    .getByTestId('exercise-dice')
    .locator('[data-testid^="die-"]')
    .evaluateAll((els) =>
      els.map((el) => ({ face: Number(el.dataset.face), free: el.dataset.state !== 'kept' })),
    );
  const positions: number[] = [];
  for (const face of faces) {
    positions.push(dice.findIndex((d, i) => d.free && d.face === face && !positions.includes(i)));
  }
  return { type: 'keep', dice: positions };
}

/** Screenshots at 1280x800 and 800x600 with `shown` scrolled into view, back at 1280x800. */
async function shots(page: Page, name: string, shown: Locator): Promise<void> {
  for (const [width, height] of [
    [1280, 800],
    [800, 600],
  ] as const) {
    await page.setViewportSize({ width, height });
    await shown.scrollIntoViewIfNeeded();
    await screenshot(page, `practice-${name}-${width}x${height}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

for (const theme of ['felt', 'light'] as const) {
  test(`an exercise from Ann's game, answered wrong then right (${theme})`, async ({ app }) => {
    test.setTimeout(120_000);
    const { page } = app;
    const replay = quickBanksGame();
    await callApi(page, 'importFile', { text: JSON.stringify(replay) });
    const settings = await callApi(page, 'getSettings', null);
    await callApi(page, 'saveSettings', { ...settings, theme });
    await page.reload();
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByTestId('open-stats').click();
    await expect(page.getByTestId('stats-name')).toHaveText('Ann');
    const progress = page.getByTestId('practice-progress');
    await expect(progress).toContainText(/Practice: 0 of [1-9]\d* solved/, { timeout: 30_000 });
    const total = Number(/of (\d+) solved/.exec(await progress.innerText())![1]);
    // The game is reviewed: its accuracy and luck are charted, one point each.
    await expect(page.getByTestId('accuracy-table').locator('tbody tr')).toHaveCount(1);
    await expect(page.getByTestId('luck-table').locator('tbody tr')).toHaveCount(1);
    await expect(page.getByTestId('chart-accuracy')).toBeVisible();
    await shots(page, `stats-${theme}`, page.getByTestId('chart-accuracy'));

    await page.getByTestId('practice-start').click();
    const exercise = page.getByTestId('exercise');
    await expect(exercise).toBeVisible();
    // The focus goes to the exercise's first choice, not the page: a die to pick, or Roll.
    await expect(
      exercise
        .locator('[data-testid^="die-"][aria-disabled="false"], [data-testid="exercise-roll"]')
        .first(),
    ).toBeFocused();
    const move = Number(/move (\d+)/.exec(await exercise.locator('.words').innerText())![1]);
    // Wrong: the choice Ann made in the game, again.
    await choose(exercise, replay.actions[move - 1]!);
    const verdict = page.getByTestId('exercise-verdict');
    await expect(verdict).toContainText(/(Inaccuracy|Mistake|Blunder): \d+\.\d\d pp given up/);
    await expect(verdict).toBeFocused();
    const options = page.getByTestId('exercise-options').locator('tbody tr');
    expect(await options.count()).toBeGreaterThan(1);
    await expect(options.first()).toContainText('best');
    await expect(options.first()).toContainText('%');
    await expect(page.getByTestId('exercise-options')).toContainText('your choice');
    await expect(page.getByTestId('exercise-answer')).toBeVisible();
    expect(await contrastFailures(page, `e2e/screenshots/contrast-${theme}-exercise.png`)).toEqual(
      [],
    );
    await shots(page, `wrong-${theme}`, page.getByTestId('exercise-answer'));

    // Right: the option the answer marked best.
    const best = await bestChoice(exercise);
    await page.getByTestId('exercise-again').click();
    await expect(page.getByTestId('exercise-answer')).toHaveCount(0);
    await choose(exercise, best);
    await expect(verdict).toHaveText('Right: the best choice.');
    await expect(options.filter({ hasText: 'your choice' })).toContainText('best');
    await shots(page, `right-${theme}`, page.getByTestId('exercise-answer'));

    await page.getByTestId('exercise-close').click();
    await expect(progress).toContainText(`Practice: 1 of ${total} solved · 1 exercise tried`);
    await expect(page.getByTestId('exercise-status').first()).toHaveText('solved');

    // Kept in the history: the progress reads the same after a restart of the window.
    await page.reload();
    await page.getByTestId('open-stats').click();
    await expect(progress).toContainText(`Practice: 1 of ${total} solved`);
  });
}
