/**
 * A large history file is imported off the thread that answers the table: the History screen
 * shows how far the import has got (checking, then saving the file's games), stays usable
 * meanwhile, and lists the games once they are in. Stats then chart the latest games only.
 */
import { CHARTED_GAMES } from '../src-shared/api';
import { copiesOfOneGame } from '../src-main/api/test-app';
import { expect, test } from './fixtures';
import { callApi } from './helpers/api';
import { screenshot, screenshotsAtSizes } from './helpers/ui';

/** Enough games that the import takes seconds and the charts draw only the latest of them. */
const COPIES = 800;
const SHOWN = COPIES.toLocaleString('en-US');

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
  // The games are sent and parsed first (the button says Importing…): seconds when busy.
  await expect(progress).toContainText(
    new RegExp(`(Checking|Saving) the file's games:\\s+[\\d,]+ of ${SHOWN}`),
    {
      timeout: 30_000,
    },
  );
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
  await screenshotsAtSizes(page, 'import-progress');
  // The screen answers meanwhile: a filter can be changed while the file goes in.
  await page.getByTestId('filter-preset').selectOption('minimal');
  await expect(page.getByTestId('filter-clear')).toHaveAttribute('aria-disabled', 'false');
  await expect(page.getByTestId('file-outcome')).toContainText(
    `big-history.json: ${SHOWN} imported, 0 already kept.`,
    { timeout: 90_000 },
  );
  await expect(progress).toHaveCount(0);
  await expect(page.getByTestId('history-row')).toHaveCount(15);
  await expect(page.getByTestId('import-file')).toBeEnabled();

  // Stats of the long history: every game counts; the charts draw the latest ones and say so.
  await page.getByTestId('back-home').click();
  await page.getByTestId('open-stats').click();
  const player = (await callApi(page, 'listProfiles', null)).find((p) => p.games === COPIES)!;
  await page.getByTestId('profile-select').selectOption(String(player.id));
  await expect(page.getByTestId('stat-games')).toHaveText(SHOWN);
  await expect(page.getByTestId('chart-win-rate')).toBeVisible();
  await expect(
    page.getByText(`The chart shows the latest 500 of ${SHOWN} games.`).first(),
  ).toBeVisible();
  const rateRows = page.getByTestId('win-rate-table').locator('tbody tr');
  await expect(rateRows).toHaveCount(CHARTED_GAMES);
  await expect(rateRows.first().locator('td').first()).toHaveText(
    String(COPIES - CHARTED_GAMES + 1),
  );
  await screenshotsAtSizes(page, 'stats-long-history');
  await page.getByTestId('chart-win-rate').scrollIntoViewIfNeeded();
  await screenshot(page, 'stats-long-history-chart');
});
