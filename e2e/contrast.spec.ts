/**
 * Text contrast measured on the rendered pixels, in both themes, on every screen and dialog:
 * each visible text box against the colour most of the screenshot under it shows (axe cannot
 * judge text over the felt's gradients and leaves it "needs review"). At least 4.5:1, 3:1 for
 * large text. Pictures go to e2e/screenshots/contrast-<theme>-<screen>.png.
 */
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import type { Settings } from '../src-shared/api';
import { copiesOfOneGame } from '../src-main/api/test-app';
import { expect, test } from './fixtures';
import { callApi } from './helpers/api';
import { contrastFailures, contrastFailuresInView, settle } from './helpers/contrast';
import { contrastRatio, dominantColour, type Rgb } from './helpers/contrast-math';
import { rollPig } from './helpers/pig';
import { SMALL_SIZES } from './helpers/reach';
import { quickBanksGame } from './helpers/replay';
import {
  chooseTheme,
  expectLiveFaces,
  fillSetup,
  newGame,
  pickThreeThreesAgainstBot,
  playSoloTestTurn,
  playSoloTestTurnFromSetup,
  selectFaces,
  startHotseatRolled,
  startTableWithBot,
} from './helpers/ui';

const THEMES = ['felt', 'light'] as const;

/**
 * Checks the page as it stands, softly: every screen is checked, and the report lists each
 * screen's faint text. Its picture goes to e2e/screenshots/contrast-<theme>-<screen>.png.
 */
function checker(page: Page, theme: (typeof THEMES)[number]): (screen: string) => Promise<void> {
  return async (screen) => {
    const picture = `e2e/screenshots/contrast-${theme}-${screen}.png`;
    const failures = await contrastFailures(page, picture);
    expect.soft(failures, `faint text on ${screen} (${theme})`).toEqual([]);
  };
}

for (const theme of THEMES) {
  test(`every screen reads at 4.5:1 in the ${theme} theme`, async ({ app }) => {
    test.setTimeout(240_000);
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 800 });
    const check = checker(page, theme);

    await expect(page.getByTestId('start-game')).toBeEnabled();
    await page.getByTestId('open-settings').click();
    await page.getByTestId(`settings-theme-${theme}`).check();
    await page.getByTestId('settings-speed-instant').check();
    await page.getByTestId('settings-coach').check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await check('settings');
    await page.keyboard.press('Escape');

    await seedHistory(page);
    await check('home');
    await page.getByTestId('edit-rules').click();
    await expect(page.getByTestId('rule-target')).toBeVisible();
    await check('rules-editor');

    // The table with a bot, the coach's advice on a roll.
    await startTableWithBot(page);
    await expect(page.getByTestId('coach-best')).toBeVisible();
    await check('table');
    await selectFaces(page, [1, 5]);
    await expect(page.getByTestId('selection-score')).toHaveText('150');
    await expect(page.getByTestId('bank')).toContainText('150');
    await check('table-selected');

    // Hotseat: two people at one table.
    await page.getByTestId('new-game').click();
    await startHotseatRolled(page);
    // Measured once the roll is in: the table redraws its buttons and seats as the answer lands.
    await expect(page.getByTestId('turn-rolls')).toBeVisible();
    await check('hotseat');

    // Game over: the ECE 209 single test turn.
    await playSoloTestTurn(page, 'Ann');
    await check('game-over');

    // Home with unfinished games, and the dialog that deletes one.
    await page.getByTestId('new-game').click();
    await expect(page.getByTestId('unfinished-row').first()).toBeVisible();
    await page.getByTestId('abandon-unfinished').first().click();
    await expect(page.getByTestId('confirm-remove')).toBeVisible();
    await check('delete-game');
    await page.keyboard.press('Escape');

    await page.getByTestId('open-stats').click();
    await expect(page.getByTestId('stats-name')).toBeVisible();
    await check('stats');
    // Practice: an exercise from Ann's imported game, on the felt.
    await expect(page.getByTestId('stats-name')).toHaveText('Ann');
    await page.getByTestId('practice-start').click({ timeout: 30_000 });
    await expect(page.getByTestId('exercise')).toBeVisible();
    await check('exercise');
    await page.getByTestId('back-home').click();

    await page.getByTestId('open-history').click();
    await expect(page.getByTestId('history-row').first()).toBeVisible();
    await check('history');
    await page.getByTestId('open-replay').first().click();
    await expect(page.getByTestId('replay')).toBeVisible();
    await check('replay');
    await page.getByTestId('back-home').click();

    await page.getByTestId('open-lab').click();
    await expect(page.getByTestId('lab-form')).toBeVisible();
    await check('lab');
  });
}

