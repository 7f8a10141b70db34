/**
 * Pictures of the table for people to look at (e2e/screenshots/, gitignored): the setup, a turn
 * in the middle, a farkle and hot dice, at 1200x820, at 800x600 and at 200% zoom. The winner
 * screen is taken at the end of the CSC 276 replay spec.
 */
import { expect, test } from './fixtures';
import { expectLiveFaces, newGame, screenshotsAtSizes, selectFaces } from './helpers/ui';

test('setup, mid-turn, farkle and hot dice screens', async ({ app }) => {
  const { page } = app;
  await expect(page.getByTestId('setup')).toBeVisible();
  await screenshotsAtSizes(page, 'setup');

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
  await screenshotsAtSizes(page, 'mid-turn');

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
  await screenshotsAtSizes(page, 'farkle');

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
  await screenshotsAtSizes(page, 'hot-dice');
});
