/**
 * House rules at setup: a custom rule set (a 5,000 short game, a three-farkle penalty of 500,
 * three pairs for 750) is built from a preset with each change explained, refused in words where
 * it breaks the main process's limits, saved by name and picked again after a reload, exported as
 * a rules file the terminal solver reads, played to a winner by two bots with the coach on, and
 * replayed from History under those rules.
 */
import { spawnSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import type { FarkleFrame } from '../src-shared/api';
import { expect, test } from './fixtures';
import { fillSetup, parsePoints, screenshot, sidewaysOverflow } from './helpers/ui';

/** The running app's API, as the page calls it (Electron preload or the loopback host). */
async function replayFrame(page: Page, gameId: string, step: number): Promise<FarkleFrame> {
  const answer = await page.evaluate(
    async ({ gameId, step }) => {
      const page = globalThis as unknown as {
        hotdice?: Record<string, (request: unknown) => unknown>;
        sessionStorage: { getItem(key: string): string | null };
      };
      const request = { gameId, step };
      if (page.hotdice) return page.hotdice.replayFrame!(request);
      const response = await fetch('/api/replayFrame', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hotdice-token': page.sessionStorage.getItem('hotdice-token') ?? '',
        },
        body: JSON.stringify(request),
      });
      return (await response.json()) as unknown;
    },
    { gameId, step },
  );
  const result = answer as { ok: true; value: FarkleFrame } | { ok: false };
  if (!result.ok) throw new Error('replayFrame refused');
  return result.value;
}

/** Puts the editor's top at the top of the window and saves a screenshot at that size. */
async function editorScreenshot(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.getByTestId('house-rules').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await screenshot(page, `house-rules-${width}x${height}`);
  // And the whole editor, its lower half (scoring, saving) included.
  await page.getByTestId('house-rules').screenshot({
    path: `e2e/screenshots/house-rules-editor-${width}x${height}.png`,
    animations: 'disabled',
  });
  expect(await sidewaysOverflow(page), `the editor at ${width}x${height}`).toBeLessThanOrEqual(0);
}

