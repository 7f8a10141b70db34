/**
 * Playing to win: a two-seat game against the Expert on `minimal` (its table ships with the app,
 * so nothing is solved here). The win-chance bar shows each seat's chance as the engine's table
 * gives it, the Expert plays its turn, the bar follows, and the replay viewer shows it per frame.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { FarkleState, SeatState } from '../src-shared/farkle';
import { apply, newGame, preset } from '../src-main/engine';
import { deserialiseWinOdds } from '../src-main/engine/farkle/wincache';
import { fairHandicap, winChance, type WinOdds } from '../src-main/engine/farkle/winodds';
import { expect, test } from './fixtures';
import { bestKeep } from './helpers/replay';
import { fillSetup, newGame as startAtTable, screenshot, selectDie } from './helpers/ui';

const rules = preset('minimal').rules;

/** The shipped table for `minimal`, read directly (not through the app's adapter). */
function shippedOdds(): WinOdds {
  const dir = join('resources', 'win-tables');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.bin'))) {
    try {
      return deserialiseWinOdds(readFileSync(join(dir, file)), rules);
    } catch {
      // Another preset's table.
    }
  }
  throw new Error('no shipped table for minimal');
}

/** The first seed whose opening roll scores, and the state after it. */
function scoringOpening(): { seed: number; rolled: FarkleState } {
  for (let seed = 1; ; seed++) {
    const start = newGame({ rules, seats: 2, generator: 'xoroshiro128plus', seed });
    const rolled = apply(start, { type: 'roll' });
    if (rolled.ok && rolled.value.turn.phase === 'choose') return { seed, rolled: rolled.value };
  }
}

/** Whole percent of the player about to start a turn, as the bar rounds it. */
const percent = (table: WinOdds, mine: SeatState, theirs: SeatState): number =>
  Math.round(winChance(table, mine, theirs) * 100);

async function expectAnnAt(page: Page, share: number, other = 'Sage'): Promise<void> {
  await expect(page.getByTestId('win-chance-text')).toContainText(`Ann ${share}% to win`);
  await expect(page.getByTestId('win-chance-text')).toContainText(
    `${other} ${100 - share}% to win`,
  );
}

