/** IT 312: no bank before a player has 1000 in one turn; the table says why, in the engine's words. */
import { expect, test } from './fixtures';
import {
  expectLiveFaces,
  expectNumber,
  newGame,
  screenshot,
  selectFaces,
  totalOf,
} from './helpers/ui';

test('it312 refuses an early bank and explains the entry threshold', async ({ app }) => {
  const { page } = app;
  await newGame(page, {
    preset: 'it312',
    seats: [{ name: 'Ann' }, { name: 'Ben' }],
    seed: '506',
  });
  await expect(page.getByTestId('seat-0')).toContainText('needs 1,000 in a turn');
  // Before the first roll there is nothing to bank.
  await expect(page.getByTestId('bank')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('bank-reason')).toHaveText('roll the dice first');

  await page.getByTestId('roll').click();
  await expectLiveFaces(page, '123366');
  await selectFaces(page, [1]);
  await expect(page.getByTestId('selection-score')).toHaveText('100');
  // Keeping the 1 would leave 100, short of the 1000 needed: Bank says so before anything is
  // set aside, while rolling on stays open.
  const reason = 'you must reach 1000 in one turn to get on the board (you have 100)';
  await expect(page.getByTestId('bank')).toHaveText(/Bank 100/);
  await expect(page.getByTestId('bank')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('bank-reason')).toHaveText(reason);
  await expect(page.getByTestId('roll')).toHaveAttribute('aria-disabled', 'false');
  await expect(page.getByTestId('roll')).toHaveText(/Roll 5 dice/);
  // B asks anyway: refused in the same words, said to screen readers and not shown twice.
  await page.keyboard.press('b');
  await expect(page.getByTestId('announcer')).toContainText(`Cannot bank: ${reason}.`);
  await expect(page.getByText(reason, { exact: true })).toHaveCount(1);
  await expect(page.getByTestId('error')).toHaveCount(0);
  // Nothing was set aside or banked.
  await expectNumber(page.getByTestId('turn-total'), 0);
  await expectNumber(totalOf(page, 0), 0);
  await expect(page.getByTestId('turn-player')).toContainText('Ann’s turn');
  await expect(page.getByTestId('log-entry')).toHaveCount(0);

  await screenshot(page, 'entry-threshold-1200x820');
});
