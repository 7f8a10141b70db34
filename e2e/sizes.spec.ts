/**
 * Every screen usable in a small window (800x600) and at 200% zoom (a 1280x800 window, 640x400
 * CSS pixels): the setup, Settings, the table, hotseat and game over keep their key controls
 * inside the window and uncovered. Pictures: e2e/screenshots/size-<screen>-<size>.png.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SMALL_SIZES, expectInWindow, expectReachable, pictureAt } from './helpers/reach';
import { newGame, playSoloTestTurn } from './helpers/ui';

/** How many pixels of a select's chosen words do not fit in the select (0 when all fit). */
function cutOfSelect(page: Page, testid: string): Promise<number> {
  return page.getByTestId(testid).evaluate((select) => {
    const field = select as unknown as {
      selectedOptions: Array<{ text: string }>;
      clientWidth: number;
    };
    const style = select.ownerDocument.defaultView!.getComputedStyle(select);
    const canvas = select.ownerDocument.createElement('canvas').getContext('2d')!;
    canvas.font = style.font;
    const words = canvas.measureText(field.selectedOptions[0]?.text ?? '').width;
    // The padding on both sides and the arrow (about 1.2em) take room too.
    const room =
      field.clientWidth -
      parseFloat(style.paddingLeft) -
      parseFloat(style.paddingRight) -
      1.2 * parseFloat(style.fontSize);
    return Math.max(0, Math.ceil(words - room));
  });
}

/** Whether the start bar lies over any other control of the setup in the window. */
function controlsUnderStartBar(page: Page): Promise<string[]> {
  return page.getByTestId('setup').evaluate((setup) => {
    const bar = setup.querySelector('.start-bar')!.getBoundingClientRect();
    const view = setup.ownerDocument.defaultView!;
    return [...setup.querySelectorAll('input, select, button, .help, h2')]
      .filter((el) => !el.closest('.start-bar'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.bottom <= 0 || box.top >= view.innerHeight || box.height === 0) return false;
        return (
          box.bottom > bar.top &&
          box.top < bar.bottom &&
          box.right > bar.left &&
          box.left < bar.right
        );
      })
      .map(
        (el) => el.getAttribute('data-testid') ?? el.textContent?.trim().slice(0, 30) ?? el.tagName,
      );
  });
}

test('the setup and Settings fit a small window and 200% zoom', async ({ app }) => {
  test.setTimeout(120_000);
  const { page } = app;
  await expect(page.getByTestId('start-game')).toBeEnabled();
  await page.getByTestId('add-bot').click();
  for (const size of SMALL_SIZES) {
    await pictureAt(page, size, 'setup');
    expect(await cutOfSelect(page, 'seat-kind-1'), `the bot's name at ${size.name}`).toBe(0);
    expect(await controlsUnderStartBar(page), `under the start bar at ${size.name}`).toEqual([]);
    await expectReachable(page.getByTestId('start-game'), `Start at ${size.name}`);
    await page.evaluate(() => window.scrollTo(0, 0));

    await page.getByTestId('open-settings').click();
    await pictureAt(page, size, 'settings');
    await expectInWindow(page.getByTestId('settings-drop'), `the Settings panel at ${size.name}`);
    // The theme and Mute are clicked on their labels (the inputs are drawn by them).
    const controls = {
      'the light theme': page.getByTestId('settings-theme-light').locator('xpath=..'),
      Mute: page.getByTestId('settings-muted').locator('xpath=..'),
      Close: page.getByTestId('settings-close'),
    };
    for (const [what, control] of Object.entries(controls)) {
      await expectReachable(control, `${what} at ${size.name}`);
    }
    await page.getByTestId('open-settings').click();
  }
});

test('the table, hotseat and game over fit a small window and 200% zoom', async ({ app }) => {
  test.setTimeout(120_000);
  const { page } = app;
  await page.setViewportSize({ width: 1280, height: 800 });
  await newGame(page, {
    preset: 'minimal',
    seats: [{ name: 'Ann' }, { name: 'Ben' }],
    seed: '7',
  });
  await page.getByTestId('roll').click();
  for (const size of SMALL_SIZES) {
    await pictureAt(page, size, 'hotseat');
    await expectReachable(page.getByTestId('die-1'), `the dice at ${size.name}`);
    await expectReachable(page.getByTestId('roll'), `Roll at ${size.name}`);
    await expectReachable(page.getByTestId('scoreboard'), `the scoreboard at ${size.name}`);
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  // In a small window the scores and the odds stand beside the dice, not under the fold.
  await page.setViewportSize({ width: 800, height: 600 });
  await expectInWindow(page.getByTestId('scoreboard'), 'the scoreboard at 800x600');
  await expectInWindow(page.getByTestId('win-chance'), 'the win-chance bar at 800x600');
  await expectInWindow(page.getByTestId('roll'), 'Roll at 800x600');

  // Game over: a one-seat ECE 209 test turn, under a long name.
  await page.setViewportSize({ width: 1280, height: 800 });
  await playSoloTestTurn(page, 'Maximiliana');
  for (const size of SMALL_SIZES) {
    await pictureAt(page, size, 'game-over');
    await expectReachable(page.getByTestId('rematch'), `Rematch at ${size.name}`);
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await page.setViewportSize({ width: 800, height: 600 });
  await expectInWindow(page.getByTestId('rematch'), 'Rematch at 800x600');
  const winner = page.getByTestId('winner');
  const lines = await winner.evaluate((h) => {
    const style = h.ownerDocument.defaultView!.getComputedStyle(h);
    return Math.round(h.getBoundingClientRect().height / parseFloat(style.lineHeight));
  });
  expect(lines, 'the winner line at 800x600').toBe(1);
});
