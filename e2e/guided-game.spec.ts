/**
 * The guided first game: offered once on a first run (after the name), a real game on a fixed
 * seed whose table points at what to press, step by step, through a keep, a roll, a farkle and a
 * bank; skippable at any step, and replayable from How to play. Pictures:
 * e2e/screenshots/guided-<theme>-<size>.png.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { GUIDED_GAME } from '../src-shared/guided-game';
import { expect, test } from './fixtures';
import { callApi } from './helpers/api';
import { chooseTheme, screenshot, sidewaysOverflow } from './helpers/ui';

test.use({ firstRun: true });

const guide = (page: Page) => page.getByTestId('guide');

/** The guide is at this step, and says so to screen readers. */
async function expectStep(page: Page, step: string, said: string): Promise<void> {
  await expect(guide(page)).toHaveAttribute('data-step', step, { timeout: 30_000 });
  await expect(guide(page)).toContainText(said);
  await expect(page.getByTestId('announcer-polite')).toContainText(`Guide: ${said}`);
}

/** The guide's ring stands around the thing to press (it follows the target a frame later). */
async function expectPointedAt(page: Page, testid: string): Promise<void> {
  await expect(async () => {
    const target = await page.getByTestId(testid).first().boundingBox();
    const ring = await page.locator('.ring').boundingBox();
    expect(target && ring, `the ring around ${testid}`).toBeTruthy();
    expect(ring!.x).toBeLessThanOrEqual(target!.x);
    expect(ring!.y).toBeLessThanOrEqual(target!.y);
    expect(ring!.x + ring!.width).toBeGreaterThanOrEqual(target!.x + target!.width);
    expect(ring!.y + ring!.height).toBeGreaterThanOrEqual(target!.y + target!.height);
  }).toPass({ timeout: 5_000 });
}

const SIZES = [
  { name: '1280x800', width: 1280, height: 800 },
  { name: '800x600', width: 800, height: 600 },
  { name: 'zoom200', width: 640, height: 400 },
];

/** The callout never covers the screen's bar, whose rules and players stay readable. */
async function expectUnderBar(page: Page, size: string): Promise<void> {
  await expect(async () => {
    const bar = await page.locator('.table-screen header.bar').boundingBox();
    const callout = await guide(page).boundingBox();
    expect(callout!.y, `the callout under the bar at ${size}`).toBeGreaterThanOrEqual(
      bar!.y + bar!.height,
    );
  }).toPass({ timeout: 5_000 });
}

/** Pictures of the guide at each size in this theme; the callout stays inside the window. */
async function pictures(page: Page, theme: 'felt' | 'light'): Promise<void> {
  await chooseTheme(page, theme);
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await expect(guide(page)).toBeInViewport({ ratio: 1 });
    await expectUnderBar(page, size.name);
    await screenshot(page, `guided-${theme}-${size.name}`);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the guided first game goes through a keep, a roll, a farkle and a bank', async ({ app }) => {
  test.setTimeout(120_000);
  const { page } = app;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('name-prompt-skip').click();
  await page.getByTestId('guide-offer-play').click();

  await expectStep(page, 'roll-first', 'Your first roll');
  await expectPointedAt(page, 'roll');
  // At 200% the Roll button sits low, the callout between it and the bar.
  await page.setViewportSize({ width: 640, height: 400 });
  await expectUnderBar(page, 'zoom200');
  await expectPointedAt(page, 'roll');
  await page.setViewportSize({ width: 1280, height: 800 });
  // A lesson at this screen: nothing to share with another device.
  await expect(page.getByTestId('invite-players')).toHaveCount(0);
  // The keyboard plays the guided game as any other: R rolls, a number picks a die.
  await page.keyboard.press('r');
  await expectStep(page, 'pick-one', 'Set aside the 1');
  await expectPointedAt(page, `die-${GUIDED_GAME.firstKeep[0] + 1}`);
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  await pictures(page, 'felt');
  await pictures(page, 'light');
  await page.keyboard.press(String(GUIDED_GAME.firstKeep[0] + 1));
  await expectStep(page, 'roll-rest', 'Roll the other five');
  await page.getByTestId('roll').click();
  await expectStep(page, 'farkle', 'A farkle!');
  await expect(page.getByTestId('seat-total-0')).toHaveText('0');

  // The bot plays; the guide comes back to the player's roll.
  await expectStep(page, 'roll-second', 'Your turn again');
  await page.getByTestId('roll').click();
  await expectStep(page, 'pick-three', 'Set aside the three 4s');
  for (const position of GUIDED_GAME.secondKeep) {
    await expectPointedAt(page, `die-${position + 1}`);
    await page.getByTestId(`die-${position + 1}`).click();
  }
  await expectStep(page, 'bank', 'Bank your 400');
  await expectPointedAt(page, 'bank');
  await page.getByTestId('bank').click();
  await expectStep(page, 'done', 'You banked 400!');
  await expect(page.getByTestId('seat-total-0')).toHaveText('400');
  await page.getByTestId('guide-finish').click();
  await expect(guide(page)).toHaveCount(0);

  // A real game: it waits among the unfinished games like any other.
  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('unfinished-row').first()).toContainText(GUIDED_GAME.botName);
});

test('the guide is offered once; How to play starts it again, and Skip ends it at any step', async ({
  app,
}) => {
  const { page } = app;
  await page.getByTestId('name-prompt-skip').click();
  await expect(page.getByTestId('guide-offer')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'guide-offer-1280x800');
  await page.setViewportSize({ width: 800, height: 600 });
  await screenshot(page, 'guide-offer-800x600');
  await page.getByTestId('guide-offer-skip').click();
  await expect(page.getByTestId('guide-offer')).toHaveCount(0);
  // Said once the answer is kept: a reload before then could come ahead of the save.
  await expect(page.getByTestId('announcer-polite')).toContainText(
    'The guided game waits in How to play',
  );
  await page.reload();
  await expect(page.getByTestId('start-game')).toBeEnabled();
  await expect(page.getByTestId('guide-offer')).toHaveCount(0);
  expect((await callApi(page, 'getSettings', null)).guideOffered).toBe(true);

  await page.getByTestId('home-how-to-play-farkle').click();
  await page.getByTestId('how-to-play-guided').click();
  await expectStep(page, 'roll-first', 'Your first roll');
  await page.getByTestId('roll').click();
  await expectStep(page, 'pick-one', 'Set aside the 1');
  // Skip is a button in reach of the keyboard.
  await page.getByTestId('guide-skip').focus();
  await page.keyboard.press('Enter');
  await expect(guide(page)).toHaveCount(0);
  await expect(page.getByTestId('announcer-polite')).toContainText('Guide skipped');
  // The game goes on without the guide.
  await page.getByTestId(`die-${GUIDED_GAME.firstKeep[0] + 1}`).click();
  await expect(page.getByTestId('selection-score')).toHaveText('100');
});

test('a move off the script ends the guide and the game goes on', async ({ app }) => {
  const { page } = app;
  await page.getByTestId('name-prompt-skip').click();
  await page.getByTestId('guide-offer-play').click();
  await page.getByTestId('roll').click();
  await page.getByTestId(`die-${GUIDED_GAME.firstKeep[0] + 1}`).click();
  await page.getByTestId('bank').click();
  await expectStep(page, 'off-script', 'Your own way');
  await page.getByTestId('guide-finish').click();
  await expect(guide(page)).toHaveCount(0);
});
