/**
 * A move whose answer takes a while (at a four-seat table past the exact solve, each turn's odds
 * are worked out first) does not look dead: past a moment the pressed button shows it waits, both
 * buttons and the dice stop taking presses, the line under the dice says why (and a screen reader
 * hears it once), and all of it goes when the answer lands or fails. The answer is held back here
 * by holding the loopback host's `act` request, so the wait lasts exactly as long as the test
 * wants; Electron's IPC is not routed, so there the spec has nothing to hold.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdRequests, skipInElectron, waitPictures } from './helpers/held-requests';
import { chooseTheme, newGame, readDice, selectFaces } from './helpers/ui';

const WAIT_WORDS = /^(Working out the odds for Ann’s turn…|Still working on Ann’s move…)$/;

/**
 * Where the dice and the buttons' places are, to see nothing moves when the wait shows (the
 * pressed button itself sinks in by 2 pixels, as pressed buttons do).
 */
async function layout(page: Page): Promise<number[]> {
  const places = [
    page.getByTestId('dice'),
    page.getByTestId('roll').locator('..'),
    page.getByTestId('bank').locator('..'),
  ];
  const boxes = await Promise.all(places.map((place) => place.boundingBox()));
  return boxes.flatMap((box) => (box ? [box.x, box.y, box.width] : [NaN]));
}

test.beforeEach(async ({ app }) => skipInElectron(app.page));

test('a move that waits shows it, takes no second press, and clears when its answer lands', async ({
  app,
}) => {
  const { page } = app;
  await page.setViewportSize({ width: 1280, height: 800 });
  await chooseTheme(page, 'light');
  await newGame(page, { preset: 'minimal', seats: [{ name: 'Ann' }, { name: 'Ben' }], seed: '7' });
  const roll = page.getByTestId('roll');
  const bank = page.getByTestId('bank');
  const wait = page.getByTestId('move-wait');
  const said = page.getByTestId('announcer-polite');
  const before = await layout(page);

  const moves = await holdRequests(page, 'act');
  await roll.click();
  await expect(wait).toHaveText(WAIT_WORDS);
  await expect(roll).toHaveAttribute('aria-busy', 'true');
  await expect(roll).toHaveAttribute('aria-disabled', 'true');
  await expect(bank).toHaveAttribute('aria-disabled', 'true');
  await expect(bank).not.toHaveAttribute('aria-busy', 'true');
  expect(await layout(page)).toEqual(before);
  // Pressed again, by click (forced: the button says it is disabled) and by key: nothing more is
  // sent while the first roll waits.
  await roll.click({ force: true });
  await page.keyboard.press('r');
  await waitPictures(page, 'move-wait', 'busy-move-roll-light');
  expect(moves.sent()).toBe(1);
  const words = (await wait.textContent()) ?? '';
  await expect(said.getByText(words, { exact: true })).toHaveCount(1);

  await moves.release();
  await expect(wait).toHaveCount(0);
  await expect(roll).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('[data-testid^="die-"][aria-disabled="false"]').first()).toBeVisible();
  expect(moves.sent()).toBe(1);
  await expect(page.getByTestId('error')).toHaveCount(0);
  await expect(said.getByText(words, { exact: true })).toHaveCount(1);

  // Keep and bank, in the dark theme: the bank waits on both its answers, Bank pressed in.
  await chooseTheme(page, 'felt');
  const faces = (await readDice(page)).map((die) => die.face);
  await selectFaces(page, [faces.includes(1) ? 1 : faces.includes(5) ? 5 : faces[0]!]);
  await expect(page.getByTestId('selection-score')).toBeVisible();
  await page.unroute('**/api/act');
  const banking = await holdRequests(page, 'act');
  await bank.click();
  await expect(wait).toHaveText(WAIT_WORDS);
  await expect(bank).toHaveAttribute('aria-busy', 'true');
  await expect(roll).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('[data-testid^="die-"][aria-disabled="false"]')).toHaveCount(0);
  await waitPictures(page, 'move-wait', 'busy-move-bank-felt');
  expect(banking.held).toHaveLength(1);
  await banking.release();
  await expect(page.getByTestId('turn-player')).toHaveText('Ben’s turn');
  await expect(wait).toHaveCount(0);
  await expect(bank).not.toHaveAttribute('aria-busy', 'true');
});

test('a move that fails ends the wait and shows its error as always', async ({ app }) => {
  const { page } = app;
  await newGame(page, { preset: 'minimal', seats: [{ name: 'Ann' }, { name: 'Ben' }], seed: '7' });
  const roll = page.getByTestId('roll');
  const { held } = await holdRequests(page, 'act');
  await roll.click();
  await expect(page.getByTestId('move-wait')).toBeVisible();
  await held.pop()!.fulfill({
    contentType: 'application/json',
    body: JSON.stringify({ ok: false, error: { code: 'internal', message: 'the disk is busy' } }),
  });
  await expect(page.getByTestId('error')).toContainText('the disk is busy');
  await expect(page.getByTestId('move-wait')).toHaveCount(0);
  await expect(roll).toHaveAttribute('aria-disabled', 'false');
  await expect(roll).not.toHaveAttribute('aria-busy', 'true');
});
