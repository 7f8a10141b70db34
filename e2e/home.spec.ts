/**
 * The home screen and what every screen shares: the unfinished games (dated, folded, abandoned
 * or deleted behind a confirmation), Settings from every screen, the default rules that change
 * only when the player changes them, window titles, the felt, and screens that open at the top;
 * a slow start says so, a failed one says why, and Try again asks again.
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { newGame, screenshot, screenshotsAtSizes } from './helpers/ui';

const PAIR = [{ name: 'Ann' }, { name: 'Ben' }];

/** Starts a game, rolls once and leaves it unfinished, back on the home screen. */
async function leaveGame(page: Page, seed: string): Promise<void> {
  await newGame(page, { preset: 'minimal', seats: PAIR, seed });
  await page.getByTestId('roll').click();
  await expect(page.getByTestId('turn-rolls')).toBeVisible();
  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('setup')).toBeVisible();
}

test('unfinished games: dated, folded, abandoned into History or deleted', async ({ app }) => {
  test.setTimeout(90_000);
  const { page } = app;
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const seed of ['1', '2', '3', '4']) await leaveGame(page, seed);
  // A game left before its first move leaves nothing behind.
  await newGame(page, { preset: 'minimal', seats: PAIR, seed: '5' });
  await page.getByTestId('new-game').click();

  const rows = page.getByTestId('unfinished-row');
  // A long list folds to the three most recent, and the new-game form stays in sight.
  await expect(rows).toHaveCount(3);
  await expect(page.getByTestId('unfinished')).toContainText('Unfinished games (4)');
  await expect(page.locator('#rules-title')).toBeInViewport();
  for (const date of await page.getByTestId('unfinished-date').allTextContents()) {
    expect(date.trim().length).toBeGreaterThan(0);
  }
  await expect(rows.first()).toContainText('seed 4');
  await expect(rows.first()).toContainText('Ann 0 · Ben 0');
  await screenshotsAtSizes(page, 'home-unfinished');
  const fold = page.getByTestId('unfinished-fold');
  await expect(fold).toHaveText('Show all 4');
  await fold.click();
  await expect(rows).toHaveCount(4);
  await expect(fold).toHaveAttribute('aria-expanded', 'true');

  // Abandon asks first; "Keep it" changes nothing and gives the focus back.
  const abandon = rows.nth(0).getByTestId('abandon-unfinished');
  await abandon.click();
  const dialog = page.getByRole('dialog', { name: 'Abandon this game?' });
  await expect(dialog).toBeVisible();
  await screenshotsAtSizes(page, 'home-confirm');
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await expect(abandon).toBeFocused();
  await expect(rows).toHaveCount(4);
  // Escape closes it too.
  await abandon.click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(4);

  await abandon.click();
  await page.getByTestId('confirm-remove-yes').click();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(3);
  await expect(fold).toHaveCount(0);
  await expect(page.getByTestId('unfinished')).not.toContainText('seed 4');

  await rows.nth(0).getByTestId('delete-unfinished').click();
  await expect(page.getByRole('dialog', { name: 'Delete this game?' })).toBeVisible();
  await page.getByTestId('confirm-remove-yes').click();
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('unfinished')).not.toContainText('seed 3');

  // History keeps the abandoned game (no Resume), not the deleted one.
  await page.getByTestId('open-history').click();
  const history = page.getByTestId('history-row');
  await expect(history).toHaveCount(3);
  const abandoned = history.filter({ hasText: 'abandoned' });
  await expect(abandoned).toHaveCount(1);
  await expect(abandoned.getByTestId('resume-game')).toHaveCount(0);

  // After a restart of the page the list is the same.
  await page.reload();
  await expect(page.getByTestId('unfinished-row')).toHaveCount(2);
});

