/**
 * The bot lab: a small run (two bots, 20,000 turns each, 10 games head to head) with its progress
 * bar, then the report: the optimal bot's average above the ones-and-fives bot's, both under the
 * solver's optimum for Minimal (446.571), and the head-to-head wins adding up to the games.
 */
import { expect, test } from './fixtures';
import { screenshot, sidewaysOverflow } from './helpers/ui';

test('a small lab run: progress, then averages with intervals and head-to-head wins', async ({
  app,
}) => {
  const { page } = app;
  await page.getByTestId('open-lab').click();
  await expect(page.getByTestId('lab-form')).toBeVisible();
  await expect(page.getByTestId('lab-form')).toContainText('Plays the exact solution');

  // Exactly the two bots of the run.
  for (const box of await page.locator('[data-testid^="lab-bot-"]').all()) {
    const id = (await box.getAttribute('data-testid'))!.slice('lab-bot-'.length);
    if (id === 'optimal' || id === 'ones-fives') await box.check();
    else await box.uncheck();
  }
  await page.getByTestId('lab-preset').selectOption('minimal');
  await page.getByTestId('lab-turns').fill('20000');
  await page.getByTestId('lab-games').fill('10');
  await page.getByTestId('lab-seed').fill('0x2a');

  // A seed that is not one is refused before anything runs.
  await page.getByTestId('lab-seed').fill('12z');
  await expect(page.getByTestId('lab-problem')).toContainText('"12z" is not a seed');
  await page.getByTestId('lab-seed').fill('0x2a');

  await page.getByTestId('lab-run').click();
  const bar = page.getByTestId('lab-progressbar');
  const report = page.getByTestId('lab-report');
  // The bar shows while the run goes on (a fast run may finish before it is seen).
  await expect(bar.or(report).first()).toBeVisible();
  if (await bar.isVisible()) {
    const now = Number(await bar.getAttribute('aria-valuenow'));
    expect(now).toBeGreaterThanOrEqual(0);
    expect(now).toBeLessThanOrEqual(100);
    // The window stays responsive while the lab runs: the form still answers.
    await page.getByTestId('lab-turns').fill('20000');
  }
  await expect(report).toBeVisible({ timeout: 45_000 });

  await expect(page.getByTestId('lab-optimum')).toHaveText('446.571');
  // One precision: the legend's optimum is the heading's.
  await expect(page.getByTestId('lab-legend')).toContainText('(446.571)');
  const rows = page.getByTestId('lab-turns-table').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  // Ranked by average: the optimal bot first.
  await expect(rows.nth(0)).toHaveAttribute('data-testid', 'lab-row-optimal');
  await expect(rows.nth(1)).toHaveAttribute('data-testid', 'lab-row-ones-fives');
  const mean = async (bot: string) =>
    Number(await page.getByTestId(`lab-row-${bot}`).getByTestId('lab-mean').textContent());
  const optimal = await mean('optimal');
  const onesFives = await mean('ones-fives');
  expect(optimal).toBeGreaterThan(onesFives);
  expect(optimal).toBeGreaterThan(400);
  expect(optimal).toBeLessThan(500);
  expect(onesFives).toBeGreaterThan(150);
  expect(onesFives).toBeLessThan(280);
  await expect(page.getByTestId('lab-row-optimal')).toContainText('20,000');

  // Head to head: 10 games, the wins add up.
  await expect(page.getByTestId('lab-games-played')).toContainText('10 games');
  const wins = await page
    .getByTestId('lab-games-table')
    .locator('tbody tr td:nth-child(2)')
    .allTextContents();
  expect(wins.map(Number).reduce((a, b) => a + b, 0)).toBe(10);
  await expect(page.getByTestId('announcer')).toContainText('The lab is done.');

  await screenshot(page, 'lab-1200x820');
  await page.setViewportSize({ width: 800, height: 600 });
  await page.getByTestId('back-home').scrollIntoViewIfNeeded();
  await screenshot(page, 'lab-800x600');
  await page.getByTestId('lab-form').scrollIntoViewIfNeeded();
  await screenshot(page, 'lab-form-800x600');
  await page.setViewportSize({ width: 600, height: 410 });
  await page.getByTestId('lab-report').scrollIntoViewIfNeeded();
  await screenshot(page, 'lab-zoom200');
  expect(await sidewaysOverflow(page), 'the lab scrolls sideways at 200% zoom').toBeLessThanOrEqual(
    0,
  );
});

test('a long lab run can be cancelled, and the next one runs', async ({ app }) => {
  const { page } = app;
  await page.getByTestId('open-lab').click();
  for (const box of await page.locator('[data-testid^="lab-bot-"]').all()) {
    const id = (await box.getAttribute('data-testid'))!.slice('lab-bot-'.length);
    if (id === 'optimal') await box.check();
    else await box.uncheck();
  }
  await page.getByTestId('lab-preset').selectOption('minimal');
  // A hundred million turns: minutes of work, on worker threads.
  await page.getByTestId('lab-turns').fill('100000000');
  await page.getByTestId('lab-games').fill('0');
  await page.getByTestId('lab-seed').fill('7');
  await page.getByTestId('lab-run').click();
  await expect(page.getByTestId('lab-run')).toHaveText(/Running/);
  await expect(page.getByTestId('lab-stage')).toHaveText(/simulating optimal/);

  await page.getByTestId('lab-cancel').click();
  await expect(page.getByTestId('lab-stage')).toHaveText('Cancelled');
  await expect(page.getByTestId('lab-cancel')).toBeHidden();
  await expect(page.getByTestId('announcer')).toContainText('cancelled');
  await expect(page.getByTestId('lab-report')).toBeHidden();

  // The lab is free again: a small run goes through to its report.
  await page.getByTestId('lab-turns').fill('20000');
  await page.getByTestId('lab-run').click();
  await expect(page.getByTestId('lab-report')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('lab-row-optimal')).toContainText('20,000');
});
