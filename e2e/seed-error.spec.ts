/**
 * A refused seed in the light theme: its reason is readable on the pixels (4.5:1 at least) and
 * goes once the field is cleared, being about the seed that was there.
 */
import { expect, test } from './fixtures';
import { contrastFailuresInView } from './helpers/contrast';

test('the bad-seed error is readable in the light theme and goes with the seed', async ({
  app,
}) => {
  const { page } = app;
  await page.getByTestId('open-settings').click();
  await page.getByTestId('settings-theme-light').check();
  await expect(page.getByTestId('settings-status')).toHaveText('Saved.');
  await page.keyboard.press('Escape');
  await page.getByTestId('seed-input').fill('0x1g');
  await page.getByTestId('start-game').click();
  const error = page.getByTestId('seed-error');
  await expect(error).toContainText('"0x1g" is not a seed');
  await error.scrollIntoViewIfNeeded();
  const failures = await contrastFailuresInView(page);
  expect(failures.filter((f) => f.includes('0x1g'))).toEqual([]);
  await page.getByTestId('seed-input').fill('');
  await expect(error).toHaveCount(0);
});