test('Settings from every screen; the default rules change only when the player changes them', async ({
  app,
}) => {
  test.setTimeout(90_000);
  const { page } = app;
  await expect(page).toHaveTitle('Hot Dice');
  await expect(page.getByTestId('preset-house')).toBeChecked();
  // Playing other rules does not make them the default.
  await newGame(page, { preset: 'minimal', seats: PAIR, seed: '9' });
  await expect(page).toHaveTitle('Farkle table — Hot Dice');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

  /** Opens Settings here, checks the panel, closes it with Escape. */
  async function settingsHere(): Promise<void> {
    const button = page.getByTestId('open-settings');
    await button.click();
    const panel = page.getByTestId('settings-panel');
    await expect(panel).toBeVisible();
    await expect(page.getByTestId('settings-preset')).toHaveValue('house');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  }
  await settingsHere();
  await page.getByTestId('new-game').click();
  await settingsHere();

  const screens = [
    { open: 'open-rolldice', title: 'Roll-Dice-Roll — Hot Dice' },
    { open: 'open-stats', title: 'Stats — Hot Dice' },
    { open: 'open-history', title: 'History — Hot Dice' },
    { open: 'open-lab', title: 'Bot lab — Hot Dice' },
  ];
  for (const screen of screens) {
    await page.getByTestId(screen.open).click();
    await expect(page).toHaveTitle(screen.title);
    await settingsHere();
    // One Home button, the same on every screen.
    await expect(page.getByTestId('back-home')).toHaveText('← Home');
    await page.getByTestId('back-home').click();
    await expect(page).toHaveTitle('Hot Dice');
  }

  await page.reload();
  await expect(page.getByTestId('preset-house')).toBeChecked();
  // The player's own choice is kept.
  await page.getByTestId('open-settings').click();
  await page.getByTestId('settings-preset').selectOption('it312');
  await expect(page.getByTestId('settings-status')).toHaveText('Saved.');
  await page.reload();
  await expect(page.getByTestId('preset-it312')).toBeChecked();
});

test('the table opens at the top; the felt covers long pages; the icon is served', async ({
  app,
}) => {
  const { page } = app;
  await page.setViewportSize({ width: 800, height: 600 });
  const html = page.locator('html');
  const scrollY = () => html.evaluate((root) => root.ownerDocument.defaultView?.scrollY ?? -1);
  // The setup is drawn before it is scrolled: an empty page has nowhere to scroll to.
  await expect(page.getByTestId('start-game')).toBeVisible();
  await expect
    .poll(async () => {
      await html.evaluate((root) => root.ownerDocument.defaultView?.scrollTo(0, root.scrollHeight));
      return scrollY();
    })
    .toBeGreaterThan(0);
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('roll')).toBeVisible();
  await expect.poll(scrollY).toBe(0);
  await expect(page.getByTestId('turn-total')).toBeInViewport();

  // The felt is the root's background, fixed: it paints the whole canvas, however long the page.
  const felt = await html.evaluate((root) => {
    const style = (el: typeof root) => root.ownerDocument.defaultView!.getComputedStyle(el);
    return {
      image: style(root).backgroundImage,
      attachment: style(root).backgroundAttachment,
      body: style(root.ownerDocument.body).backgroundImage,
    };
  });
  expect(felt.image).toContain('linear-gradient');
  expect(felt.attachment).toContain('fixed');
  expect(felt.body).toBe('none');

  const icon = await page.request.get(new URL('/favicon.ico', page.url()).href);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/x-icon');
  expect((await icon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
});

test('a slow start says so, a failed one says why, and Try again asks again', async ({ app }) => {
  const { page } = app;
  // The home screen's data is asked for as the page's script starts: the first answer is held,
  // then refused.
  const held: Route[] = [];
  await page.route('**/api/listPresets', (route) => void held.push(route));
  await page.reload();
  await expect(page.getByText('Setting up the table…')).toBeVisible();
  await screenshot(page, 'start-slow');
  expect(held).toHaveLength(1);
  await held[0]!.fulfill({
    contentType: 'application/json',
    body: JSON.stringify({ ok: false, error: { code: 'internal', message: 'the disk is busy' } }),
  });
  await expect(page.getByRole('alert')).toHaveText('Hot Dice could not start: the disk is busy');
  await screenshotsAtSizes(page, 'start-failed');
  await page.unroute('**/api/listPresets');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('start-game')).toBeEnabled();
  await expect(page.getByTestId('preset-ece209')).toBeVisible();
  expect(held).toHaveLength(1);
});
