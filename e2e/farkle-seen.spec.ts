/**
 * A farkle the player can see: the FARKLE banner and the next turn wait for the thrown dice to
 * land, and the bot throws only after the pause (or, with "wait for a key", after a key).
 * Measured on the page: when the dice landed, when the banner showed, when the next throw began.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pickThreeThreesAgainstBot } from './helpers/ui';

/** ECE 209, seed 13: 2 3 3 3 4 6, keep 3 3 3 for 300, then 2 6 6 is a farkle. */
async function upToTheFarkle(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await pickThreeThreesAgainstBot(page);
}

/** Watches the table from now: the times (ms) the farkle's dice landed, its banner, the next throw. */
async function watchOrder(page: Page): Promise<void> {
  await page.evaluate(() => {
    const tray = document.querySelector<HTMLElement>('[data-testid="dice"]')!;
    const farkleRoll = Number(tray.dataset.roll) + 1;
    const seen: Record<string, number> = {};
    (window as unknown as { farkleOrder: Record<string, number> }).farkleOrder = seen;
    const look = (): void => {
      const now = performance.now();
      const roll = Number(tray.dataset.roll);
      if (roll === farkleRoll && tray.dataset.landed === 'true') seen.landed ??= now;
      if (document.querySelector('[data-testid="moment-farkle"]')) seen.banner ??= now;
      if (document.querySelector('[data-testid="turn-player"]')?.textContent?.includes('Milo'))
        seen.heading ??= now;
      if (roll > farkleRoll) seen.next ??= now;
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

const order = (page: Page) =>
  page.evaluate(() => (window as unknown as { farkleOrder: Record<string, number> }).farkleOrder);

test('the dice land, then the banner and the next turn, then after a pause the bot throws', async ({
  app,
}) => {
  const { page } = app;
  await upToTheFarkle(page);
  await watchOrder(page);
  await page.getByTestId('roll').click();
  await expect(page.getByTestId('moment-farkle')).toContainText('You farkled: 300 lost');
  await expect.poll(async () => (await order(page)).next, { timeout: 15_000 }).toBeDefined();
  const { landed, banner, heading, next } = await order(page);
  expect(landed, 'the dice landed').toBeDefined();
  expect(banner!).toBeGreaterThanOrEqual(landed!);
  expect(heading!).toBeGreaterThanOrEqual(landed!);
  // The bot waits for the pause after the landing (1.2 s), then its own delay.
  expect(next! - landed!).toBeGreaterThanOrEqual(1200);
});

test('with "wait for a key" the farkle stays until a key is pressed', async ({ app }) => {
  const { page } = app;
  await page.getByTestId('open-settings').click();
  await page.getByTestId('settings-farkle-hold').selectOption('key');
  await expect(page.getByTestId('settings-status')).toHaveText('Saved.');
  await page.keyboard.press('Escape');
  await upToTheFarkle(page);
  await watchOrder(page);
  await page.getByTestId('roll').click();
  await expect(page.getByTestId('farkle-wait')).toBeVisible();
  await page.waitForTimeout(3_000);
  expect((await order(page)).next, 'no throw while the farkle waits').toBeUndefined();
  await expect(page.getByTestId('moment-farkle')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('farkle-wait')).toHaveCount(0);
  await expect.poll(async () => (await order(page)).next, { timeout: 15_000 }).toBeDefined();
});
