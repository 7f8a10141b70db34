/** The new-game screen: rules text, bots' descriptions, seat limits and seeds, explained. */
import { expect, test } from './fixtures';
import { fillSetup } from './helpers/ui';

test('the setup explains the rules, the bots, the seat limits and bad seeds', async ({ app }) => {
  const { page } = app;
  await expect(page.getByTestId('setup')).toBeVisible();

  // Each preset shows its rules text; ECE 209 brings the course's generator along.
  await page.getByTestId('preset-ece209').check();
  await expect(page.getByTestId('rules-text')).toContainText('ECE 209 FARKLE');
  await expect(page.getByTestId('generator')).toHaveValue('ece209');
  await page.getByTestId('preset-it312').check();
  await expect(page.getByTestId('rules-text')).toContainText('IT 312 FARKLE');
  await expect(page.getByTestId('generator')).toHaveValue('xoroshiro128plus');

  // A bot seat shows what that bot does.
  await page.getByTestId('seat-kind-1').selectOption('cautious');
  await expect(page.getByTestId('seat-row-1')).toContainText('banks early');
  await expect(page.getByTestId('seat-name-1')).toHaveValue('Hazel');

  // Too few seats for IT 312: explained before, and refused by the main process on start.
  await page.getByTestId('remove-seat-1').click();
  await expect(page.getByTestId('seat-problem')).toHaveText(
    '“1,000 to get on the board” is for 2 to 8 players; this table has 1: add 1 more.',
  );
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('setup-error')).toHaveText(
    'these rules are for 2 to 8 players, not 1',
  );
  await expect(page.getByTestId('setup')).toBeVisible();

  // Seeds are checked by the main process, in its words.
  await fillSetup(page, {
    preset: 'csc276',
    seats: [{ name: 'Ann' }, { name: 'Ben' }],
    seed: '0x1g',
  });
  await page.getByTestId('start-game').click();
  // A bad seed's reason stands at the seed field, which is marked invalid and described by it.
  await expect(page.getByTestId('seed-error')).toContainText('"0x1g" is not a seed');
  await expect(page.getByTestId('setup-error')).toHaveCount(0);
  await expect(page.getByTestId('seed-input')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('seed-input')).toHaveAccessibleDescription(/"0x1g" is not a seed/);
  await fillSetup(page, {
    preset: 'csc276',
    seats: [{ name: 'Ann' }, { name: 'Ben' }],
    seed: '0x100000000',
    generator: 'ece209',
  });
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('seed-error')).toContainText(
    'a seed for the ece209 generator is a whole number from 0 to 4294967295 (0xffffffff)',
  );

  // A good seed in hex starts the game, and the table shows it both ways.
  await page.getByTestId('seed-input').fill('0x14D');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('seed')).toHaveText('333 (0x14d)');
  await expect(page.getByTestId('preset-name')).toHaveText('Classic with a final round');
  await expect(page.getByTestId('roll')).toHaveText(/Roll 6 dice/);
});
