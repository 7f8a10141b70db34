/**
 * The three one-player runs in the appendix of the ECE 209 assignment, replayed through the table
 * with the course's generator: the same seeds must show the same dice and the same scores.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  expectLiveFaces,
  expectNumber,
  keptFaces,
  newGame,
  selectFaces,
  totalOf,
} from './helpers/ui';

async function solo(page: Page, seed: string): Promise<void> {
  await newGame(page, {
    preset: 'ece209',
    seats: [{ name: 'Player 1' }],
    seed,
    generator: 'ece209',
  });
  await expect(page.getByTestId('seed')).toContainText(seed);
  await expect(page.getByTestId('generator')).toHaveText('ECE 209 xorshift');
  await expect(page.getByTestId('roll')).toHaveText(/Roll 6 dice/);
}

test('seed 333: 113456, keep 115 for 250, then 566, keep 5, bank 300', async ({ app }) => {
  const { page } = app;
  await solo(page, '333');
  await expect(page.getByTestId('seed')).toHaveText('333 (0x14d)');
  await page.getByTestId('roll').click();
  await expectLiveFaces(page, '113456');
  await selectFaces(page, [1, 1, 5]);
  await expect(page.getByTestId('selection-score')).toHaveText('250');
  await expect(page.getByTestId('roll')).toHaveText(/Roll 3 dice/);
  await expect(page.getByTestId('bank')).toHaveText(/Bank 250/);
  await page.getByTestId('roll').click();
  await expectLiveFaces(page, '566');
  expect(await keptFaces(page)).toBe('115');
  await expectNumber(page.getByTestId('turn-total'), 250);
  await selectFaces(page, [5]);
  await expect(page.getByTestId('selection-score')).toHaveText('50');
  await expect(page.getByTestId('bank')).toHaveText(/Bank 300/);
  await page.getByTestId('bank').click();
  await expect(page.getByTestId('game-over')).toBeVisible();
  await expectNumber(totalOf(page, 0), 300);
  await expect(page.getByTestId('winner')).toHaveText('Player 1 scored 300');
  await expect(page.getByTestId('log-entry')).toHaveCount(1);
  await expect(page.getByTestId('log-points')).toHaveText('+300');

  // Rematch: the same table with a fresh seed, drawn but shown (the course generator is never sealed).
  await page.getByTestId('rematch').click();
  await expect(page.getByTestId('game-over')).toHaveCount(0);
  await expect(page.getByTestId('seed')).toContainText('0x');
  await expect(page.getByTestId('preset-name')).toHaveText('Junk dice ride along');
  await expect(page.getByTestId('roll')).toHaveText(/Roll 6 dice/);
  await expect(page.getByTestId('log-entry')).toHaveCount(0);
  await expectNumber(totalOf(page, 0), 0);
});

test('seed 13: 233346, keep 333 for 300, then 266 is a farkle', async ({ app }) => {
  const { page } = app;
  await solo(page, '13');
  await page.getByTestId('roll').click();
  await expectLiveFaces(page, '233346');
  await selectFaces(page, [3, 3, 3]);
  await expect(page.getByTestId('selection-score')).toHaveText('300');
  await page.getByTestId('roll').click();
  await expectLiveFaces(page, '266');
  expect(await keptFaces(page)).toBe('333');
  await expect(page.getByTestId('moment-farkle')).toBeVisible();
  await expect(page.getByTestId('moment-farkle')).toContainText('Player 1 farkled: 300 lost');
  await expect(page.getByTestId('announcer')).toContainText('Farkle! Player 1 farkled: 300 lost.');
  await expectNumber(totalOf(page, 0), 0);
  await expect(page.getByTestId('winner')).toHaveText('Player 1 scored 0');
  await expect(page.getByTestId('log-points')).toHaveText('+0');
});

test('seed 111: keep 14445 for 550, a 1 for hot dice, then 123445 and bank 800', async ({
  app,
}) => {
  const { page } = app;
  await solo(page, '111');
  await page.getByTestId('roll').click();
  await expectLiveFaces(page, '134445');
  // Junk dice may ride along under ECE 209: the transcript keeps 4, 4, 4, 1, 5.
  await selectFaces(page, [4, 4, 4, 1, 5]);
  await expect(page.getByTestId('selection-score')).toHaveText('550');
  await expect(page.getByTestId('roll')).toHaveText(/Roll 1 die/);
  await page.getByTestId('roll').click();
  await expectLiveFaces(page, '1');
  await expectNumber(page.getByTestId('turn-total'), 550);
  await selectFaces(page, [1]);
  await expect(page.getByTestId('selection-score')).toHaveText('100');
  // Every die has scored: the next roll is six fresh dice.
  await expect(page.getByTestId('roll')).toHaveText(/Roll 6 dice/);
  await expect(page.getByTestId('bank')).toHaveText(/Bank 650/);
  await page.getByTestId('roll').click();
  await expectLiveFaces(page, '123445');
  await expectNumber(page.getByTestId('turn-total'), 650);
  await expect(page.getByTestId('moment-hot-dice')).toBeVisible();
  await selectFaces(page, [1, 5]);
  await expect(page.getByTestId('selection-score')).toHaveText('150');
  await expect(page.getByTestId('bank')).toHaveText(/Bank 800/);
  await page.getByTestId('bank').click();
  await expectNumber(totalOf(page, 0), 800);
  await expect(page.getByTestId('winner')).toHaveText('Player 1 scored 800');
  await expect(page.getByTestId('log-entry')).toContainText('hot dice ×1');
});
