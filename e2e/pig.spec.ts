/**
 * Pig through the UI. A first game with the setup's defaults: the bots listed with their levels,
 * a middle one seated, the player seed changed before the first roll (and fixed by it), the die
 * drawn and thrown, a 1 shown on the felt, the coach and the win bar; pictures of the setup and
 * the table at 1280x800, 800x600 and 200% in both themes. Then a seeded game to 20 against
 * Hollis, played by clicks to a winner, replayed from History, exported and imported again.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { PigReplay, PigView } from '../src-shared/pig';
import { expect, test } from './fixtures';
import { callApi } from './helpers/api';
import { pigTable, rollPig } from './helpers/pig';
import { expectInWindow } from './helpers/reach';
import { screenshot, sidewaysOverflow } from './helpers/ui';

const SIZES = [
  { name: '1280x800', width: 1280, height: 800 },
  { name: '800x600', width: 800, height: 600 },
  // 200% zoom of a 1280x800 window: the page gets half the CSS pixels.
  { name: 'zoom200', width: 640, height: 400 },
];

/**
 * Pictures in both themes at every size, none scrolling sideways and these controls in the window
 * without scrolling; back to 1280x800, felt.
 */
async function picturesEverywhere(page: Page, what: string, inView: string[]): Promise<void> {
  for (const theme of ['felt', 'light'] as const) {
    await setTheme(page, theme);
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await screenshot(page, `pig-${what}-${theme}-${size.name}`);
      expect(await sidewaysOverflow(page), `${what} at ${size.name}`).toBeLessThanOrEqual(0);
      for (const testid of inView) {
        await expectInWindow(page.getByTestId(testid), `${testid} at ${size.name} (${theme})`);
      }
    }
  }
  await setTheme(page, 'felt');
}

/** The theme as a player picks it, in Settings. */
async function setTheme(page: Page, theme: 'felt' | 'light'): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('open-settings').click();
  await page.getByTestId(`settings-theme-${theme}`).locator('xpath=..').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await page.keyboard.press('Escape');
}

test('Pig with the defaults: levels, a middle bot, the player seed, the die, a 1, coach and odds', async ({
  app,
}) => {
  test.setTimeout(180_000);
  const { page } = app;
  await page.getByTestId('open-settings').click();
  await page.getByTestId('settings-coach').check();
  await page.getByTestId('settings-speed-slow').check();
  await page.keyboard.press('Escape');
  await page.getByTestId('open-pig').click();
  await expect(page.getByTestId('pig-setup')).toBeVisible();

  // Every bot offered with its level; the seated opponent is Hollis, level 2 of 4.
  const kind = page.getByTestId('pig-bot-1');
  await expect(kind).toHaveValue('hold-at-20');
  await expect(kind.locator('option')).toHaveText([
    'Person',
    'Bot: Penny · level 1',
    'Bot: Hollis · level 2',
    'Bot: Kip · level 3',
    'Bot: Neller · level 4',
  ]);
  await picturesEverywhere(page, 'setup', ['pig-start']);
  await page.getByTestId('pig-start').click();

  // The chrome of the other tables: the header names the target and the players.
  await expect(page.getByTestId('pig-header-target')).toHaveText('100');
  await expect(page.getByTestId('pig-turn-player')).toHaveText('Your turn');
  await expect(page.getByTestId('pig-level-1')).toHaveText('level 2');
  // The die is drawn before the first roll, blank.
  await expect(page.getByTestId('pig-die').getByTestId('die-1')).toHaveAttribute('data-face', '0');

  // The player seed is the player's to change until the first roll.
  await page.getByTestId('open-dice-details').click();
  const playerSeed = page.getByTestId('player-seed-input');
  await playerSeed.fill('my-lucky-7');
  await playerSeed.press('Enter');
  await expect(page.getByTestId('player-seed')).toHaveAttribute('data-player-seed', 'my-lucky-7');
  const gameId = (await callApi(page, 'startup', null)).unfinishedGames[0]!.view.id;
  const stored = await callApi(page, 'getTable', { gameId });
  expect((stored.view as PigView).playerSeed).toBe('my-lucky-7');
  await page.keyboard.press('Escape');

  // The coach and the win bar, from the exact solve.
  await expect(page.getByTestId('pig-coach-best')).toHaveText(
    /^Roll is best: rolling wins \d+\.\d% of games\.$/,
  );
  await expect(page.getByTestId('pig-winbar')).toBeVisible();
  const chances = await Promise.all(
    [0, 1].map(async (seat) =>
      parseFloat((await page.getByTestId(`pig-chance-${seat}`).textContent())!),
    ),
  );
  expect(chances[0]! + chances[1]!).toBeCloseTo(100, 0);

  // Roll until a 1 ends the turn: the die shows each face, and the 1 stays on the felt.
  let rolled = 0;
  let pictured = false;
  for (; rolled < 60; rolled++) {
    const face = await rollPig(page, rolled + 1);
    if (rolled === 0) {
      // The first roll fixed the player seed: it is shown, no longer a field.
      await page.getByTestId('open-dice-details').click();
      await expect(page.getByTestId('player-seed-input')).toHaveCount(0);
      await expect(page.getByTestId('player-seed')).toHaveText('my-lucky-7');
      await page.keyboard.press('Escape');
    }
    if (face === 1) break;
    await expect(page.getByTestId('pig-coach-hold')).toBeVisible();
    if (!pictured) await picturesEverywhere(page, 'table', ['pig-roll', 'pig-hold']);
    pictured = true;
  }
  await expect(page.getByTestId('pig-one')).toHaveText(/^A 1! (You lose \d+|Your turn is over)\.$/);
  await expect(page.getByTestId('pig-turn-player')).toHaveText('Hollis’s turn');
  await screenshot(page, 'pig-one');
});

