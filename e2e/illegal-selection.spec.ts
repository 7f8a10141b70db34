/** A selection that cannot be kept is explained on screen in the engine's words, and blocks play. */
import { expect, test } from './fixtures';
import { expectLiveFaces, newGame, screenshot, selectFaces } from './helpers/ui';

test('csc276: a non-scoring die, then a junk die beside a 1, are explained', async ({ app }) => {
  const { page } = app;
  await newGame(page, { preset: 'csc276', seats: [{ name: 'Ann' }, { name: 'Ben' }], seed: '318' });
  await page.getByTestId('roll').click();
  await expectLiveFaces(page, '122345');

  // Nothing selected: both buttons wait for a keep, and say so.
  await expect(page.getByTestId('roll')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('roll-reason')).toHaveText(
    'set aside at least one scoring die before you roll again',
  );
  await expect(page.getByTestId('bank-reason')).toHaveText(
    'set aside at least one scoring die before you bank',
  );

  // A lone 2 scores nothing.
  const [two] = await selectFaces(page, [2]);
  await expect(page.getByTestId('selection-message')).toHaveText('keep at least one scoring die');
  await expect(page.getByTestId('roll')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('bank')).toHaveAttribute('aria-disabled', 'true');
  // Said once, beside the dice; the buttons point screen readers to it.
  await expect(page.getByTestId('roll-reason')).toHaveCount(0);
  await expect(page.getByTestId('roll')).toHaveAttribute('aria-describedby', 'selection-message');
  await expect(page.getByTestId('roll')).toHaveAccessibleDescription(
    'keep at least one scoring die',
  );
  await expect(page.getByTestId('announcer')).toContainText(
    'Not a keep: keep at least one scoring die.',
  );

  // The 1 scores, but CSC 276 wants every kept die to score: the 2 is junk.
  await selectFaces(page, [1]);
  await expect(page.getByTestId('selection-message')).toHaveText(
    'every die you keep must score, and 2 scores nothing here',
  );
  await expect(page.getByTestId('bank')).toHaveAttribute('aria-disabled', 'true');
  await screenshot(page, 'illegal-selection-1200x820');

  // R refuses too, with the same words (said, not shown twice), and the dice stay as they were.
  await page.keyboard.press('r');
  await expect(page.getByTestId('announcer')).toContainText(
    'Cannot roll: every die you keep must score',
  );
  await expect(page.getByTestId('error')).toHaveCount(0);
  await expectLiveFaces(page, '122345');

  // Dropping the 2 leaves a legal keep of 100.
  await page.getByTestId(`die-${two! + 1}`).click();
  await expect(page.getByTestId('selection-score')).toHaveText('100');
  await expect(page.getByTestId('roll')).toHaveText(/Roll 5 dice/);
  await expect(page.getByTestId('bank')).toHaveText(/Bank 100/);
  await expect(page.getByTestId('roll')).toHaveAttribute('aria-disabled', 'false');
});

test('ece209: junk dice may ride along with a scoring die', async ({ app }) => {
  const { page } = app;
  await newGame(page, {
    preset: 'ece209',
    seats: [{ name: 'Ann' }, { name: 'Ben' }],
    seed: '333',
    generator: 'ece209',
  });
  await page.getByTestId('roll').click();
  await expectLiveFaces(page, '113456');
  await selectFaces(page, [3]);
  await expect(page.getByTestId('selection-message')).toHaveText('keep at least one scoring die');
  await selectFaces(page, [1]);
  await expect(page.getByTestId('selection-score')).toHaveText('100');
});
