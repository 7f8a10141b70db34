/**
 * A move whose answer takes a while (at a four-seat table past the exact solve, each turn's odds
 * are worked out first) does not look dead: past a moment the pressed button shows it waits, both
 * buttons and the dice stop taking presses, the line under the dice says why (and a screen reader
 * hears it once), and all of it goes when the answer lands or fails. The answer is held back here
 * by holding the loopback host's `act` request, so the wait lasts exactly as long as the test
 * wants; Electron's IPC is not routed, so there the spec has nothing to hold.
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseTheme, newGame, readDice, screenshot, selectFaces } from './helpers/ui';

const ACT = '**/api/act';
const WAIT_WORDS = /^(Working out the odds for Ann’s turn…|Still working on Ann’s move…)$/;

/** Moves on their way to the host, held until the test lets them go; counted, held or not. */
interface HeldMoves {
  held: Route[];
  sent(): number;
  /** Lets the held moves and every later one go. */
  release(): Promise<void>;
}

async function holdMoves(page: Page): Promise<HeldMoves> {
  const held: Route[] = [];
  let sent = 0;
  let holding = true;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/act') sent++;
  });
  await page.route(ACT, (route) => (holding ? void held.push(route) : route.continue()));
  return {
    held,
    sent: () => sent,
    release: async () => {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/**
 * Where the dice and the buttons' places are, to see nothing moves when the wait shows (the
 * pressed button itself sinks in by 2 pixels, as pressed buttons do).
 */
async function layout(page: Page): Promise<number[]> {
  const places = [
    page.getByTestId('dice'),
    page.getByTestId('roll').locator('..'),
    page.getByTestId('bank').locator('..'),
  ];
  const boxes = await Promise.all(places.map((place) => place.boundingBox()));
  return boxes.flatMap((box) => (box ? [box.x, box.y, box.width] : [NaN]));
}

/** Screenshots of the wait as it stands, at 1280x800 and 800x600. */
async function pictures(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1280, 800],
    [800, 600],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(page.getByTestId('move-wait')).toBeVisible();
    await screenshot(page, `busy-move-${name}-${width}x${height}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.beforeEach(async ({ app }) => {
  const electron = await app.page.evaluate(() => 'hotdice' in globalThis);
  test.skip(electron, 'Electron’s IPC is not routed: nothing to hold the answer back');
});

test('a move that waits shows it, takes no second press, and clears when its answer lands', async ({
  app,
}) => {
  const { page } = app;
  await page.setViewportSize({ width: 1280, height: 800 });
  await chooseTheme(page, 'light');
  await newGame(page, { preset: 'minimal', seats: [{ name: 'Ann' }, { name: 'Ben' }], seed: '7' });
  const roll = page.getByTestId('roll');
  const bank = page.getByTestId('bank');
  const wait = page.getByTestId('move-wait');
  const said = page.getByTestId('announcer-polite');
  const before = await layout(page);

  const moves = await holdMoves(page);
  await roll.click();
  await expect(wait).toHaveText(WAIT_WORDS);
  await expect(roll).toHaveAttribute('aria-busy', 'true');
  await expect(roll).toHaveAttribute('aria-disabled', 'true');
  await expect(bank).toHaveAttribute('aria-disabled', 'true');
  await expect(bank).not.toHaveAttribute('aria-busy', 'true');
  expect(await layout(page)).toEqual(before);
  // Pressed again, by click (forced: the button says it is disabled) and by key: nothing more is
  // sent while the first roll waits.
  await roll.click({ force: true });
  await page.keyboard.press('r');
  await pictures(page, 'roll-light');
  expect(moves.sent()).toBe(1);
  const words = (await wait.textContent()) ?? '';
  await expect(said.getByText(words, { exact: true })).toHaveCount(1);

  await moves.release();
  await expect(wait).toHaveCount(0);
  await expect(roll).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('[data-testid^="die-"][aria-disabled="false"]').first()).toBeVisible();
  expect(moves.sent()).toBe(1);
  await expect(page.getByTestId('error')).toHaveCount(0);
  await expect(said.getByText(words, { exact: true })).toHaveCount(1);

  // Keep and bank, in the dark theme: the bank waits on both its answers, Bank pressed in.
  await chooseTheme(page, 'felt');
  const faces = (await readDice(page)).map((die) => die.face);
  await selectFaces(page, [faces.includes(1) ? 1 : faces.includes(5) ? 5 : faces[0]!]);
  await expect(page.getByTestId('selection-score')).toBeVisible();
  await page.unroute(ACT);
  const banking = await holdMoves(page);
  await bank.click();
  await expect(wait).toHaveText(WAIT_WORDS);
  await expect(bank).toHaveAttribute('aria-busy', 'true');
  await expect(roll).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('[data-testid^="die-"][aria-disabled="false"]')).toHaveCount(0);
  await pictures(page, 'bank-felt');
  expect(banking.held).toHaveLength(1);
  await banking.release();
  await expect(page.getByTestId('turn-player')).toHaveText('Ben’s turn');
  await expect(wait).toHaveCount(0);
  await expect(bank).not.toHaveAttribute('aria-busy', 'true');
});

test('a move that fails ends the wait and shows its error as always', async ({ app }) => {
  const { page } = app;
  await newGame(page, { preset: 'minimal', seats: [{ name: 'Ann' }, { name: 'Ben' }], seed: '7' });
  const roll = page.getByTestId('roll');
  const { held } = await holdMoves(page);
  await roll.click();
  await expect(page.getByTestId('move-wait')).toBeVisible();
  await held.pop()!.fulfill({
    contentType: 'application/json',
    body: JSON.stringify({ ok: false, error: { code: 'internal', message: 'the disk is busy' } }),
  });
  await expect(page.getByTestId('error')).toContainText('the disk is busy');
  await expect(page.getByTestId('move-wait')).toHaveCount(0);
  await expect(roll).toHaveAttribute('aria-disabled', 'false');
  await expect(roll).not.toHaveAttribute('aria-busy', 'true');
});
