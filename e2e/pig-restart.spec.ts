/**
 * A game's whole life on the home screen, for a game other than Farkle: a Pig game half played,
 * the host restarted, listed among the unfinished games, resumed on Pig's own screen as it was
 * left, then abandoned (History marks it) and another deleted (History no longer lists it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import type { TableView } from '../src-shared/api';
import { startHost } from '../src-main/host/test-host';
import { launchChromium } from './helpers/chromium';

const PEOPLE = [
  { name: 'Ann', bot: null },
  { name: 'Bob', bot: null },
];

/** Confirms an abandon or a delete of the unfinished game in this row. */
async function remove(page: Page, gameId: string, how: 'abandon' | 'delete'): Promise<void> {
  await page
    .locator(`[data-testid=unfinished-row][data-game="${gameId}"]`)
    .getByTestId(`${how}-unfinished`)
    .click();
  await page.getByTestId('confirm-remove-yes').click();
  await expect(page.locator(`[data-testid=unfinished-row][data-game="${gameId}"]`)).toHaveCount(0);
}

test('a half-played Pig game outlives a restart: resumed, abandoned, deleted from the home screen', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hotdice-e2e-'));
  const browser = await launchChromium();
  try {
    const first = await startHost(dataDir);
    const page = await browser.newPage({
      viewport: { width: 1200, height: 820 },
      reducedMotion: 'reduce',
    });
    await page.goto(first.url.href);
    // Half played at the table: two people, a few rolls by Ann.
    await page.getByTestId('open-pig').click();
    await page.getByTestId('pig-bot-1').selectOption('');
    await page.getByTestId('pig-seed').fill('11');
    await page.getByTestId('pig-start').click();
    await expect(page.getByTestId('pig-board')).toBeVisible();
    await page.getByTestId('pig-roll').click();
    await expect(page.getByTestId('pig-rolls')).not.toBeEmpty();
    const board = await page.getByTestId('pig-board').textContent();
    // A second game, to delete, made through the API.
    const setup = { target: 50, seats: PEOPLE, seed: '22', generator: null };
    const other = await first.call<TableView>('createTable', { game: 'pig', setup });
    await first.call('tableAct', { gameId: other.view.id, step: 0, action: { type: 'roll' } });
    first.stop();
    await new Promise((resolve) => first.child.once('exit', resolve));

    const second = await startHost(dataDir);
    try {
      const [kept] = (
        await second.call<{ unfinishedGames: Array<{ game: string; view: { id: string } }> }>(
          'startup',
        )
      ).unfinishedGames.filter((entry) => entry.view.id !== other.view.id);
      const fresh = await browser.newPage({
        viewport: { width: 1200, height: 820 },
        reducedMotion: 'reduce',
      });
      await fresh.goto(second.url.href);
      const rows = fresh.getByTestId('unfinished-row');
      await expect(rows).toHaveCount(2);
      await expect(fresh.locator('[data-testid=unfinished-row][data-kind=pig]')).toHaveCount(2);
      await expect(fresh.getByTestId('unfinished')).toContainText('Pig to 50');
      await fresh.screenshot({
        path: '/tmp/names/pig-unfinished-home.png',
        animations: 'disabled',
      });

      // Resumed on Pig's screen as it was left: Ann's turn, her rolls still on the board.
      const row = fresh.locator(`[data-testid=unfinished-row][data-game="${kept!.view.id}"]`);
      await row.getByTestId('resume-unfinished').click();
      await expect(fresh.getByTestId('pig-board')).toHaveText(board!);
      await expect(fresh.getByTestId('pig-roll')).toBeEnabled();
      await fresh.screenshot({ path: '/tmp/names/pig-resumed.png', animations: 'disabled' });
      await fresh.getByTestId('back-home').click();

      // History lists both as unfinished, and resumes either on Pig's screen.
      await fresh.getByTestId('open-history').click();
      const listed = fresh.locator(`[data-testid=history-row][data-game="${other.view.id}"]`);
      await expect(listed.getByTestId('history-status')).toContainText('unfinished');
      await listed.getByTestId('resume-game').click();
      await expect(fresh.getByTestId('pig-target')).toHaveText('50');
      await fresh.getByTestId('back-home').click();

      await remove(fresh, kept!.view.id, 'abandon');
      await remove(fresh, other.view.id, 'delete');
      await expect(fresh.getByTestId('unfinished')).toHaveCount(0);

      await fresh.getByTestId('open-history').click();
      const history = fresh.getByTestId('history-row');
      await expect(history).toHaveCount(1);
      await expect(history.getByTestId('history-kind')).toHaveText('Pig');
      await expect(history.getByTestId('history-status')).toHaveText('abandoned');
      await expect(history.getByTestId('resume-game')).toHaveCount(0);
    } finally {
      second.stop();
    }
  } finally {
    await browser.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
