/**
 * Four seats round one table: two people taking turns at the same keyboard and two bots. The bots
 * are paced (and can be skipped), the people's controls wait while a bot plays, and every total
 * on the scoreboard is the sum of that seat's turns in the log.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newGame, parsePoints, readDice, selectFaces } from './helpers/ui';

const SEATS = [
  { name: 'Ann' },
  { name: 'Robo', bot: 'greedy' },
  { name: 'Ben' },
  { name: 'Dora', bot: 'optimal' },
];

async function logCount(page: Page): Promise<number> {
  return page.getByTestId('log-entry').count();
}

/** Scoring dice a simple person would keep: every 1 and 5, or else a triple, or else all six. */
function simpleKeep(faces: number[]): number[] {
  const ones = faces.filter((f) => f === 1 || f === 5);
  if (ones.length > 0) return ones;
  for (const face of [2, 3, 4, 6]) {
    if (faces.filter((f) => f === face).length >= 3) return [face, face, face];
  }
  return faces;
}

/** A person's turn: roll once, keep the obvious dice and bank (or farkle). */
async function personTurn(page: Page, name: string): Promise<void> {
  await expect(page.getByTestId('turn-player')).toHaveText(`${name}’s turn`);
  const before = await logCount(page);
  await page.getByTestId('roll').click();
  const live = page.locator('[data-testid^="die-"][aria-disabled="false"]');
  // A move waits for the odds of its turn (four seats to 10,000: approximate, solved off the main
  // thread), which can take seconds while the table's odds are still being worked out.
  await expect
    .poll(async () => (await logCount(page)) > before || (await live.count()) > 0, {
      timeout: 30_000,
    })
    .toBe(true);
  if ((await logCount(page)) > before) return; // a farkle
  const faces = (await readDice(page)).filter((d) => d.state === 'free').map((d) => d.face);
  await selectFaces(page, simpleKeep(faces));
  await expect(page.getByTestId('selection-score')).toBeVisible();
  await page.getByTestId('bank').click();
  await expect.poll(() => logCount(page), { timeout: 30_000 }).toBeGreaterThan(before);
}

/** Every seat's total is the sum of its turns in the log, and the last of its log totals. */
async function expectTotalsMatchLog(page: Page): Promise<void> {
  const entries = page.getByTestId('log-entry');
  const sums = SEATS.map(() => 0);
  const lastTotal: Array<number | null> = SEATS.map(() => null);
  // The log is newest first.
  for (const entry of (await entries.all()).reverse()) {
    const seat = Number(await entry.getAttribute('data-seat'));
    sums[seat]! += parsePoints((await entry.getByTestId('log-points').textContent()) ?? '');
    lastTotal[seat] = parsePoints((await entry.getByTestId('log-total').textContent()) ?? '');
  }
  for (const [seat] of SEATS.entries()) {
    const shown = parsePoints((await page.getByTestId(`seat-total-${seat}`).textContent()) ?? '');
    expect(shown, `seat ${seat}'s total is the sum of its turns`).toBe(sums[seat]);
    expect(lastTotal[seat]).toBe(shown);
  }
}

test('two people and two bots play two rounds of hotseat', async ({ app }) => {
  const { page } = app;
  await newGame(page, { preset: 'house', seats: SEATS, seed: '2024' });
  await expect(page.getByTestId('seat-1')).toContainText('bot');

  // Round 1: Ann plays, then Robo at a slow pace, shown action by action, skipped to its end.
  await page.getByRole('radio', { name: 'Slow' }).check();
  await personTurn(page, 'Ann');
  await expect(page.getByTestId('turn-player')).toHaveText('Robo’s turn');
  await expect(page.getByTestId('bot-panel')).toBeVisible();
  await expect(page.getByTestId('roll')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('bank')).toHaveAttribute('aria-disabled', 'true');
  // Robo's first roll shows on the table before its turn is over.
  await expect(page.getByTestId('die-1')).not.toHaveAttribute('aria-label', /not rolled/, {
    timeout: 10_000,
  });
  expect(await logCount(page)).toBe(1);
  // Keys do nothing for a person while a bot plays.
  const dice = await readDice(page);
  await page.keyboard.press('1');
  await page.keyboard.press('r');
  expect((await readDice(page)).map((d) => d.state)).toEqual(dice.map((d) => d.state));
  await page.getByTestId('skip-turn').click();
  await expect(page.getByTestId('turn-player')).toHaveText('Ben’s turn');
  expect(await logCount(page)).toBe(2);

  // From here the bots play at once.
  await page.getByRole('radio', { name: 'Instant' }).check();
  await personTurn(page, 'Ben');
  await expect(page.getByTestId('turn-player')).toHaveText('Ann’s turn');
  expect(await logCount(page)).toBe(4);
  await expectTotalsMatchLog(page);

  // Round 2.
  await personTurn(page, 'Ann');
  await expect(page.getByTestId('turn-player')).toHaveText('Ben’s turn');
  await personTurn(page, 'Ben');
  await expect(page.getByTestId('turn-player')).toHaveText('Ann’s turn');
  expect(await logCount(page)).toBe(8);
  await expectTotalsMatchLog(page);
  const seats = await page
    .getByTestId('log-entry')
    .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-seat'))).reverse());
  expect(seats).toEqual([0, 1, 2, 3, 0, 1, 2, 3]);
});
