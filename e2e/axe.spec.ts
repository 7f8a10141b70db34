/**
 * Accessibility as a gate: axe-core finds no violations on any screen of the app: the setup, the
 * table mid-turn, game over, Roll-Dice-Roll, Stats, History, a replay, the bot lab (its form and
 * a report) and Settings.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { playSoloTestTurn, screenshotsAtSizes, selectFaces, startTableWithBot } from './helpers/ui';

/**
 * axe's findings on the page as it stands, one line each, so a failure says what and where;
 * with a name, the screen is also pictured at the three sizes (e2e/screenshots/).
 */
async function expectNoViolations(page: Page, where: string, picture?: string): Promise<void> {
  if (picture) await screenshotsAtSizes(page, picture);
  // Legacy mode runs axe in the page itself: the Chromium fixture's context cannot open the
  // extra page the default mode uses to gather results across frames (there are none here).
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const found = violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact ?? 'n/a'}): ${n.target.join(' ')}: ${v.help}`),
  );
  expect(found, `axe on ${where}`).toEqual([]);
}

test('axe-core finds no violations on any screen', async ({ app }) => {
  test.setTimeout(120_000);
  const { page } = app;
  await expect(page.getByTestId('setup')).toBeVisible();
  await expectNoViolations(page, 'the setup');

  await page.getByTestId('open-settings').click();
  await expect(page.getByTestId('settings-panel')).toBeVisible();
  await expectNoViolations(page, 'Settings', 'settings');
  await page.getByTestId('settings-speed-instant').check();
  await page.keyboard.press('Escape');

  // The table mid-turn: a roll with dice picked.
  await startTableWithBot(page);
  await selectFaces(page, [1, 5]);
  await expectNoViolations(page, 'the table mid-turn');

  // Game over: the ECE 209 single test turn.
  await playSoloTestTurn(page, 'Ann');
  await expectNoViolations(page, 'game over', 'game-over-solo');

  // The home screen with unfinished games and its confirmation.
  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('unfinished-row')).toHaveCount(1);
  await expectNoViolations(page, 'the setup with unfinished games');
  await page.getByTestId('abandon-unfinished').click();
  await expect(page.getByTestId('confirm-remove')).toBeVisible();
  await expectNoViolations(page, 'the abandon confirmation', 'confirm-abandon');
  await page.keyboard.press('Escape');

  await page.getByTestId('open-stats').click();
  await expect(page.getByTestId('stats-name')).toBeVisible();
  await expectNoViolations(page, 'Stats');
  await page.getByTestId('back-home').click();

  await page.getByTestId('open-history').click();
  await expect(page.getByTestId('history-row')).toHaveCount(2);
  await expectNoViolations(page, 'History', 'history');
  await page.getByTestId('open-replay').first().click();
  await expect(page.getByTestId('replay')).toBeVisible();
  await expectNoViolations(page, 'a replay', 'replay');
  await page.getByTestId('back-home').click();

  // Roll-Dice-Roll: a game under way.
  await page.getByTestId('open-rolldice').click();
  await page.getByTestId('rd-name-0').fill('Ann');
  await page.getByTestId('rd-start').click();
  await page.getByTestId('rd-dice').getByTestId('die-1').click();
  await expect(page.getByTestId('rd-turn')).toHaveText('1');
  await expectNoViolations(page, 'Roll-Dice-Roll', 'rolldice-mid');
  await page.getByTestId('back-home').click();

  // The bot lab: its form, then a small report.
  await page.getByTestId('open-lab').click();
  await expect(page.getByTestId('lab-form')).toBeVisible();
  await expectNoViolations(page, 'the bot lab', 'lab');
  await page.getByTestId('lab-turns').fill('2000');
  await page.getByTestId('lab-games').fill('0');
  await page.getByTestId('lab-run').click();
  await expect(page.getByTestId('lab-report')).toBeVisible({ timeout: 45_000 });
  await expectNoViolations(page, 'a bot lab report', 'lab-report');
});
