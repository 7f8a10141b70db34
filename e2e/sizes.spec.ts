/**
 * Every screen usable in a small window (800x600) and at 200% zoom (a 1280x800 window, 640x400
 * CSS pixels): the setup, Settings, the table, hotseat and game over keep their key controls
 * inside the window and uncovered. Pictures: e2e/screenshots/size-<screen>-<size>.png.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { callApi } from './helpers/api';
import { SMALL_SIZES, expectInWindow, expectReachable, pictureAt } from './helpers/reach';
import { recordGame } from './helpers/replay';
import { playSoloTestTurn, selectFaces, startHotseatRolled } from './helpers/ui';

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

/**
 * The setup's controls that, scrolled to as Tab scrolls to them, still lie under the start bar
 * (which stays in the window at every size).
 */
function controlsUnderStartBar(page: Page): Promise<string[]> {
  return page.getByTestId('setup').evaluate((setup) => {
    const bar = setup.querySelector('.start-bar')!;
    const under = [...setup.querySelectorAll('input, select, button, .help, h2')]
      .filter((el) => !bar.contains(el) && el.getClientRects().length > 0)
      .filter((el) => {
        el.scrollIntoView({ block: 'nearest' });
        const box = el.getBoundingClientRect();
        const hit = setup.ownerDocument.elementFromPoint(
          box.left + box.width / 2,
          box.top + box.height / 2,
        );
        return hit !== null && bar.contains(hit);
      })
      .map(
        (el) => el.getAttribute('data-testid') ?? el.textContent?.trim().slice(0, 30) ?? el.tagName,
      );
    setup.ownerDocument.defaultView!.scrollTo(0, 0);
    return under;
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
  await startHotseatRolled(page);
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

// ---- In view without scrolling (issue 39): Start, Roll and Bank with the dice, the game-over
// buttons, on the Farkle, Roll-Dice-Roll and Pig screens; and the fair-start wait beside the help.

/** Each size in turn, the page at its top, as a player meets the screen. */
async function atEachSmallSize(
  page: Page,
  what: string,
  check: (size: string) => Promise<void>,
): Promise<void> {
  for (const size of SMALL_SIZES) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await pictureAt(page, size, what);
    await check(size.name);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('Start is in view without scrolling on every setup, at 800x600 and 200% zoom', async ({
  app,
}) => {
  const { page } = app;
  await expect(page.getByTestId('start-game')).toBeEnabled();
  await atEachSmallSize(page, 'setup-start', (size) =>
    expectInWindow(page.getByTestId('start-game'), `Start game at ${size}`),
  );
  await page.getByTestId('open-rolldice').click();
  await expect(page.getByTestId('rd-setup')).toBeVisible();
  await atEachSmallSize(page, 'rolldice-setup', (size) =>
    expectInWindow(page.getByTestId('rd-start'), `Roll-Dice-Roll's Start at ${size}`),
  );
  await page.getByTestId('back-home').click();
  await page.getByTestId('open-pig').click();
  await expect(page.getByTestId('pig-setup')).toBeVisible();
  await atEachSmallSize(page, 'pig-setup', (size) =>
    expectInWindow(page.getByTestId('pig-start'), `Pig's Start at ${size}`),
  );
});

test('Roll and Bank stand with the dice, without scrolling, at 800x600 and 200% zoom', async ({
  app,
}) => {
  const { page } = app;
  await startHotseatRolled(page);
  await expect(page.getByTestId('turn-rolls')).toBeVisible();
  await atEachSmallSize(page, 'farkle-controls', async (size) => {
    for (const die of [1, 6]) {
      await expectInWindow(page.getByTestId(`die-${die}`), `die ${die} at ${size}`);
    }
    await expectInWindow(page.getByTestId('roll'), `Roll at ${size}`);
    await expectInWindow(page.getByTestId('bank'), `Bank at ${size}`);
  });
  // A keep chosen: its score and how it is made up take a line more under the dice.
  await selectFaces(page, [1, 5, 5]);
  await expect(page.getByTestId('selection-breakdown')).toBeVisible();
  await atEachSmallSize(page, 'farkle-keep', async (size) => {
    await expectInWindow(page.getByTestId('die-1'), `die 1 with a keep at ${size}`);
    await expectInWindow(page.getByTestId('roll'), `Roll with a keep at ${size}`);
    await expectInWindow(page.getByTestId('bank'), `Bank with a keep at ${size}`);
  });

  await page.getByTestId('new-game').click();
  await page.getByTestId('open-rolldice').click();
  await page.getByTestId('rd-start').click();
  await expect(page.getByTestId('rd-dice')).toBeVisible();
  await atEachSmallSize(page, 'rolldice-controls', async (size) => {
    const dice = page.getByTestId('rd-dice');
    await expectInWindow(dice.getByTestId('die-1'), `die 1 at ${size}`);
    await expectInWindow(dice.getByTestId('die-5'), `die 5 at ${size}`);
    await expectInWindow(page.getByTestId('rd-stop'), `Stop round at ${size}`);
    await expectInWindow(page.getByTestId('rd-retarget'), `New target at ${size}`);
  });

  await page.getByTestId('back-home').click();
  await page.getByTestId('open-pig').click();
  await page.getByTestId('pig-start').click();
  await expect(page.getByTestId('pig-board')).toBeVisible();
  await atEachSmallSize(page, 'pig-controls', async (size) => {
    await expectInWindow(page.getByTestId('pig-roll'), `Pig's Roll at ${size}`);
    await expectInWindow(page.getByTestId('pig-hold'), `Pig's Hold at ${size}`);
  });
});

test('the game-over buttons are in view without scrolling at 800x600', async ({ app }) => {
  test.setTimeout(120_000);
  const { page } = app;
  // A two-seat game one bank from its end (the end card then tells the most).
  const { replay } = recordGame({
    preset: 'minimal',
    seed: 5,
    names: ['Ann', 'Bo'],
    bankAt: [300, 300],
  });
  const last = replay.actions.at(-1);
  expect(last?.type, 'the recorded game ends with a bank').toBe('bank');
  await callApi(page, 'importFile', {
    text: JSON.stringify({ ...replay, actions: replay.actions.slice(0, -1) }),
  });
  await page.reload();
  await page.getByTestId('resume-unfinished').first().click();
  await page.getByTestId('bank').click();
  await expect(page.getByTestId('game-over')).toBeVisible();
  await page.setViewportSize({ width: 800, height: 600 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await pictureAt(page, { name: '800x600', width: 800, height: 600 }, 'game-over-two-seats');
  for (const control of ['rematch', 'new-game-end', 'review-game', 'save-replay']) {
    await expectInWindow(
      page.getByTestId('game-over').getByTestId(control),
      `${control} at 800x600`,
    );
  }

  // Roll-Dice-Roll's end: three rounds of one roll each.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('new-game-end').click();
  await page.getByTestId('open-rolldice').click();
  await page.getByTestId('rd-start').click();
  for (let round = 1; round <= 3; round++) {
    await page.getByTestId('rd-dice').getByTestId('die-1').click();
    await expect(page.getByTestId('rd-turn')).toHaveText('1');
    await page.getByTestId('rd-stop').click();
  }
  await expect(page.getByTestId('rd-result')).toBeVisible();
  await pictureAt(page, { name: '800x600', width: 800, height: 600 }, 'rolldice-end');
  await expectInWindow(page.getByTestId('rd-play-again'), 'Play again at 800x600');
});

test('the fair-start wait leaves the seed help readable (1280x800, light)', async ({ app }) => {
  const { page } = app;
  const settings = await callApi(page, 'getSettings', null);
  await callApi(page, 'saveSettings', { ...settings, theme: 'light' });
  await page.reload();
  await page.setViewportSize({ width: 1280, height: 800 });
  // The setup's defaults (the house rules, You against Milo, whose description lengthens the
  // players' panel), made a short game with a fair start.
  await page.getByTestId('short-game').click();
  await page.getByTestId('fair-start').check();
  await page.getByTestId('start-game').click();
  const waiting = page.getByTestId('fair-start-waiting');
  await expect(waiting).toContainText(/Working out the odds|Waiting to work out the odds/);
  // As a player who scrolls back up to read the form meets it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'e2e/screenshots/size-fair-start-wait-1280x800.png' });
  // Every line of help in the Dice panel is drawn uncovered, and the wait's words lie over none.
  const overlaps = await page.getByTestId('setup').evaluate((setup) => {
    const words = setup
      .querySelector('[data-testid="fair-start-waiting"]')!
      .getBoundingClientRect();
    return [...setup.querySelectorAll('.dice .help')].flatMap((help) => {
      const box = help.getBoundingClientRect();
      const hit = setup.ownerDocument.elementFromPoint(box.left + 4, box.bottom - 4);
      const covered = hit !== help && !help.contains(hit);
      const crossed =
        box.bottom > words.top &&
        box.top < words.bottom &&
        box.right > words.left &&
        box.left < words.right;
      return covered || crossed ? [help.textContent?.trim().slice(0, 40) ?? ''] : [];
    });
  });
  expect(overlaps, 'help under the fair-start wait').toEqual([]);
});
