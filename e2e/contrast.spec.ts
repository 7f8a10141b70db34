/**
 * Text contrast measured on the rendered pixels, in both themes, on every screen and dialog:
 * each visible text box against the colour most of the screenshot under it shows (axe cannot
 * judge text over the felt's gradients and leaves it "needs review"). At least 4.5:1, 3:1 for
 * large text. Pictures go to e2e/screenshots/contrast-<theme>-<screen>.png.
 */
import type { Page } from '@playwright/test';
import { copiesOfOneGame } from '../src-main/api/test-app';
import { expect, test } from './fixtures';
import { callApi } from './helpers/api';
import { contrastFailures, contrastFailuresInView } from './helpers/contrast';
import { quickBanksGame } from './helpers/replay';
import { newGame, playSoloTestTurn, selectFaces, startTableWithBot } from './helpers/ui';

const THEMES = ['felt', 'light'] as const;

for (const theme of THEMES) {
  test(`every screen reads at 4.5:1 in the ${theme} theme`, async ({ app }) => {
    test.setTimeout(240_000);
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 800 });
    // Soft: every screen is checked, and the report lists each screen's faint text.
    const check = async (screen: string): Promise<void> => {
      const picture = `e2e/screenshots/contrast-${theme}-${screen}.png`;
      const failures = await contrastFailures(page, picture);
      expect.soft(failures, `faint text on ${screen} (${theme})`).toEqual([]);
    };

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
    await newGame(page, {
      preset: 'minimal',
      seats: [{ name: 'Ann' }, { name: 'Ben' }],
      seed: '7',
    });
    await page.getByTestId('roll').click();
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
    await page.getByTestId('open-settings').click();
    await page.getByTestId(`settings-theme-${theme}`).check();
    await page.keyboard.press('Escape');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
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