test('the Expert plays for the win, and the bar follows the game into the replay', async ({
  app,
}) => {
  const { page } = app;
  const table = shippedOdds();
  const { seed, rolled } = scoringOpening();
  const fresh = { total: 0, onBoard: false, farkleStreak: 0 };
  await startAtTable(page, {
    preset: 'minimal',
    seats: [{ name: 'Ann' }, { name: 'Sage', bot: 'expert' }],
    seed: String(seed),
  });
  const opening = percent(table, fresh, fresh);
  await expectAnnAt(page, opening);
  for (const [width, height] of [
    [1280, 800],
    [800, 600],
  ] as const) {
    await page.setViewportSize({ width, height });
    await screenshot(page, `win-chance-${width}x${height}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Ann rolls, keeps the best dice and banks; then the Expert plays its turn.
  await page.keyboard.press('r');
  for (const die of bestKeep(rolled)) await selectDie(page, die);
  await page.keyboard.press('b');
  await expect(page.getByTestId('log-entry').filter({ hasText: 'Sage' }).first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId('seat-0')).toHaveAttribute('aria-current', 'step', {
    timeout: 20_000,
  });
  // Ann is to start a turn: her chance is the table's at the totals shown.
  const ann = Number((await page.getByTestId('seat-total-0').textContent())!.replace(/\D/g, ''));
  const sage = Number((await page.getByTestId('seat-total-1').textContent())!.replace(/\D/g, ''));
  expect(ann).toBeGreaterThan(0);
  const seat = (total: number) => ({ total, onBoard: total > 0, farkleStreak: 0 });
  const now = percent(table, seat(ann), seat(sage));
  await expectAnnAt(page, now);

  // The replay viewer: the first frame shows the opening odds, the last the odds now.
  await page.getByTestId('new-game').click();
  await page.getByTestId('open-history').click();
  await page.getByTestId('history-row').first().getByTestId('open-replay').click();
  await expect(page.getByTestId('replay-step')).toHaveAttribute('data-step', '0');
  await expectAnnAt(page, opening);
  await page.getByTestId('replay-forward').focus();
  await page.keyboard.press('End');
  await expectAnnAt(page, now);
  await screenshot(page, 'win-chance-replay');
});

test('the coach prices a two-seat game in chances of winning', async ({ app }) => {
  const { page } = app;
  const table = shippedOdds();
  const { seed, rolled } = scoringOpening();
  await startAtTable(page, {
    preset: 'minimal',
    seats: [{ name: 'Ann' }, { name: 'Bo' }],
    seed: String(seed),
  });
  await page.getByTestId('coach-toggle').check();
  await page.keyboard.press('r');
  await expect(page.getByTestId('coach')).toContainText('Chance of winning the game after each');
  // Each keep shows its chance of winning, as a percentage.
  await expect(page.getByTestId('coach-options').locator('li').first()).toContainText(/\d+\.\d%/);
  const keep = bestKeep(rolled);
  for (const die of keep) await selectDie(page, die);
  const kept = apply(rolled, { type: 'keep', dice: keep });
  if (!kept.ok) throw new Error(kept.error.message);
  const banked = kept.value.turn.turnTotal;
  const seat = (total: number) => ({ total, onBoard: total > 0, farkleStreak: 0 });
  // After Ann banks, Bo starts a turn: she wins unless he does.
  const bankChance = 1 - winChance(table, seat(0), seat(banked));
  for (const [width, height] of [
    [1280, 800],
    [800, 600],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.getByTestId('coach').scrollIntoViewIfNeeded();
    await screenshot(page, `coach-win-${width}x${height}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.keyboard.press('b');
  // The coach speaks per seat: Bo's panel holds no move of Ann's, so her price is said aloud.
  await expect(page.getByTestId('announcer')).toContainText(
    /Coach: .*(the best choice|percentage points of winning)/,
  );
  await expect(page.getByTestId('coach-cost-item')).toHaveCount(0);
  // The bar moved to the table's chance for Bo's turn.
  await expectAnnAt(page, Math.round(bankChance * 100), 'Bo');
});

test('the fair start gives the second seat the head start that evens the game', async ({ app }) => {
  const { page } = app;
  const table = shippedOdds();
  const { points } = fairHandicap(table);
  expect(points).toBeGreaterThan(0);
  await fillSetup(page, { preset: 'minimal', seats: [{ name: 'Ann' }, { name: 'Bo' }] });
  await page.getByTestId('fair-start').check();
  // The setup says what the rules in play give the first player, from the same table.
  const start = { total: 0, onBoard: false, farkleStreak: 0 };
  const edge = Math.round(winChance(table, start, start) * 100);
  const figures = page.getByTestId('fair-start-figures');
  await expect(figures).toContainText(`Without a head start: Ann ${edge}% and Bo ${100 - edge}%`);
  await expect(figures).toContainText(`starts with ${points.toLocaleString('en-US')} points`);
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('seat-total-1')).toHaveText(points.toLocaleString('en-US'));
  await expect(page.getByTestId('seat-total-0')).toHaveText('0');
  await expect(page.getByTestId('fair-start-note')).toHaveText(
    `Bo starts with ${points.toLocaleString('en-US')} points, the fair start for these rules.`,
  );
  // Ann's chance with Bo's head start, straight from the table.
  const share = Math.round(
    winChance(
      table,
      { total: 0, onBoard: false, farkleStreak: 0 },
      { total: points, onBoard: true, farkleStreak: 0 },
    ) * 100,
  );
  await expectAnnAt(page, share, 'Bo');
});
