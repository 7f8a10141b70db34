/**
 * The table's bar names the rules and the players; the seed and the dice generator wait under
 * "Fair dice", a details popover reached by keyboard and placed inside the window.
 */
import { expect, test } from './fixtures';
import { expectInWindow } from './helpers/reach';
import { newGame } from './helpers/ui';

test('the bar shows the rules and players; the dice facts open from Fair dice', async ({ app }) => {
  const { page } = app;
  await newGame(page, {
    preset: 'ece209',
    seats: [{ name: 'Ann' }, { name: 'Robo', bot: 'greedy' }],
    seed: '111',
    generator: 'ece209',
  });
  await expect(page.getByTestId('preset-name')).toHaveText('Junk dice ride along');
  await expect(page.getByTestId('header-players')).toHaveText('Ann, Robo (bot)');
  // No jargon in sight until asked for.
  await expect(page.getByTestId('seed')).toBeHidden();
  await expect(page.getByTestId('generator')).toBeHidden();

  await page.setViewportSize({ width: 640, height: 400 });
  const open = page.getByTestId('open-dice-details');
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('seed')).toHaveText('111 (0x6f)');
  await expect(page.getByTestId('generator')).toHaveText('ECE 209 xorshift');
  await expectInWindow(page.getByTestId('dice-details-panel'), 'the Fair dice panel at 200% zoom');
  await page.screenshot({ path: 'e2e/screenshots/header-dice-details-zoom200.png' });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('seed')).toBeHidden();
  await expect(open).toBeFocused();
});