for (const theme of THEMES) {
  test(`Pig reads at 4.5:1 in the ${theme} theme`, async ({ app }) => {
    test.setTimeout(120_000);
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 800 });
    const check = checker(page, theme);
    await page.getByTestId('open-settings').click();
    await page.getByTestId(`settings-theme-${theme}`).check();
    await page.getByTestId('settings-coach').check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await page.keyboard.press('Escape');

    await page.getByTestId('open-pig').click();
    await check('pig-setup');
    // Two people, so nothing moves while the table is measured: the coach and the odds after a
    // roll, then the 1 on the felt.
    await page.getByTestId('pig-bot-1').selectOption('');
    await page.getByTestId('pig-name-1').fill('Bea');
    await page.getByTestId('pig-seed').fill('7');
    await page.getByTestId('pig-start').click();
    for (let rolls = 0; rolls < 40; rolls++) {
      if ((await rollPig(page, rolls + 1)) === 1) break;
      if (rolls === 0) {
        await expect(page.getByTestId('pig-coach-hold')).toBeVisible();
        await check('pig-table');
      }
    }
    await expect(page.getByTestId('pig-one')).toBeVisible();
    await check('pig-one');
  });
}

/** The failures on How to play, its own scrolling page read a screenful at a time. */
async function howToPlayFailures(page: Page, path: string): Promise<string[]> {
  const dialog = page.getByTestId('how-to-play-page');
  const failures = new Set<string>();
  const { height, scroll } = await dialog.evaluate((el) => ({
    height: el.clientHeight,
    scroll: el.scrollHeight,
  }));
  for (let top = 0; ; top += Math.floor(height * 0.7)) {
    await dialog.evaluate((el, y) => el.scrollTo(0, y), top);
    const found = await contrastFailuresInView(page, top === 0 ? path : undefined);
    for (const failure of found) failures.add(failure);
    if (top + height >= scroll) break;
  }
  return [...failures];
}

for (const theme of THEMES) {
  test(`How to play and the guided game read at 4.5:1 in the ${theme} theme`, async ({ app }) => {
    test.setTimeout(120_000);
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 800 });
    await chooseTheme(page, theme);
    for (const game of ['farkle', 'rolldice', 'pig'] as const) {
      await page.getByTestId(`home-how-to-play-${game}`).click();
      await expect(page.getByTestId(`how-to-play-content-${game}`)).toBeVisible();
      const picture = `e2e/screenshots/contrast-${theme}-how-to-play-${game}.png`;
      const failures = await howToPlayFailures(page, picture);
      expect.soft(failures, `faint text on How to play ${game} (${theme})`).toEqual([]);
      await page.keyboard.press('Escape');
    }
    // A step of the guided game: its callout and ring over the table.
    await page.getByTestId('home-how-to-play-farkle').click();
    await page.getByTestId('how-to-play-guided').click();
    await page.getByTestId('roll').click();
    await expect(page.getByTestId('guide')).toHaveAttribute('data-step', 'pick-one');
    const failures = await contrastFailures(page, `e2e/screenshots/contrast-${theme}-guided.png`);
    expect.soft(failures, `faint text on the guided game (${theme})`).toEqual([]);
  });
}

/**
 * Two finished bot games in History (imported, as a player would), so Stats and History have
 * rows, and a game of Ann's whose quick banks give Stats exercises to practise.
 */
async function seedHistory(page: Page): Promise<void> {
  await callApi(page, 'importFile', { text: JSON.stringify(quickBanksGame()) });
  await page.getByTestId('open-history').click();
  await page.getByTestId('import-file').setInputFiles({
    name: 'games.json',
    mimeType: 'application/json',
    buffer: Buffer.from(await copiesOfOneGame(2, 11)),
  });
  await expect(page.getByTestId('file-outcome')).toContainText('2 imported', { timeout: 30_000 });
  await page.getByTestId('back-home').click();
}

// ---- Every state a player reaches (issue 39): errors, waits, Roll-Dice-Roll, practice, review.

