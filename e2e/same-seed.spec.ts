/**
 * A seeded game is a promise that it can be played again: the README's ECE 209 example (seed
 * 333: keep 1 1 5, roll, keep 5, bank 300) played three times in a row through the table
 * finishes every time, and History keeps three games.
 */
import { expect, test } from './fixtures';
import { expectLiveFaces, expectNumber, newGame, selectFaces, totalOf } from './helpers/ui';

test('the same seeded game, played three times, finishes each time', async ({ app }) => {
  const { page } = app;
  for (let round = 1; round <= 3; round++) {
    await newGame(page, {
      preset: 'ece209',
      seats: [{ name: 'Player 1' }],
      seed: '333',
      generator: 'ece209',
    });
    await page.getByTestId('roll').click();
    await expectLiveFaces(page, '113456');
    await selectFaces(page, [1, 1, 5]);
    await page.getByTestId('roll').click();
    await expectLiveFaces(page, '566');
    await selectFaces(page, [5]);
    await page.getByTestId('bank').click();
    await expect(page.getByTestId('winner')).toHaveText('Player 1 scored 300');
    await expectNumber(totalOf(page, 0), 300);
    await expect(page.getByTestId('error')).toHaveCount(0);
    await page.getByTestId('new-game-end').click();
  }
  await expect(page.getByTestId('setup')).toBeVisible();
  await expect(page.getByTestId('unfinished')).toHaveCount(0);
});
