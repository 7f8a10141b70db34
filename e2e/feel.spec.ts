/** The table's feel: the scoring breakdown and aid, the themes, sound settings and the throw. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  expectLiveFaces,
  newGame,
  screenshot,
  selectFaces,
  type NewGameOptions,
} from './helpers/ui';

/** ECE 209 seed 111 (its own generator): the first roll is 1 3 4 4 4 5. */
const ECE209_111: NewGameOptions = {
  preset: 'ece209',
  seats: [{ name: 'Ada' }, { name: 'Bo' }],
  seed: '111',
  generator: 'ece209',
};

/**
 * Animations running on the dice right now that a player could see move (reduced motion leaves
 * CSS animations of 0.01 ms, which move nothing).
 */
function diceAnimations(page: Page): Promise<number> {
  return page
    .getByTestId('dice')
    .evaluate(
      (tray) =>
        tray
          .getAnimations({ subtree: true })
          .filter(
            (a: { effect: { getComputedTiming(): { duration?: unknown } } | null }) =>
              Number(a.effect?.getComputedTiming().duration ?? 0) > 1,
          ).length,
    );
}

/** The body's ink in each theme (theme.css). */
const INK = { felt: 'rgb(244, 241, 230)', light: 'rgb(31, 39, 33)' };

/**
 * Records, from now on, each theme the root takes with the body's ink read at that moment, before
 * any frame is drawn: a theme is worn at once, so nothing that reads a colour then (a chart, a
 * contrast check) gets the last theme's.
 */
async function recordInks(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (globalThis as unknown as { hotdiceInks: string[] }).hotdiceInks = seen;
    const root = document.documentElement;
    new MutationObserver(() => {
      seen.push(`${root.dataset.theme} ${getComputedStyle(document.body).color}`);
    }).observe(root, { attributeFilter: ['data-theme'] });
  });
  return () =>
    page.evaluate(() => (globalThis as unknown as { hotdiceInks: string[] }).hotdiceInks);
}

async function openSettings(page: Page): Promise<void> {
  await page.getByTestId('open-stats').click();
  await page.getByTestId('open-settings').click();
  await expect(page.getByTestId('settings-panel')).toBeVisible();
}

test('the breakdown of a keep and the dice that can score', async ({ app }) => {
  const { page } = app;
  await page.setViewportSize({ width: 1280, height: 800 });
  await newGame(page, ECE209_111);
  await page.getByTestId('roll').click();
  await expectLiveFaces(page, '134445');

  // The aid is off by default; on, it marks every die but the 3 (1, three 4s and a 5 score).
  await expect(page.locator('[data-testid^="scores-"]')).toHaveCount(0);
  await page.getByTestId('scoring-aid').check();
  await expect(page.locator('[data-testid^="scores-"]')).toHaveCount(5);
  const three = page.locator('[data-testid^="die-"][data-face="3"]');
  await expect(three).toHaveAttribute('aria-label', /^die \d: three$/);
  await expect(page.locator('[data-testid^="die-"][data-face="4"]').first()).toHaveAttribute(
    'aria-label',
    /^die \d: four, can score$/,
  );

  await selectFaces(page, [4, 4, 4, 1]);
  await expect(page.getByTestId('selection-score')).toHaveText('500');
  await expect(page.getByTestId('selection-breakdown')).toHaveText(
    /^(three 4s \+ a 1 = 400 \+ 100|a 1 \+ three 4s = 100 \+ 400) = 500$/,
  );
  // ECE 209 lets a junk die ride along: the breakdown says it scores nothing.
  await selectFaces(page, [3]);
  await expect(page.getByTestId('selection-breakdown')).toContainText('; 3 scores nothing');
  await screenshot(page, 'feel-breakdown-1280x800');
});

test('a refused Roll says why once', async ({ app }) => {
  const { page } = app;
  await newGame(page, ECE209_111);
  await page.getByTestId('roll').click();
  await expectLiveFaces(page, '134445');
  const reason = 'set aside at least one scoring die before you roll again';
  await page.getByTestId('roll').click({ force: true });
  await page.keyboard.press('r');
  await expect(page.getByTestId('announcer')).toContainText(reason);
  await expect(page.getByText(reason, { exact: true })).toHaveCount(1);
  await expect(page.getByTestId('error')).toHaveCount(0);
});

test('the light table and the felt, chosen or following the system', async ({ app }) => {
  const { page } = app;
  const theme = () => page.locator('html').getAttribute('data-theme');
  await expect.poll(theme).toBe('felt');
  await newGame(page, ECE209_111);
  await page.getByTestId('roll').click();
  await expectLiveFaces(page, '134445');
  await selectFaces(page, [1]);
  for (const size of [
    { width: 1280, height: 800 },
    { width: 800, height: 600 },
  ]) {
    await page.setViewportSize(size);
    await screenshot(page, `feel-felt-${size.width}x${size.height}`);
  }

  await page.getByTestId('new-game').click();
  await openSettings(page);
  const inks = await recordInks(page);
  await page.getByTestId('settings-theme-light').check();
  await expect(page.getByTestId('settings-status')).toHaveText('Saved.');
  await expect.poll(theme).toBe('light');
  expect(await inks()).toEqual([`light ${INK.light}`]);

  // The system's preference, followed while the setting says so (the system's light is the
  // light table already: no change of theme).
  await page.getByTestId('settings-theme-system').check();
  await expect(page.getByTestId('settings-status')).toHaveText('Saved.');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(theme).toBe('felt');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(theme).toBe('light');
  expect(await inks()).toEqual([`light ${INK.light}`, `felt ${INK.felt}`, `light ${INK.light}`]);

  await page.getByTestId('back-home').click();
  await page.getByTestId('unfinished').getByRole('button', { name: 'Resume' }).first().click();
  await expect(page.getByTestId('turn-total')).toBeVisible();
  await selectFaces(page, [1]);
  for (const size of [
    { width: 1280, height: 800 },
    { width: 800, height: 600 },
  ]) {
    await page.setViewportSize(size);
    await screenshot(page, `feel-light-${size.width}x${size.height}`);
  }
  // The selected die is raised and checked, not only coloured.
  await expect(page.locator('.die.selected .check')).toHaveCount(1);
});

