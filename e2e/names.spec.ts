/**
 * Names that follow a person: the first seat is the player's own name (Settings), a bot sits
 * under its own name ("Milo", a second one "Milo II"), and a seat switched between a person and
 * a bot switches its name.
 */
import { expect, test } from './fixtures';

test('seats are named after the player and the bots, and follow a change of kind', async ({
  app,
}) => {
  const { page } = app;
  const name = (seat: number) => page.getByTestId(`seat-name-${seat}`);
  await expect(name(0)).toHaveValue('You');
  await expect(name(1)).toHaveValue('Milo');

  // Rule sets by the names players know, with the course they come from beneath.
  const minimal = page.locator('label').filter({ has: page.getByTestId('preset-minimal') });
  await expect(minimal.locator('.preset-name')).toHaveText('Classic');
  await expect(page.getByTestId('preset-course-csc276')).toHaveText('CSC 276');
  await expect(page.getByTestId('preset-course-ece209')).toHaveText('ECE 209 console Farkle');
  await page.locator('.rules-panel').screenshot({ path: '/tmp/names/names-rules.png' });

  // The player's name is set once, in Settings, and the seat under the old one takes it.
  await page.getByTestId('open-settings').click();
  await page.getByTestId('settings-player-name').fill('Ana');
  await page.getByTestId('settings-player-name').press('Enter');
  await page.getByTestId('settings-panel').screenshot({ path: '/tmp/names/names-settings.png' });
  await page.getByTestId('settings-panel').getByRole('button', { name: 'Close' }).click();
  await expect(name(0)).toHaveValue('Ana');

  // A second Milo is Milo II; a person switched to a bot takes the bot's name, and back.
  await page.getByTestId('add-bot').click();
  await page.getByTestId('seat-kind-2').selectOption('greedy');
  await expect(name(2)).toHaveValue('Milo II');
  await page.getByTestId('seat-kind-1').selectOption('');
  await expect(name(1)).toHaveValue('Player 2');
  await name(1).fill('Ben');
  await page.getByTestId('seat-kind-1').selectOption('optimal');
  await expect(name(1)).toHaveValue('Vera');
  await page.getByTestId('seat-kind-1').selectOption('');
  await expect(name(1)).toHaveValue('Ben');
  await page.screenshot({ path: '/tmp/names/names-setup.png', animations: 'disabled' });

  // A restart keeps the name: a new table seats Ana again.
  await page.reload();
  await expect(name(0)).toHaveValue('Ana');
});