test('Pig: played to a winner at the table, replayed from History, exported and imported', async ({
  app,
}) => {
  // A whole game, with the bot's moves paced for the eye: longer than one Farkle turn.
  test.setTimeout(180_000);
  const { page } = app;
  await page.getByTestId('open-pig').click();
  await expect(page.getByTestId('pig-setup')).toBeVisible();
  await page.getByTestId('pig-target-input').fill('20');
  await page.getByTestId('pig-name-0').fill('Ada');
  await page.getByTestId('pig-name-1').fill('Hollis');
  await page.getByTestId('pig-bot-1').selectOption('hold-at-20');
  await page.getByTestId('pig-seed').fill('7');
  await page.getByTestId('pig-start').click();
  await expect(page.getByTestId('pig-board')).toBeVisible();
  await expect(page.getByTestId('pig-target')).toHaveText('20');

  // Ada rolls until her turn total reaches 8, then holds; the bot plays its own turns.
  for (let moves = 0; moves < 400; moves++) {
    await expect(
      page.locator('[data-testid="pig-roll"][aria-disabled="false"], [data-testid="pig-result"]'),
    ).toBeVisible({ timeout: 30_000 });
    if (await page.getByTestId('pig-result').isVisible()) break;
    const turnTotal = Number(await page.getByTestId('pig-turn-total').textContent());
    const before = await pigTable(page);
    if (turnTotal >= 8) await page.getByTestId('pig-hold').click();
    else await page.getByTestId('pig-roll').click();
    // The move lands before the next is decided: a press while it is on its way is ignored.
    await expect.poll(() => pigTable(page), { timeout: 30_000 }).not.toBe(before);
  }
  await expect(page.getByTestId('pig-result')).toBeVisible();
  const winner = (await page.getByTestId('pig-winner').textContent())!;
  expect(['Ada wins!', 'Hollis wins!']).toContain(winner.trim());
  const totals = await Promise.all(
    [0, 1].map(async (seat) => Number(await page.getByTestId(`pig-total-${seat}`).textContent())),
  );
  expect(Math.max(...totals)).toBeGreaterThanOrEqual(20);
  await screenshot(page, 'pig-result');
  await expect(page.getByTestId('pig-rematch')).toBeVisible();
  await expect(page.getByTestId('pig-review')).toBeVisible();

  // History lists it as Pig, and its replay steps to the same end.
  await page.getByTestId('back-home').click();
  await page.getByTestId('open-history').click();
  const rows = page.getByTestId('history-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0).getByTestId('history-kind')).toHaveText('Pig');
  await expect(rows.nth(0).getByTestId('history-seat-total')).toHaveText(totals.map(String));
  await rows.nth(0).getByTestId('open-replay').click();
  await expect(page.getByTestId('replay-words')).toContainText('Before the first roll');
  await page.getByTestId('replay-forward').click();
  await expect(page.getByTestId('replay-words')).toContainText('Ada');
  await page.keyboard.press('End');
  await expect(page.getByTestId('replay-words')).toHaveText(
    `Game over: ${winner.replace(' wins!', '')} wins with ${Math.max(...totals)}.`,
  );
  await screenshot(page, 'pig-replay');

  // Export this game: a Pig replay file; the same file again is a duplicate, and the game under
  // another name is a new one.
  const download = page.waitForEvent('download');
  await page.getByTestId('export-game').click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('hotdice-pig-20-0x7.json');
  const file = await saved.path();
  const replay = JSON.parse(readFileSync(file, 'utf8')) as PigReplay;
  expect(replay).toMatchObject({ game: 'pig', target: 20, seed: 7 });
  await page.getByTestId('replay-close').click();
  await page.getByTestId('import-file').setInputFiles(file);
  await expect(page.getByTestId('file-outcome')).toContainText('0 imported, 1 already kept');
  const renamed = `${file}-renamed.json`;
  const seats = replay.seats.map((seat) => (seat.bot === null ? { ...seat, name: 'Bea' } : seat));
  writeFileSync(renamed, JSON.stringify({ ...replay, seats }));
  await expect(page.getByTestId('import-file')).toBeEnabled();
  await page.getByTestId('import-file').setInputFiles(renamed);
  await expect(page.getByTestId('file-outcome')).toContainText('1 imported');
  await expect(rows).toHaveCount(2);
  await expect(rows.getByTestId('history-kind')).toHaveText(['Pig', 'Pig']);
  await screenshot(page, 'pig-history');
});
