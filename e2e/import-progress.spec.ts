/**
 * A large history file is imported off the thread that answers the table: the History screen
 * shows how far the import has got (checking, then saving the file's games), stays usable
 * meanwhile, and lists the games once they are in.
 */
import { copiesOfOneGame } from '../src-main/api/test-app';
import { expect, test } from './fixtures';
import { screenshotsAtSizes } from './helpers/ui';

const COPIES = 1_500;

test('a large import shows its progress and leaves the screen usable', async ({ app }) => {
  test.setTimeout(120_000);
  const { page } = app;
  const buffer = Buffer.from(await copiesOfOneGame(COPIES, 11));
  await page.getByTestId('open-history').click();
  await expect(page.getByTestId('history-empty')).toBeVisible();
  await page.getByTestId('import-file').setInputFiles({
    name: 'big-history.json',
    mimeType: 'application/json',
    buffer,
  });
  const progress = page.getByTestId('import-progress');
  // The 1,500 games are sent and parsed first (the button says Importing…): seconds when busy.
  await expect(progress).toContainText(/(Checking|Saving) the file's games:\s+[\d,]+ of 1,500/, {
    timeout: 30_000,
  });
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
  await screenshotsAtSizes(page, 'import-progress');
  // The screen answers meanwhile: a filter can be changed while the file goes in.
  await page.getByTestId('filter-preset').selectOption('minimal');
  await expect(page.getByTestId('filter-clear')).toHaveAttribute('aria-disabled', 'false');
  await expect(page.getByTestId('file-outcome')).toContainText(
    'big-history.json: 1,500 imported, 0 already kept.',
    { timeout: 90_000 },
  );
  await expect(progress).toHaveCount(0);
  await expect(page.getByTestId('history-row')).toHaveCount(15);
  await expect(page.getByTestId('import-file')).toBeEnabled();
});
