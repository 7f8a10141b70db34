/**
 * Pig through the UI: a seeded game to 20 against the "hold at 20" bot, played by clicks to a
 * winner; then in History, replayed step by step, exported and imported again.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { PigReplay } from '../src-shared/pig';
import { expect, test } from './fixtures';
import { screenshot } from './helpers/ui';

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
  await screenshot(page, 'pig-setup');
  await page.getByTestId('pig-start').click();
  await expect(page.getByTestId('pig-board')).toBeVisible();
  await expect(page.getByTestId('pig-target')).toHaveText('20');
  // Two seats: the exact solve's chances, which add up to 100%.
  const chances = await Promise.all(
    [0, 1].map(async (seat) =>
      parseFloat((await page.getByTestId(`pig-chance-${seat}`).textContent())!),
    ),
  );
  expect(chances[0]! + chances[1]!).toBeCloseTo(100, 0);

  // Ada rolls until her turn total reaches 8, then holds; the bot plays its own turns.
  let screenshotTaken = false;
  for (let moves = 0; moves < 400; moves++) {
    if (await page.getByTestId('pig-result').isVisible()) break;
    const roll = page.getByTestId('pig-roll');
    if ((await roll.getAttribute('aria-disabled')) === 'true') {
      // The bot's turn: wait for the table to come back to Ada, or for the end.
      await expect(
        page.locator('[data-testid="pig-roll"][aria-disabled="false"], [data-testid="pig-result"]'),
      ).toBeVisible({ timeout: 30_000 });
      continue;
    }
    const turnTotal = Number(await page.getByTestId('pig-turn-total').textContent());
    const hold = page.getByTestId('pig-hold');
    if (turnTotal >= 8 && (await hold.getAttribute('aria-disabled')) === 'false') {
      if (!screenshotTaken) {
        await screenshot(page, 'pig-table');
        screenshotTaken = true;
      }
      await hold.click();
    } else await roll.click();
  }
  await expect(page.getByTestId('pig-result')).toBeVisible();
  const winner = (await page.getByTestId('pig-winner').textContent())!;
  expect(['Ada wins', 'Hollis wins']).toContain(winner.trim());
  const totals = await Promise.all(
    [0, 1].map(async (seat) => Number(await page.getByTestId(`pig-total-${seat}`).textContent())),
  );
  expect(Math.max(...totals)).toBeGreaterThanOrEqual(20);
  await screenshot(page, 'pig-result');

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
    `Game over: ${winner.replace(' wins', '')} wins with ${Math.max(...totals)}.`,
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
