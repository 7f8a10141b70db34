/**
 * Roll-Dice-Roll's table waits as Farkle's and Pig's do: a move whose answer takes a while shows
 * it past a moment (the pressed die or button pressed in with a spinner, the other dice and moves
 * not pressable, why in place of the score's formula, said once), a second press sends nothing,
 * nothing moves, and it clears on the answer or on an error. The answers are held back by holding
 * the loopback host's requests; Electron's IPC is not routed, so there the spec has nothing to hold.
 */
import { expect, test } from './fixtures';
import { holdRequests, skipInElectron, waitPictures } from './helpers/held-requests';
import { chooseTheme, screenshot } from './helpers/ui';

const YOURS = 'Still working on your move…';

test.beforeEach(async ({ app }) => skipInElectron(app.page));

test('a Roll-Dice-Roll move that waits shows it, takes no second press, and clears on its answer or error', async ({
  app,
}) => {
  const { page } = app;
  await page.setViewportSize({ width: 1280, height: 800 });
  await chooseTheme(page, 'light');
  await page.getByTestId('open-rolldice').click();
  await page.getByTestId('rd-seed').fill('0x2a');
  await page.getByTestId('rd-start').click();
  const dice = page.getByTestId('rd-dice');
  const die3 = dice.getByTestId('die-3');
  const stop = page.getByTestId('rd-stop');
  const retarget = page.getByTestId('rd-retarget');
  const wait = page.getByTestId('rd-move-wait');
  const said = page.getByTestId('announcer-polite');
  await expect(die3).toHaveAttribute('aria-disabled', 'false');
  const diceAt = await dice.boundingBox();

  const rolls = await holdRequests(page, 'rollDiceAct');
  await die3.click();
  await expect(wait).toHaveText(YOURS);
  expect(await dice.boundingBox()).toEqual(diceAt);
  await expect(die3).toHaveAttribute('aria-busy', 'true');
  await expect(die3).toHaveAttribute('aria-disabled', 'true');
  await expect(dice.getByTestId('die-1')).toHaveAttribute('aria-disabled', 'true');
  await expect(dice.locator('[aria-busy="true"]')).toHaveCount(1);
  for (const move of [stop, retarget]) {
    await expect(move).toHaveAttribute('aria-disabled', 'true');
    await expect(move).not.toHaveAttribute('aria-busy');
  }
  // Pressed again, by click (forced: the die says it is disabled) and by keys.
  await die3.click({ force: true });
  await page.keyboard.press('3');
  await page.keyboard.press('s');
  await waitPictures(page, 'rd-move-wait', 'rolldice-wait-roll-light');
  expect(rolls.sent()).toBe(1);
  await expect(said.getByText(YOURS, { exact: true })).toHaveCount(1);

  await rolls.release();
  await expect(wait).toHaveCount(0);
  await expect(die3).not.toHaveAttribute('aria-busy');
  await expect(die3).toHaveAttribute('aria-label', /^die 3: (one|two|three|four|five|six)$/);
  await expect(stop).toHaveAttribute('aria-disabled', 'false');
  expect(rolls.sent()).toBe(1);

  // Stop, in the dark theme and at 200% zoom: Stop waits pressed in, then its error ends the wait.
  await chooseTheme(page, 'felt');
  await page.unroute('**/api/rollDiceAct');
  const stopping = await holdRequests(page, 'rollDiceAct');
  // In a narrow window the spinner must not widen Stop and push New target aside.
  await page.setViewportSize({ width: 800, height: 600 });
  const retargetAt = await retarget.boundingBox();
  await stop.click();
  await expect(wait).toHaveText(YOURS);
  expect(await retarget.boundingBox()).toEqual(retargetAt);
  await expect(stop).toHaveAttribute('aria-busy', 'true');
  await expect(retarget).toHaveAttribute('aria-disabled', 'true');
  await expect(die3).toHaveAttribute('aria-disabled', 'true');
  await waitPictures(page, 'rd-move-wait', 'rolldice-wait-stop-felt');
  await page.setViewportSize({ width: 600, height: 410 });
  await expect(wait).toBeVisible();
  await screenshot(page, 'rolldice-wait-stop-felt-zoom200');
  await stopping.held.pop()!.fulfill({
    contentType: 'application/json',
    body: JSON.stringify({ ok: false, error: { code: 'internal', message: 'the disk is busy' } }),
  });
  await expect(page.getByTestId('rd-error')).toContainText('the disk is busy');
  await expect(wait).toHaveCount(0);
  await expect(stop).not.toHaveAttribute('aria-busy');
  await expect(stop).toHaveAttribute('aria-disabled', 'false');
  expect(stopping.sent()).toBe(1);
});