test('volume and mute are kept across a reload', async ({ app }) => {
  const { page } = app;
  await openSettings(page);
  await expect(page.getByTestId('settings-muted')).not.toBeChecked();
  await page.getByTestId('settings-volume').fill('30');
  await expect(page.getByTestId('settings-status')).toHaveText('Saved.');
  await page.getByTestId('settings-muted').check();
  await expect(page.getByTestId('settings-status')).toHaveText('Saved.');
  await expect(page.getByTestId('settings-volume')).toBeDisabled();

  await page.reload();
  await openSettings(page);
  await expect(page.getByTestId('settings-muted')).toBeChecked();
  await expect(page.getByTestId('settings-volume')).toHaveValue('30');
});

/**
 * Counts, in the page, the animations started from now on that last long enough to be seen: a
 * throw can be over before a poll from the test looks, on a busy machine.
 */
async function countThrows(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const counted = globalThis as unknown as { hotdiceThrows: number };
    counted.hotdiceThrows = 0;
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with each element's this
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, frames, options) {
      if (typeof options === 'object' && Number(options.duration) > 1) counted.hotdiceThrows++;
      return animate.call(this, frames, options);
    };
  });
  return () =>
    page.evaluate(() => (globalThis as unknown as { hotdiceThrows: number }).hotdiceThrows);
}

test('the dice tumble and land on the rolled faces', async ({ app }) => {
  const { page } = app;
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await newGame(page, ECE209_111);
  const throws = await countThrows(page);
  await page.getByTestId('roll').click();
  // The labels say the rolled faces from the first frame of the throw.
  await expectLiveFaces(page, '134445');
  expect(await throws()).toBe(6);
  await expect.poll(() => diceAnimations(page)).toBe(0);
  await expectLiveFaces(page, '134445');
});

test('nothing moves under reduced motion', async ({ app }) => {
  const { page } = app;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await newGame(page, ECE209_111);
  await page.getByTestId('roll').click();
  await expectLiveFaces(page, '134445');
  expect(await diceAnimations(page)).toBe(0);
  await selectFaces(page, [1]);
  await page.getByTestId('roll').click();
  await expect(page.getByTestId('turn-total')).toContainText('100');
  expect(await diceAnimations(page)).toBe(0);
});

test('bot characters show their faces in the lineup and on the scoreboard', async ({ app }) => {
  const { page } = app;
  await newGame(page, {
    preset: 'minimal',
    seats: [{ name: 'Ada' }, { name: 'Milo', bot: 'greedy' }],
    seed: '5',
  });
  await expect(page.getByTestId('scoreboard').locator('svg[data-bot="greedy"]')).toBeVisible();
  await expect(page.getByTestId('seat-0').locator('svg[data-bot]')).toHaveCount(0);

  await page.getByTestId('new-game').click();
  await page.getByTestId('add-bot').click();
  const last = (await page.locator('[data-testid^="seat-row-"]').count()) - 1;
  await page.getByTestId(`seat-kind-${last}`).selectOption('greedy');
  // The words for Milo in docs/playing.md, the mid-ladder character.
  const character = page.getByTestId(`character-${last}`);
  await expect(character).toContainText('Does the sums for one more roll, but never for two.');
  await expect(character.locator('svg[data-bot="greedy"]')).toBeVisible();
  await page.getByTestId(`seat-kind-${last}`).selectOption('optimal');
  await expect(character.locator('svg[data-bot="optimal"]')).toBeVisible();
  await screenshot(page, 'feel-lineup-faces');
});

test('a throw is heard after the first gesture, and nothing under mute', async ({ app }) => {
  const { page } = app;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Count the sound sources the table starts (noise bursts and tones).
  await page.evaluate(() => {
    type Make = (this: unknown) => unknown;
    const g = globalThis as unknown as {
      sources: number;
      AudioContext: { prototype: Record<string, Make> };
    };
    g.sources = 0;
    const proto = g.AudioContext.prototype;
    for (const name of ['createBufferSource', 'createOscillator']) {
      const make = proto[name]!;
      Object.defineProperty(proto, name, {
        value(this: unknown) {
          g.sources++;
          return make.call(this);
        },
      });
    }
  });
  const sources = () => page.evaluate(() => (globalThis as unknown as { sources: number }).sources);
  await newGame(page, ECE209_111);
  await page.getByTestId('roll').click();
  await expectLiveFaces(page, '134445');
  await expect.poll(sources).toBeGreaterThan(0);

  await page.getByTestId('new-game').click();
  await openSettings(page);
  await page.getByTestId('settings-muted').check();
  await expect(page.getByTestId('settings-status')).toHaveText('Saved.');
  await page.getByTestId('back-home').click();
  await page.getByTestId('unfinished').getByRole('button', { name: 'Resume' }).first().click();
  await expectLiveFaces(page, '134445');
  await selectFaces(page, [1]);
  const before = await sources();
  await page.getByTestId('roll').click();
  await expect(page.getByTestId('turn-total')).toContainText('100');
  expect(await sources()).toBe(before);
  expect(errors).toEqual([]);
});
