/**
 * Backing up every game from History: an unfinished game with a sealed seed is named before the
 * export, can be left out with one choice (and the outcome says so), and is otherwise carried,
 * from then on a game with a known seed.
 */
import { readFileSync } from 'node:fs';
import type { FarkleView } from '../src-shared/api';
import { expect, test } from './fixtures';
import { callApi } from './helpers/api';
import { screenshotsAtSizes } from './helpers/ui';

test('export all history names the sealed game, leaves it out on request, else carries it', async ({
  app,
}) => {
  const { page } = app;
  const game: FarkleView = await callApi(page, 'createGame', {
    preset: 'house',
    rules: null,
    seats: [{ name: 'You', bot: null }],
    seed: null,
    generator: null,
  });
  await callApi(page, 'act', { gameId: game.id, step: 0, action: { type: 'roll' } });
  await page.getByTestId('open-history').click();
  const idsIn = async (download: Promise<import('@playwright/test').Download>) => {
    const file = JSON.parse(readFileSync(await (await download).path(), 'utf8')) as {
      games: Array<{ id: string; seedChosen: boolean }>;
    };
    return file.games;
  };

  // Asked first: what carrying it means, in words.
  await page.getByTestId('export-all').click();
  const ask = page.getByTestId('export-ask');
  await expect(ask).toContainText(
    '1 unfinished game is included; its dice become readable in the file, so from now on it counts as a game with a known seed.',
  );
  await screenshotsAtSizes(page, 'backup-ask');
  const leftOut = page.waitForEvent('download');
  await page.getByTestId('export-leave-sealed').click();
  expect((await idsIn(leftOut)).map((g) => g.id)).not.toContain(game.id);
  await expect(page.getByTestId('file-outcome')).toContainText(
    'leaving out 1 unfinished game with a sealed seed',
  );
  await expect(page.getByTestId('file-outcome')).not.toContainText('all history');

  // Carried: in the file as typed, and no longer sealed here, so the next export asks nothing.
  await page.getByTestId('export-all').click();
  const carried = page.waitForEvent('download');
  await page.getByTestId('export-with-sealed').click();
  expect((await idsIn(carried)).find((g) => g.id === game.id)?.seedChosen).toBe(true);
  await expect(page.getByTestId('file-outcome')).toContainText(
    '1 unfinished game now counts as a game with a known seed',
  );
  expect((await callApi(page, 'getGame', { gameId: game.id })).seedChosen).toBe(true);
  const again = page.waitForEvent('download');
  await page.getByTestId('export-all').click();
  expect((await idsIn(again)).length).toBeGreaterThan(0);
  await expect(ask).toHaveCount(0);
  await expect(page.getByTestId('file-outcome')).toContainText('Saved every game as');
});