/** Sets the theme (and the other settings the walk wants) the way Settings keeps them. */
async function useTheme(
  page: Page,
  theme: (typeof THEMES)[number],
  more: Partial<Settings> = {},
): Promise<void> {
  const settings = await callApi(page, 'getSettings', null);
  await callApi(page, 'saveSettings', { ...settings, theme, ...more });
  await page.reload();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/** The loopback host's answer to the fair-start wait's poll (Electron's IPC is not routed). */
const FAIR_START_ODDS = '**/api/fairStartOdds';

/**
 * Holds a fair start's wait while it is measured: each poll is answered as the first one was,
 * so neither its progress line nor the table that replaces it (after ~6 s of odds on two cores,
 * less than the four sizes' measurements) changes the page between a box's read and its pixels.
 */
async function holdFairStartWait(page: Page): Promise<void> {
  let first: { status: number; headers: Record<string, string>; body: Buffer } | undefined;
  await page.route(FAIR_START_ODDS, async (route) => {
    if (!first) {
      const response = await route.fetch();
      first = {
        status: response.status(),
        headers: response.headers(),
        body: await response.body(),
      };
    }
    await route.fulfill(first);
  });
}

/**
 * A soft check of the whole page as it stands at 1280x800, its picture saved as
 * contrast-<theme>-<screen>-<size>; with `small`, at 800x600 and 200% zoom too (the felt's edge
 * and the dice then lie under more of the words).
 */
function softChecker(
  page: Page,
  theme: string,
): (screen: string, options?: { small?: boolean }) => Promise<void> {
  const checkAt = async (screen: string, size: string): Promise<void> => {
    const picture = `e2e/screenshots/contrast-${theme}-${screen}-${size}.png`;
    const failures = await contrastFailures(page, picture);
    expect.soft(failures, `faint text on ${screen} at ${size} (${theme})`).toEqual([]);
  };
  return async (screen, { small = false } = {}) => {
    await checkAt(screen, '1280x800');
    if (!small) return;
    for (const size of SMALL_SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await settle(page);
      await checkAt(screen, size.name);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await settle(page);
  };
}

for (const theme of THEMES) {
  test(`errors, the fair-start wait and the farkle hold read at 4.5:1 (${theme})`, async ({
    app,
  }) => {
    test.setTimeout(240_000);
    const { page } = app;
    await useTheme(page, theme, { farkleHold: 'key', coach: true, botSpeed: 'slow' });
    const check = softChecker(page, theme);

    // A refused seed, said beside its field.
    await page.getByTestId('seed-input').fill('0x1g');
    await page.getByTestId('start-game').click();
    await expect(page.getByTestId('seed-error')).toContainText('is not a seed');
    await check('seed-error', { small: true });

    // A fair start under rules whose odds are worked out while the table waits.
    await fillSetup(page, { preset: 'house', seats: [{ name: 'Ann' }, { name: 'Bo' }] });
    await page.getByTestId('short-game').click();
    await page.getByTestId('fair-start').check();
    await holdFairStartWait(page);
    await page.getByTestId('start-game').click();
    const waiting = page.getByTestId('fair-start-waiting');
    await expect(waiting).toContainText('starts by itself');
    await check('fair-start-wait', { small: true });
    // What was measured was the wait, not the table that replaces it.
    await expect(waiting).toBeVisible();
    await page.unroute(FAIR_START_ODDS);
    await page.keyboard.press('Escape');

    // A keep the rules refuse, told under the dice.
    await page.goto(page.url());
    await newGame(page, {
      preset: 'csc276',
      seats: [{ name: 'Ann' }, { name: 'Ben' }],
      seed: '318',
    });
    await page.getByTestId('roll').click();
    await expectLiveFaces(page, '122345');
    await selectFaces(page, [2]);
    await expect(page.getByTestId('selection-message')).toBeVisible();
    await check('refused-keep', { small: true });

    // The coach's word on a keep, a farkle held on the felt, then the bot thinking.
    await page.getByTestId('new-game').click();
    await pickThreeThreesAgainstBot(page);
    await expect(page.getByTestId('next-advice')).toContainText('Chance of winning');
    await check('coach-advice', { small: true });
    await page.getByTestId('roll').click();
    await expect(page.getByTestId('farkle-wait')).toBeVisible();
    await check('farkle-hold', { small: true });
    await page.keyboard.press('Space');
    await expect(page.getByTestId('selection')).toContainText('Milo is thinking…');
    await check('bot-thinking', { small: true });
  });

  test(`Roll-Dice-Roll's setup, table, refusal and end read at 4.5:1 (${theme})`, async ({
    app,
  }) => {
    test.setTimeout(180_000);
    const { page } = app;
    await useTheme(page, theme);
    const check = softChecker(page, theme);
    await page.getByTestId('open-rolldice').click();
    await expect(page.getByTestId('rd-setup')).toBeVisible();
    await check('rolldice-setup');
    await page.getByTestId('rd-name-0').fill('Ada');
    await page.getByTestId('rd-seed').fill('0x2a');
    await page.getByTestId('rd-start').click();
    await expect(page.getByTestId('rd-player')).toHaveText('Ada');
    await check('rolldice-table', { small: true });
    await page.getByTestId('rd-stop').click();
    await expect(page.getByTestId('rd-error')).toBeVisible();
    await check('rolldice-refused');
    for (let round = 1; round <= 3; round++) {
      await page.getByTestId('rd-dice').getByTestId('die-1').click();
      await expect(page.getByTestId('rd-turn')).toHaveText('1');
      if (round === 1) await check('rolldice-rolled', { small: true });
      await page.getByTestId('rd-stop').click();
    }
    await expect(page.getByTestId('rd-result')).toBeVisible();
    await check('rolldice-end', { small: true });
  });

  test(`an answered exercise and a game's review read at 4.5:1 (${theme})`, async ({ app }) => {
    test.setTimeout(180_000);
    const { page } = app;
    const replay = quickBanksGame();
    await callApi(page, 'importFile', { text: JSON.stringify(replay) });
    await useTheme(page, theme);
    const check = softChecker(page, theme);
    await page.getByTestId('open-stats').click();
    await page.getByTestId('practice-start').click({ timeout: 30_000 });
    const exercise = page.getByTestId('exercise');
    await expect(exercise).toBeVisible();
    // Answered with Ann's own choice in the game: a wrong answer, with the options table.
    const move = Number(/move (\d+)/.exec(await exercise.locator('.words').innerText())![1]);
    const choice = replay.actions[move - 1]!;
    if (choice.type === 'keep') {
      for (const position of choice.dice) {
        await exercise.getByTestId(`die-${position + 1}`).click();
      }
      await exercise.getByTestId('exercise-keep').click();
    } else {
      await exercise.getByTestId(`exercise-${choice.type}`).click();
    }
    await expect(page.getByTestId('exercise-answer')).toBeVisible();
    await check('exercise-answered', { small: true });
    await page.getByTestId('back-home').click();

    // A finished game's end and its review, from the game-over card.
    await playSoloTestTurnFromSetup(page, 'Ann');
    await page.getByTestId('review-game').click();
    await expect(page.getByTestId('review-curve')).toBeVisible();
    await check('review');
  });
}

/** The colour most of a small patch of the window shows (a card's or a panel's ground). */
async function groundAt(page: Page, x: number, y: number): Promise<Rgb> {
  const png = PNG.sync.read(
    await page.screenshot({ clip: { x, y, width: 6, height: 6 }, animations: 'disabled' }),
  );
  return (
    dominantColour(
      png.data.filter((_, i) => i % 4 !== 3),
      [0, 0, 0],
    ) ?? [0, 0, 0]
  );
}

test('unchosen rule cards in the light theme stand on the panel, not greyed like a disabled control', async ({
  app,
}) => {
  const { page } = app;
  await useTheme(page, 'light');
  const panel = await page.getByTestId('preset-house').evaluate((input) => {
    const box = input.closest('section')!.getBoundingClientRect();
    return { x: box.left + 6, y: box.top + 6 };
  });
  const panelGround = await groundAt(page, panel.x, panel.y);
  for (const preset of ['ece209', 'minimal'] as const) {
    const card = await page.getByTestId(`preset-${preset}`).evaluate((input) => {
      const box = input.closest('label')!.getBoundingClientRect();
      return { x: box.right - 14, y: box.top + 6 };
    });
    const ground = await groundAt(page, card.x, card.y);
    // A grey card (the look of a disabled control) stands out from the cream panel by 1.4:1 or
    // more; a live one is the panel's own white.
    expect(contrastRatio(ground, panelGround), `the ${preset} card's ground`).toBeLessThan(1.15);
  }
});