test('a custom rule set is built, saved, played to a winner, replayed and solved', async ({
  app,
}) => {
  const { page } = app;
  test.setTimeout(120_000);
  const text = page.getByTestId('rules-text');

  // Start from Minimal; the short game is one click.
  await page.getByTestId('preset-minimal').check();
  await expect(text).toContainText('MINIMAL');
  await page.getByTestId('short-game').click();
  await expect(page.getByTestId('rule-target')).toHaveValue('5000');
  await page.getByTestId('rule-threeFarklePenalty').fill('500');
  await page.getByTestId('rule-threePairs-on').check();
  await page.getByTestId('rule-threePairs').fill('750');
  const changes = page.getByTestId('rule-changes').locator('li');
  await expect(changes).toHaveText([
    'First to 5,000 instead of 10,000.',
    'Third farkle in a row costs: 500 instead of nothing.',
    'Three pairs scores 750 instead of nothing.',
  ]);
  // The text is the main process's, written from the rules.
  await expect(text).toContainText('HOUSE RULES');
  await expect(text).toContainText('First to 5,000 wins.');
  await expect(text).toContainText('A third farkle in a row costs 500 points.');
  await expect(text).toContainText(/Three pairs \.+ 750/);

  // Past the limits: the main process says why, at the field; the text stays as it was.
  const target = page.getByTestId('rule-target');
  await target.fill('5025');
  await expect(target).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#hr-target-help')).toHaveText(
    'must be a multiple of 50 from 50 to 100,000',
  );
  await page.getByTestId('rule-minBank').fill('lots');
  await expect(page.locator('#hr-minBank-help')).toHaveText('Type a whole number, like 500.');
  await expect(page.getByTestId('start-problem')).toContainText('not a whole number');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('setup')).toBeVisible();
  await page.getByTestId('rule-minBank').fill('0');
  await expect(page.getByTestId('start-problem')).toHaveCount(0);
  await target.fill('5000');
  await expect(target).toHaveAttribute('aria-invalid', 'false');
  await expect(page.locator('#hr-target-help')).toContainText('50 to 100,000, in steps of 50');

  // Save by name; a second set by the same name is refused.
  await page.getByTestId('rules-name').fill('Short and mean');
  await page.getByTestId('save-rules').click();
  await expect(page.getByTestId('rules-outcome')).toHaveText('Saved as “Short and mean”.');
  await expect(page.getByTestId('pick-rules')).toHaveText(['Short and mean']);
  await editorScreenshot(page, 1280, 800);
  await editorScreenshot(page, 800, 600);
  await editorScreenshot(page, 600, 410); // 200% zoom of a 1200x820 window
  await page.setViewportSize({ width: 1200, height: 820 });
  await page.getByTestId('rules-name').fill('short AND mean');
  await page.getByTestId('save-rules').click();
  await expect(page.getByTestId('rules-outcome')).toContainText('already saved');

  // The rules file, solved by the terminal program.
  await page.getByTestId('rules-name').fill('Short and mean');
  const download = page.waitForEvent('download');
  await page.getByTestId('export-rules').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('hotdice-rules-short-and-mean.json');
  const solved = spawnSync(
    process.execPath,
    ['out/main/hotdice.js', 'solve', '--rules-file', await file.path()],
    { encoding: 'utf8' },
  );
  expect(solved.stderr).toBe('');
  expect(solved.status).toBe(0);
  expect(solved.stdout).toContain('expected score per turn:');
  expect(solved.stdout).toContain('After two farkles in a row (a third costs 500):');

  // Saved sets outlive the page: pick it again after a reload.
  await page.reload();
  await page.getByTestId('preset-house').check();
  await expect(page.getByTestId('rule-target')).toHaveCount(0);
  await page.getByTestId('pick-rules').filter({ hasText: 'Short and mean' }).click();
  await expect(page.getByTestId('preset-minimal')).toBeChecked();
  await expect(page.getByTestId('rule-target')).toHaveValue('5000');
  await expect(page.getByTestId('rule-threePairs')).toHaveValue('750');
  await expect(page.getByTestId('rule-threeFarklePenalty')).toHaveValue('500');
  await expect(text).toContainText('First to 5,000 wins.');
  // A second set, deleted again: the delete asks once more first.
  await page.getByTestId('rules-name').fill('Gone soon');
  await page.getByTestId('save-rules').click();
  await expect(page.getByTestId('pick-rules')).toHaveText(['Gone soon', 'Short and mean']);
  const remove = page.getByRole('button', { name: 'Delete Gone soon' });
  await remove.click();
  await expect(page.getByTestId('pick-rules')).toHaveCount(2);
  await page.getByRole('button', { name: 'Really delete Gone soon?' }).click();
  await expect(page.getByTestId('pick-rules')).toHaveText(['Short and mean']);
  await expect(page.getByTestId('rules-outcome')).toHaveText('Deleted “Gone soon”.');
  await expect(page.getByTestId('rules-outcome')).toBeFocused();

  // Two bots play it out with the coach on.
  await fillSetup(page, {
    preset: 'minimal',
    seats: [
      { name: 'Vera', bot: 'optimal' },
      { name: 'Milo', bot: 'greedy' },
    ],
    seed: '77',
  });
  // The preset was already Minimal: checking it again keeps the picked set's rules.
  await expect(page.getByTestId('rule-target')).toHaveValue('5000');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('preset-name')).toHaveText('Your rules (from Classic)');
  await page.getByTestId('coach-toggle').check();
  await page.getByRole('radio', { name: 'Instant' }).check();
  await page.locator('details.rules summary').click();
  await expect(page.getByTestId('table-rules-text')).toContainText('First to 5,000 wins.');
  await expect(page.getByTestId('game-over')).toBeVisible({ timeout: 60_000 });
  const totals = [0, 1].map(async (seat) =>
    parsePoints((await page.getByTestId(`seat-total-${seat}`).textContent()) ?? ''),
  );
  const [vera, milo] = await Promise.all(totals);
  expect(Math.max(vera!, milo!)).toBeGreaterThanOrEqual(5000);
  expect(Math.max(vera!, milo!)).toBeLessThan(10_000 + 6000);
  const winner = vera! > milo! ? 'Vera' : 'Milo';
  await expect(page.getByTestId('winner')).toContainText(winner);

  // History: the game, replayed step by step under its own rules.
  await page.getByTestId('new-game-end').click();
  await page.getByTestId('open-history').click();
  const row = page.getByTestId('history-row').first();
  // Listed, and its replay titled, by the rules it was played under: not the preset's.
  await expect(row.getByTestId('history-kind')).toHaveText('Your rules (from Classic)');
  const gameId = (await row.getAttribute('data-game'))!;
  await row.getByTestId('open-replay').click();
  await expect(page.getByTestId('replay').locator('h2').first()).toContainText(
    'Replay: Your rules (from Classic) · ',
  );
  const first = await replayFrame(page, gameId, 0);
  expect(first.game.rules.target).toBe(5000);
  expect(first.game.rules.scoring.threePairs).toBe(750);
  expect(first.game.rules.threeFarklePenalty).toBe(500);
  const step = page.getByTestId('replay-step');
  for (let i = 1; i <= 3; i++) {
    await page.getByTestId('replay-forward').click();
    await expect(step).toHaveAttribute('data-step', String(i));
  }
  await page.getByTestId('replay-forward').focus();
  await page.keyboard.press('End');
  await expect(step).toHaveAttribute('data-step', String(first.steps));
  await expect(page.getByTestId('replay-heading')).toContainText(`${winner} wins`);
  const last = await replayFrame(page, gameId, first.steps);
  expect(last.game.seats.map((s) => s.total)).toEqual([vera, milo]);
});
