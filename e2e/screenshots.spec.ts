/**
 * Pictures of the table for people to look at (e2e/screenshots/, gitignored): the setup, a turn
 * in the middle, a farkle and hot dice, at 1200x820, at 800x600 and at 200% zoom. The winner
 * screen is taken at the end of the CSC 276 replay spec.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectLiveFaces, newGame, screenshot, selectFaces } from './helpers/ui';

const SIZES = [
  { name: '1200x820', width: 1200, height: 820 },
  { name: '800x600', width: 800, height: 600 },
  // 200% zoom of a 1200x820 window: the page gets half the CSS pixels.
  { name: 'zoom200', width: 600, height: 410 },
];

async function shots(page: Page, what: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await screenshot(page, `${what}-${size.name}`);
    // Nothing may stick out sideways: the page never scrolls horizontally.
    const overflow = await page
      .locator('html')
      .evaluate((html) => html.scrollWidth - html.clientWidth);
    expect(overflow, `${what} at ${size.name} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1200, height: 820 });
}

test('setup, mid-turn, farkle and hot dice screens', async ({ app }) => {
  const { page } = app;
  await expect(page.getByTestId('setup')).toBeVisible();
  await shots(page, 'setup');

  await newGame(page, {
    preset: 'ece209',
    seats: [{ name: 'Ann' }, { name: 'Robo', bot: 'greedy' }],
    seed: '111',
    generator: 'ece209',
  });
  await page.getByTestId('roll').click();
  await expectLiveFaces(page, '134445');
  await selectFaces(page, [1, 5]);
  await expect(page.getByTestId('selection-score')).toHaveText('150');
  await shots(page, 'mid-turn');

  await page.getByTestId('new-game').click();
  await newGame(page, {
    preset: 'ece209',
    seats: [{ name: 'Ann' }, { name: 'Robo', bot: 'greedy' }],
    seed: '13',
    generator: 'ece209',
  });
  await page.getByTestId('roll').click();
  await expectLiveFaces(page, '233346');
  await selectFaces(page, [3, 3, 3]);
  await page.getByTestId('roll').click();
  await expect(page.getByTestId('moment-farkle')).toBeVisible();
  await shots(page, 'farkle');

  await page.getByTestId('new-game').click();
  await newGame(page, {
    preset: 'ece209',
    seats: [{ name: 'Ann' }, { name: 'Robo', bot: 'greedy' }],
    seed: '111',
    generator: 'ece209',
  });
  await page.getByTestId('roll').click();
  await expectLiveFaces(page, '134445');
  await selectFaces(page, [4, 4, 4, 1, 5]);
  await page.getByTestId('roll').click();
  await expectLiveFaces(page, '1');
  await selectFaces(page, [1]);
  await page.getByTestId('roll').click();
  await expect(page.getByTestId('moment-hot-dice')).toBeVisible();
  await shots(page, 'hot-dice');
});
