/**
 * How to play, for each game: one click from the home screen and from each game's table, the
 * scoring drawn as dice with their points, and Esc or Back returns to where the player was.
 * Pictures: e2e/screenshots/how-to-play-<game>-<theme>-<size>.png.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { GameKind } from '../src-shared/api';
import { expect, test } from './fixtures';
import { chooseTheme, screenshot, sidewaysOverflow, startTableWithBot } from './helpers/ui';

const GAMES: Array<{ kind: GameKind; title: string }> = [
  { kind: 'farkle', title: 'Farkle' },
  { kind: 'rolldice', title: 'Roll-Dice-Roll' },
  { kind: 'pig', title: 'Pig' },
];

/** The page shows this game: its name, and its scoring as pictures of dice with points. */
async function expectGamePage(page: Page, kind: GameKind, title: string): Promise<void> {
  const shown = page.getByTestId('how-to-play-page');
  await expect(shown).toBeVisible();
  await expect(shown.getByRole('heading', { level: 1 })).toHaveText(`How to play ${title}`);
  await expect(page.getByTestId(`how-to-play-content-${kind}`)).toBeVisible();
  const examples = page.getByTestId('scoring-example');
  expect(await examples.count()).toBeGreaterThan(1);
  await expect(examples.first().locator('[data-testid^="die-"]').first()).toBeVisible();
}

test("each game's How to play is one click from home, and Esc or Back returns", async ({ app }) => {
  const { page } = app;
  await expect(page.getByTestId('start-game')).toBeEnabled();
  for (const [i, { kind, title }] of GAMES.entries()) {
    await page.getByTestId(`home-how-to-play-${kind}`).click();
    await expectGamePage(page, kind, title);
    if (i % 2 === 0) await page.keyboard.press('Escape');
    else await page.getByTestId('how-to-play-back').click();
    await expect(page.getByTestId('how-to-play-page')).toHaveCount(0);
    await expect(page.getByTestId('start-game')).toBeVisible();
  }
});

test("Farkle's page draws the scoring from the engine and each preset's differences", async ({
  app,
}) => {
  const { page } = app;
  await page.getByTestId('home-how-to-play-farkle').click();
  const three4s = page.getByTestId('scoring-example').filter({ hasText: 'three 4s' });
  await expect(three4s).toContainText('400');
  await expect(three4s.locator('[data-testid^="die-"][data-face="4"]')).toHaveCount(3);
  const farkle = page.getByTestId('scoring-example').filter({ hasText: 'farkle' });
  await expect(farkle.locator('[data-testid^="die-"]')).toHaveCount(6);
  const zilch = page.getByTestId('rules-variant').filter({ hasText: 'Zilch / three pairs' });
  await expect(zilch.getByTestId('variant-example').filter({ hasText: 'straight' })).toContainText(
    '1,500',
  );
  await expect(zilch).toContainText('final round');
  await expect(page.getByTestId('how-to-play-keys')).toContainText('R to roll, B to bank');
  // In legacy mode axe runs in the page itself (the Chromium fixture opens no extra page).
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  // A keypress on the page is the page's: the table's shortcuts under it never see it.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('how-to-play-page')).toHaveCount(0);
});

test('How to play is one click from every table, and Esc returns to the game', async ({ app }) => {
  const { page } = app;
  await startTableWithBot(page);
  const rolls = await page.getByTestId('dice').getAttribute('data-roll');
  await page.getByTestId('how-to-play').click();
  await expectGamePage(page, 'farkle', 'Farkle');
  // R on the page rolls nothing at the table under it.
  await page.keyboard.press('r');
  await page.keyboard.press('Escape');
  // Closed first: until then its own pictures of dice are on the page too.
  await expect(page.getByTestId('how-to-play-page')).toHaveCount(0);
  await expect(page.getByTestId('dice')).toHaveAttribute('data-roll', rolls!);
  await expect(page.getByTestId('turn-player')).toBeVisible();
  // The focus is back on the button that opened the page.
  await expect(page.getByTestId('how-to-play')).toBeFocused();

  await page.getByTestId('new-game').click();
  await page.getByTestId('open-rolldice').click();
  await page.getByTestId('rd-start').click();
  await expect(page.getByTestId('rd-target')).toBeVisible();
  await screenshot(page, 'how-to-play-button-rolldice');
  await page.getByTestId('how-to-play').click();
  await expectGamePage(page, 'rolldice', 'Roll-Dice-Roll');
  await page.getByTestId('how-to-play-back').click();
  await expect(page.getByTestId('rd-target')).toBeVisible();

  await page.getByTestId('back-home').click();
  await page.getByTestId('open-pig').click();
  await page.getByTestId('pig-start').click();
  await expect(page.getByTestId('pig-board')).toBeVisible();
  await screenshot(page, 'how-to-play-button-pig');
  await page.getByTestId('how-to-play').click();
  await expectGamePage(page, 'pig', 'Pig');
  // Another game's page is one click away on the page itself.
  await page.getByTestId('how-to-play-tab-farkle').click();
  await expectGamePage(page, 'farkle', 'Farkle');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('pig-board')).toBeVisible();
});

const SIZES = [
  { name: '1280x800', width: 1280, height: 800 },
  { name: '800x600', width: 800, height: 600 },
  // 200% zoom of a 1280x800 window: the page gets half the CSS pixels.
  { name: 'zoom200', width: 640, height: 400 },
];

test('How to play at 1280x800, 800x600 and 200% zoom in both themes', async ({ app }) => {
  test.setTimeout(120_000);
  const { page } = app;
  for (const theme of ['felt', 'light'] as const) {
    await chooseTheme(page, theme);
    for (const { kind, title } of GAMES) {
      await page.getByTestId(`home-how-to-play-${kind}`).click();
      await expectGamePage(page, kind, title);
      for (const size of SIZES) {
        await page.setViewportSize({ width: size.width, height: size.height });
        await screenshot(page, `how-to-play-${kind}-${theme}-${size.name}`);
        const page_ = page.getByTestId('how-to-play-page');
        const sideways = await page_.evaluate((el) => el.scrollWidth - el.clientWidth);
        expect(sideways, `${kind} at ${size.name} scrolls sideways`).toBeLessThanOrEqual(0);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      // The page's end too: the rule sets and their differences.
      await page.getByTestId('how-to-play-page').evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await screenshot(page, `how-to-play-${kind}-${theme}-1280x800-end`);
      await page.keyboard.press('Escape');
    }
  }
});
