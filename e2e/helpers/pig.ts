/** Pig at the table, as a player sees it. */
import { expect, type Page } from '@playwright/test';

/**
 * Clicks Roll and waits for the roll to land: this turn's list has `count` rolls, or a 1 ended the
 * turn. The face alone still shows the last roll until the answer comes. Returns the face.
 */
export async function rollPig(page: Page, count: number): Promise<number> {
  await page.getByTestId('pig-roll').click();
  const rolls = new RegExp(`^[2-6]( · [2-6]){${count - 1}}$`);
  await expect(
    page.getByTestId('pig-one').or(page.getByTestId('pig-rolls').filter({ hasText: rolls })),
  ).toBeVisible();
  return Number(await page.getByTestId('pig-die').getByTestId('die-1').getAttribute('data-face'));
}

/**
 * What the Pig table shows of the game: whose turn, the totals, this turn's rolls, a 1, the result.
 * Every move changes it, so a spec can wait for a move to land before it decides the next.
 */
export async function pigTable(page: Page): Promise<string> {
  // One read in the page: an element counted, then read in a second call, may be gone by then
  // (a bot's turn takes the rolls line away), and reading it would wait for its return.
  return page.evaluate(
    (testids) =>
      testids
        .map((id) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '-')
        .join('|'),
    [
      'pig-turn-player',
      'pig-total-0',
      'pig-total-1',
      'pig-turn-total',
      'pig-rolls',
      'pig-one',
      'pig-result',
    ],
  );
}
