/**
 * Pig's table waits as Farkle's does: a move whose answer takes a while shows it past a moment
 * (the pressed move pressed in with a spinner, the other move and the die not pressable, why in
 * place of the rolls line, said once), a second press sends nothing, and it clears on the answer.
 * A bot's slow move is shown the same way, not said. The answers are held back by holding the
 * loopback host's requests; Electron's IPC is not routed, so there the spec has nothing to hold.
 */
import { expect, test } from './fixtures';
import { holdRequests, skipInElectron, waitPictures } from './helpers/held-requests';
import { chooseTheme } from './helpers/ui';

const YOURS = 'Still working on your move…';

test.beforeEach(async ({ app }) => skipInElectron(app.page));

test('a Pig move that waits shows it, takes no second press, and clears on its answer; a bot’s too', async ({
  app,
}) => {
  test.setTimeout(90_000);
  const { page } = app;
  await page.setViewportSize({ width: 1280, height: 800 });
  await chooseTheme(page, 'light');
  await page.getByTestId('open-pig').click();
  await page.getByTestId('pig-bot-1').selectOption('hold-at-20');
  await page.getByTestId('pig-seed').fill('7');
  await page.getByTestId('pig-start').click();
  await expect(page.getByTestId('pig-turn-player')).toHaveText('Your turn');
  const roll = page.getByTestId('pig-roll');
  const holdButton = page.getByTestId('pig-hold');
  const wait = page.getByTestId('pig-move-wait');
  const said = page.getByTestId('announcer-polite');

  // The first roll of a game: no rolls line yet, so the wait's line must not push the die.
  const die = page.getByTestId('pig-die');
  const dieAt = await die.boundingBox();
  const moves = await holdRequests(page, 'tableAct');
  await roll.click();
  await expect(wait).toHaveText(YOURS);
  expect(await die.boundingBox()).toEqual(dieAt);
  await expect(roll).toHaveAttribute('aria-busy', 'true');
  await expect(roll).toHaveAttribute('aria-disabled', 'true');
  await expect(holdButton).toHaveAttribute('aria-disabled', 'true');
  await expect(holdButton).not.toHaveAttribute('aria-busy');
  await expect(page.getByTestId('pig-die').getByTestId('die-1')).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  // Pressed again, by click (forced: the button says it is disabled) and by key.
  await roll.click({ force: true });
  await page.keyboard.press('r');
  await waitPictures(page, 'pig-move-wait', 'pig-wait-roll-light');
  expect(moves.sent()).toBe(1);
  await expect(said.getByText(YOURS, { exact: true })).toHaveCount(1);

  await moves.release();
  await expect(wait).toHaveCount(0);
  // Seed 7's first roll is not a 1: the turn goes on.
  await expect(page.getByTestId('pig-rolls')).toHaveText(/^[2-6]$/);
  await expect(roll).toHaveAttribute('aria-disabled', 'false');
  await expect(roll).not.toHaveAttribute('aria-busy');
  expect(moves.sent()).toBe(1);
  await expect(said.getByText(YOURS, { exact: true })).toHaveCount(1);

  // Hold, in the dark theme, with the bot's first move held too: Hold waits pressed in, then the
  // bot's move shows its wait, not said.
  await chooseTheme(page, 'felt');
  await page.unroute('**/api/tableAct');
  const holding = await holdRequests(page, 'tableAct');
  const botMoves = await holdRequests(page, 'tableBotStep');
  await holdButton.click();
  await expect(wait).toHaveText(YOURS);
  await expect(holdButton).toHaveAttribute('aria-busy', 'true');
  await expect(roll).toHaveAttribute('aria-disabled', 'true');
  await waitPictures(page, 'pig-move-wait', 'pig-wait-hold-felt');
  await holding.release();
  await expect(page.getByTestId('pig-turn-player')).toHaveText('Hollis’s turn');
  await expect(wait).toHaveText('Still working on Hollis’s move…', { timeout: 20_000 });
  await expect(holdButton).not.toHaveAttribute('aria-busy');
  await waitPictures(page, 'pig-move-wait', 'pig-wait-bot-felt');
  await expect(said.getByText('Still working on Hollis’s move…')).toHaveCount(0);
  await botMoves.release();
  await expect(wait).toHaveCount(0);
  expect(holding.sent()).toBe(1);
});
