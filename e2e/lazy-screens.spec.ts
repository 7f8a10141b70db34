/**
 * The first paint carries only the home screen: the other screens, the rule fields and chart.js
 * load when opened (under the app's Content-Security-Policy), a slow one says it is opening, and
 * one whose file does not load says so in words.
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { newGame, screenshot } from './helpers/ui';

/** Holds every request for a chunk whose name starts so until the returned function is called. */
async function holdChunk(page: Page, name: string): Promise<() => void> {
  const held: Route[] = [];
  let released = false;
  await page.route(`**/assets/${name}-*.js`, (route) =>
    released ? route.continue() : void held.push(route),
  );
  return () => {
    released = true;
    for (const route of held) void route.continue();
  };
}

test('every screen loads when opened, under the policy', async ({ app }) => {
  const { page } = app;
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  await page.setViewportSize({ width: 1200, height: 820 });
  await expect(page.getByTestId('start-game')).toBeEnabled();

  // Each screen from its own file (Stats with chart.js), and back home.
  for (const screen of ['stats', 'history', 'lab', 'rolldice']) {
    await page.getByTestId(`open-${screen}`).click();
    await page.getByTestId('back-home').click();
    await expect(page.getByTestId('setup')).toBeVisible();
  }
  await page.getByTestId('edit-rules').click();
  await expect(page.getByTestId('rule-target')).toBeVisible();
  await newGame(page, { preset: 'minimal', seats: [{ name: 'Ann' }, { name: 'Ben' }], seed: '3' });
  expect(violations).toEqual([]);
});

test('a slow screen says it is opening; a screen that fails to load says so', async ({ app }) => {
  const { page } = app;
  await page.setViewportSize({ width: 1200, height: 820 });
  const release = await holdChunk(page, 'Stats');
  await page.route('**/assets/History-*.js', (route) => route.abort());
  await page.reload();
  await expect(page.getByTestId('start-game')).toBeEnabled();

  await page.getByTestId('open-stats').click();
  await expect(page.getByTestId('screen-loading')).toHaveText('Opening Stats…');
  await screenshot(page, 'lazy-opening-1200x820');
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Stats' })).toBeVisible();
  await expect(page.getByTestId('screen-loading')).toHaveCount(0);
  await page.getByTestId('back-home').click();

  await page.getByTestId('open-history').click();
  const failure = page.getByTestId('screen-load-error');
  await expect(failure).toContainText('History could not be opened');
  await screenshot(page, 'lazy-failed-1200x820');
  await failure.getByRole('button', { name: 'Back to the home screen' }).click();
  await expect(page.getByTestId('setup')).toBeVisible();
});
