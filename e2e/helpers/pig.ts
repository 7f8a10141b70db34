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
