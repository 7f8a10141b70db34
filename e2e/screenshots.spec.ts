/**
 * Pictures of the table for people to look at (e2e/screenshots/, gitignored): the setup, a turn
 * in the middle, a farkle and hot dice, at 1200x820, at 800x600 and at 200% zoom. The winner
 * screen is taken at the end of the CSC 276 replay spec.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectLiveFaces, newGame, screenshotsAtSizes, selectFaces } from './helpers/ui';

/** A fresh ECE 209 game with this seed, rolled once: the first roll shows `faces`. */
async function firstRoll(page: Page, seed: string, faces: string): Promise<void> {
  await newGame(page, {
    preset: 'ece209',
    seats: [{ name: 'Ann' }, { name: 'Robo', bot: 'greedy' }],
    seed,
    generator: 'ece209',
  });
  await page.getByTestId('roll').click();
  await expectLiveFaces(page, faces);
}

test('setup, mid-turn, farkle and hot dice screens', async ({ app }) => {
  const { page } = app;
  await expect(page.getByTestId('setup')).toBeVisible();
  await screenshotsAtSizes(page, 'setup');

  await firstRoll(page, '111', '134445');
  await selectFaces(page, [1, 5]);
  await expect(page.getByTestId('selection-score')).toHaveText('150');
  await screenshotsAtSizes(page, 'mid-turn');

  await page.getByTestId('new-game').click();
  await firstRoll(page, '13', '233346');
  await selectFaces(page, [3, 3, 3]);
  await page.getByTestId('roll').click();
  await expect(page.getByTestId('moment-farkle')).toBeVisible();
  await screenshotsAtSizes(page, 'farkle');

  await page.getByTestId('new-game').click();
  await firstRoll(page, '111', '134445');
  await selectFaces(page, [4, 4, 4, 1, 5]);
  await page.getByTestId('roll').click();
  await expectLiveFaces(page, '1');
  await selectFaces(page, [1]);
  await page.getByTestId('roll').click();
  await expect(page.getByTestId('moment-hot-dice')).toBeVisible();
  await screenshotsAtSizes(page, 'hot-dice');
});
