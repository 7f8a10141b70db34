/**
 * Each table's top bar with both Invite players and How to play, at 1280x800, 800x600 and 200%
 * zoom in both themes: every button whole, inside the window and clear of the others, and the
 * game's facts clear of the buttons; the buttons outlined alike in both themes. Pictures:
 * e2e/screenshots/top-bar-<game>-<theme>-<size>.png.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  chooseTheme,
  newGame,
  overlappingButtons,
  screenshot,
  sidewaysOverflow,
} from './helpers/ui';

const SIZES = [
  { name: '1280x800', width: 1280, height: 800 },
  { name: '800x600', width: 800, height: 600 },
  // 200% zoom of a 1280x800 window: the page gets half the CSS pixels.
  { name: 'zoom200', width: 640, height: 400 },
];

/** What is wrong with the bar as drawn: a button cut by the window, or a fact cut or covered. */
function barProblems(page: Page): Promise<string[]> {
  return page.locator('header.bar').evaluate((bar) => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    const buttons = [...bar.querySelectorAll('.actions button')].filter((b) => b.checkVisibility());
    for (const button of buttons) {
      const box = button.getBoundingClientRect();
      if (box.left < 0 || box.right > width) found.push(`${button.textContent.trim()} sticks out`);
    }
    for (const fact of bar.querySelectorAll('.info dd')) {
      const name = fact.previousElementSibling?.textContent.trim() ?? '?';
      if (fact.scrollWidth > fact.clientWidth) found.push(`${name} is cut`);
      const box = fact.getBoundingClientRect();
      for (const button of buttons) {
        const other = button.getBoundingClientRect();
        const apart =
          box.right <= other.left ||
          other.right <= box.left ||
          box.bottom <= other.top ||
          other.bottom <= box.top;
        if (!apart) found.push(`${name} under ${button.textContent.trim()}`);
      }
    }
    return found;
  });
}

/** The outlines of the bar's own buttons, each colour once. */
function barOutlines(page: Page): Promise<string[]> {
  return page.locator('header.bar .actions').evaluate((actions) => {
    const buttons = actions.querySelectorAll(':scope > .btn, :scope > :not(dialog) > .btn');
    return [...new Set([...buttons].map((button) => getComputedStyle(button).borderTopColor))];
  });
}

/** Pictures of the bar at every size, each checked: nothing cut, nothing covered. */
async function checkBar(page: Page, what: string): Promise<void> {
  await expect(page.getByTestId('invite-players')).toBeVisible();
  await expect(page.getByTestId('how-to-play')).toBeVisible();
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await screenshot(page, `${what}-${size.name}`);
    expect(await sidewaysOverflow(page), `${what} scrolls sideways`).toBeLessThanOrEqual(0);
    expect(await overlappingButtons(page), `${what}: buttons over each other`).toEqual([]);
    expect(await barProblems(page), what).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('each table bar holds Invite and How to play at every size and theme', async ({ app }) => {
  test.setTimeout(120_000);
  const { page } = app;
  const outlines: Record<string, string[]> = {};
  for (const theme of ['felt', 'light'] as const) {
    await chooseTheme(page, theme);

    await newGame(page, {
      preset: 'minimal',
      seats: [{ name: 'Ann' }, { name: 'Bob' }],
      seed: '1',
    });
    await checkBar(page, `top-bar-farkle-${theme}`);
    outlines[theme] = await barOutlines(page);
    await page.getByTestId('new-game').click();

    await page.getByTestId('open-rolldice').click();
    await page.getByTestId('rd-start').click();
    await expect(page.getByTestId('rd-target')).toBeVisible();
    await checkBar(page, `top-bar-rolldice-${theme}`);
    await page.getByTestId('back-home').click();

    await page.getByTestId('open-pig').click();
    await page.getByTestId('pig-start').click();
    await expect(page.getByTestId('pig-board')).toBeVisible();
    await checkBar(page, `top-bar-pig-${theme}`);
    await page.getByTestId('back-home').click();
  }
  // The bar is dark in both themes: its buttons keep the same light outline.
  expect(outlines.light).toEqual(outlines.felt);
});
