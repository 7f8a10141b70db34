/** The whole game by keyboard: Tab and Enter through the setup, then 1-6, R and B at the table. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectLiveFaces, expectNumber, keptFaces, totalOf } from './helpers/ui';

async function focused(page: Page): Promise<string | null> {
  return page
    .locator('body')
    .evaluate((body) => body.ownerDocument.activeElement?.getAttribute('data-testid') ?? null);
}

/** Presses Tab until the element with this test id has the focus. */
async function tabTo(page: Page, testId: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if ((await focused(page)) === testId) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${testId}`);
}

async function focusRing(page: Page): Promise<string> {
  return page.locator('body').evaluate((body) => {
    const el = body.ownerDocument.activeElement;
    const view = body.ownerDocument.defaultView;
    return el && view ? view.getComputedStyle(el).outlineStyle : 'none';
  });
}

test('a whole turn by keyboard: setup with Tab and Enter, then R, 1, 2, R, 4, B', async ({
  app,
}) => {
  const { page } = app;
  await expect(page.getByTestId('setup')).toBeVisible();

  // Rules: the preset radios move with the arrow keys.
  await tabTo(page, 'preset-house');
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('preset-minimal')).toBeChecked();
  expect(await focusRing(page)).not.toBe('none');

  // One person: remove the second seat.
  await tabTo(page, 'remove-seat-1');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-testid^="seat-row-"]')).toHaveCount(1);
  await tabTo(page, 'seat-name-0');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Kay');
  await tabTo(page, 'seed-input');
  await page.keyboard.type('0xda');
  await tabTo(page, 'start-game');
  expect(await focusRing(page)).not.toBe('none');
  await page.keyboard.press('Enter');

  // The table opens with the focus on Roll.
  await expect(page.getByTestId('seed')).toHaveText('218 (0xda)');
  await expect.poll(() => focused(page)).toBe('roll');
  await page.keyboard.press('r');
  await expectLiveFaces(page, '133345');
  await page.keyboard.press('1');
  await page.keyboard.press('2');
  await expect(page.getByTestId('die-1')).toHaveAttribute('aria-label', 'die 1: five, selected');
  await expect(page.getByTestId('die-2')).toHaveAttribute('aria-label', 'die 2: one, selected');
  await expect(page.getByTestId('selection-score')).toHaveText('150');
  await page.keyboard.press('r');
  await expectLiveFaces(page, '1356');
  expect(await keptFaces(page)).toBe('15');
  await expect(page.getByTestId('die-1')).toHaveAttribute('aria-label', 'die 1: five, kept');
  await expectNumber(page.getByTestId('turn-total'), 150);
  await page.keyboard.press('4');
  await expect(page.getByTestId('selection-score')).toHaveText('50');
  await page.keyboard.press('b');
  await expectNumber(totalOf(page, 0), 200);
  await expect(page.getByTestId('log-points')).toHaveText('+200');
  await expect(page.getByTestId('announcer')).toContainText('Kay banked 200. Total 200.');

  // Every control on the table is reachable with Tab, and shows where the focus is.
  await tabTo(page, 'bank');
  expect(await focusRing(page)).not.toBe('none');
  await tabTo(page, 'new-game');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('setup')).toBeVisible();
});
