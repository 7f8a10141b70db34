/**
 * A fair start under rules whose odds are not at hand (a short game): the table waits, saying how
 * far along the odds are, and then starts by itself under the rules' own name, said once. Ticking
 * the box starts working them out, so a player who takes a moment finds them ready.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { fillSetup } from './helpers/ui';

test('a short game with a fair start waits for its odds, then starts by itself', async ({
  app,
}) => {
  const { page } = app;
  test.setTimeout(120_000);
  await fillSetup(page, { preset: 'house', seats: [{ name: 'Ann' }, { name: 'Bo' }] });
  await page.getByTestId('short-game').click();
  await expect(page.getByTestId('rule-target')).toHaveValue('5000');
  await page.getByTestId('fair-start').check();
  await page.getByTestId('start-game').click();

  const waiting = page.getByTestId('fair-start-waiting');
  await expect(waiting).toContainText(/Working out the odds… \d+%|Waiting to work out the odds/);
  await expect(waiting).toContainText('starts by itself');
  await page.screenshot({ path: '/tmp/names/fair-start-waiting.png', animations: 'disabled' });
  await expect(page.getByTestId('setup-error')).toHaveCount(0);

  await expect(page.getByTestId('turn-total')).toBeVisible({ timeout: 100_000 });
  await expect(page.getByTestId('fair-start-note')).toContainText('Bo starts with');
  const name = page.getByTestId('preset-name');
  await expect(name).toContainText('Your rules (from');
  await expect(name).not.toContainText(/house rules.*house rules/i);
  await page.screenshot({ path: '/tmp/names/fair-start-started.png', animations: 'disabled' });
});

test('ticking a fair start starts working out its odds, so the game can start at once', async ({
  app,
}) => {
  const { page, dataDir } = app;
  test.setTimeout(120_000);
  await fillSetup(page, { preset: 'house', seats: [{ name: 'Ann' }, { name: 'Bo' }] });
  await page.getByTestId('short-game').click();
  await page.getByTestId('fair-start').check();
  // The solved odds are kept in the data folder as soon as they are worked out.
  const tables = join(dataDir, 'win-tables');
  await expect
    .poll(() => (existsSync(tables) ? readdirSync(tables).filter((f) => f.endsWith('.bin')) : []), {
      timeout: 100_000,
    })
    .toHaveLength(1);
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('turn-total')).toBeVisible();
  await expect(page.getByTestId('fair-start-note')).toContainText('Bo starts with');
  await expect(page.getByTestId('fair-start-waiting')).toHaveCount(0);
});
