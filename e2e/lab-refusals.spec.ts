/**
 * The bot lab offers only what it can run: Sage (the Expert, who plays for the game) is shown
 * with the reason she cannot be ticked, and a run the main process refuses replaces the last
 * report with the refusal in words instead of leaving the old report up.
 */
import { expect, test } from './fixtures';

test('Sage is shown with why the lab cannot run her; a refused run clears the old report', async ({
  app,
}) => {
  const { page } = app;
  await page.getByTestId('open-lab').click();
  const sage = page.getByTestId('lab-bot-expert');
  await expect(sage).toBeDisabled();
  await expect(page.getByTestId('lab-why-expert')).toHaveText(
    /^Sage plays for the game, not the turn.*play her at the table instead\.$/,
  );

  await page.getByTestId('lab-turns').fill('2000');
  await page.getByTestId('lab-games').fill('0');
  await page.getByTestId('lab-run').click();
  const report = page.getByTestId('lab-report');
  await expect(report).toBeVisible({ timeout: 45_000 });

  // A seed past 32 bits passes the form and is refused by the main process.
  await page.getByTestId('lab-seed').fill('0x1ffffffff');
  await page.getByTestId('lab-run').click();
  await expect(page.getByTestId('lab-error')).toHaveText(/^Seed: a lab seed is at most 0xffffffff/);
  await expect(report).toHaveCount(0);
  await page.screenshot({ path: '/tmp/names/lab-refused.png', animations: 'disabled' });
});
