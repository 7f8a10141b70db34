/**
 * Big tables: a CSC 276 game with six seats (one person, five bots) played to its winner through
 * the table, three rounds of an IT 312 one (its entry tags on every seat), and an eight-seat
 * table where the turn passes between three people and five bots. The turn order is read twice: from the scoreboard's marker, watched for the
 * whole game, and from the turn log; the winner and the final round are worked out from the log.
 */
import type { Page } from '@playwright/test';
import type { PresetId } from '../src-shared/farkle';
import { expect, test } from './fixtures';
import { newGame, screenshot, sidewaysOverflow } from './helpers/ui';
import {
  BOTS_PLAY,
  inTurn,
  markedSeats,
  personTurn,
  readLog,
  readTotals,
  until,
  watchTurnMarker,
  type Seat,
} from './helpers/seats';

const TARGET = 10_000;

/**
 * A six-seat game: Ann (a person) at seat 0 plays every one of her turns with the mouse, the bots
 * at instant speed. Played to its winner, the turn order, the final round, the winner and the
 * stored game are checked against the turn log; otherwise it stops after Ann's third turn, with
 * the turn order checked so far (the engine's tests cover the rules of the end of a game).
 */
async function sixSeatGame(
  page: Page,
  preset: PresetId,
  presetName: string,
  seed: string,
  toWinner: boolean,
) {
  const seats: Seat[] = [
    { name: 'Ann' },
    { name: 'Vera', bot: 'optimal' },
    { name: 'Milo', bot: 'greedy' },
    { name: 'Roxy', bot: 'daring' },
    { name: 'Hazel', bot: 'cautious' },
    { name: 'Tess', bot: 'triples' },
  ];
  await newGame(page, { preset, seats, seed });
  await expect(page.getByTestId('scoreboard').locator('li[data-testid^="seat-"]')).toHaveCount(6);
  await page.getByRole('radio', { name: 'Instant' }).check();
  await watchTurnMarker(page);

  let sawFinalRound = false;
  for (let turn = 0; turn < 200; turn++) {
    const state = await until(page, (s) => s.over || s.canRoll, 'Ann’s turn or the end');
    if (state.over) break;
    const finalRound = page.getByTestId('final-round');
    if (await finalRound.isVisible()) {
      // Ann's one last turn: the scoreboard says so.
      sawFinalRound = true;
      await expect(page.getByTestId('seat-0')).toContainText('last turn');
    }
    if (turn === 1) {
      // After a round, every seat's tags at the smallest window (IT 312: "needs 1,000 in a turn").
      await page.setViewportSize({ width: 800, height: 600 });
      await page.locator('html').evaluate((html) => {
        html.scrollTop = 0;
      });
      await screenshot(page, `six-seats-${preset}-800x600`);
      // Rows with the entry threshold's tags take two or three lines: the side may scroll.
      await expectScoreboardWhole(page, seats.length, '800x600', 'may scroll');
      await page.setViewportSize({ width: 1200, height: 820 });
    }
    if (!toWinner && turn === 3) {
      const log = await readLog(page);
      expect(log.map((t) => t.seat)).toEqual(inTurn(log.length, 6));
      expect(await markedSeats(page)).toEqual(inTurn(log.length + 1, 6));
      return;
    }
    await personTurn(page, 0, 'Ann');
  }
  await expect(page.getByTestId('game-over')).toBeVisible(BOTS_PLAY);

  const log = await readLog(page);
  const totals = await readTotals(page, seats.length);
  // Turn order: every turn in the log, and every seat the scoreboard marked, in seat order.
  expect(log.map((t) => t.seat)).toEqual(inTurn(log.length, 6));
  expect(await markedSeats(page)).toEqual([...inTurn(log.length, 6), -1]);
  expect(new Set(log.map((t) => t.seat)).size).toBe(6);
  // Ann played through the table: her turns are in the log.
  expect(log.filter((t) => t.seat === 0).length).toBeGreaterThan(5);

  // Each total is the sum of its seat's turns.
  for (const [seat, total] of totals.entries()) {
    const turns = log.filter((t) => t.seat === seat);
    expect(total, `${seats[seat]!.name}'s total`).toBe(turns.reduce((sum, t) => sum + t.points, 0));
    expect(turns.at(-1)?.total).toBe(total);
  }

  // The final round: the first seat to reach the target, then one more turn for each other seat.
  const trigger = log.findIndex((t) => t.total >= TARGET);
  expect(trigger, 'someone reached the target').toBeGreaterThanOrEqual(0);
  const after = log.slice(trigger + 1);
  expect(after.map((t) => t.seat)).toEqual(
    [1, 2, 3, 4, 5].map((j) => (log[trigger]!.seat + j) % 6),
  );
  expect(after.every((t) => t.finalRound)).toBe(true);
  expect(log.slice(0, trigger + 1).some((t) => t.finalRound)).toBe(false);
  // Unless Ann reached the target first, her last turn came under the scoreboard's final round.
  expect(sawFinalRound).toBe(log[trigger]!.seat !== 0);
  await expect(page.getByTestId('final-round-note')).toContainText(
    `${seats[log[trigger]!.seat]!.name} reached the target first`,
  );

  // The winner: the highest total; a tie goes to the seat that reached the target, then on in turn.
  const best = Math.max(...totals);
  const order = [0, 1, 2, 3, 4, 5].map((j) => (log[trigger]!.seat + j) % 6);
  const winner = order.find((seat) => totals[seat] === best)!;
  await expect(page.getByTestId('winner')).toHaveText(`${seats[winner]!.name} wins!`);
  await expect(page.getByTestId(`seat-${winner}`)).toContainText('winner');
  await expect(page.getByTestId('scoreboard').locator('li.winner')).toHaveCount(1);

  // Stored: History lists it, finished, with the six seats as they ended.
  await page.getByTestId('new-game-end').click();
  await page.getByTestId('open-history').click();
  const row = page.getByTestId('history-row').first();
  await expect(row.getByTestId('history-kind')).toHaveText(presetName);
  await expect(row.getByTestId('history-status')).toHaveText(
    new RegExp(`finished, ${log.length} turns`),
  );
  await expect(row.getByTestId('history-seat-name')).toHaveText(seats.map((s) => s.name));
  await expect(row.getByTestId('history-seat-total')).toHaveText(
    totals.map((t) => t.toLocaleString('en-US')),
  );
  await expect(row.locator('li.won').getByTestId('history-seat-name')).toHaveText([
    seats[winner]!.name,
  ]);
}

test('a six-seat IT 312 game: three rounds at the table, every seat in turn', async ({ app }) => {
  test.setTimeout(300_000);
  await sixSeatGame(app.page, 'it312', '1,000 to get on the board', '312', false);
});

test('a six-seat CSC 276 game plays to its winner, the others getting one last turn', async ({
  app,
}) => {
  test.setTimeout(900_000);
  // Seed 40 gives the shortest such game of seeds 1 to 1,500 with these seats (75 turns).
  await sixSeatGame(app.page, 'csc276', 'Classic with a final round', '40', true);
});

/** Every seat's row is whole (and, if it `fits`, in the window), and no two rows overlap; nothing scrolls sideways. */
async function expectScoreboardWhole(
  page: Page,
  seats: number,
  size: string,
  fold: 'fits' | 'may scroll',
): Promise<void> {
  const rows = page.getByTestId('scoreboard').locator('li[data-testid^="seat-"]');
  await expect(rows).toHaveCount(seats);
  const boxes = await rows.evaluateAll((els) =>
    els.map((el) => {
      const box = el.getBoundingClientRect();
      const parts = [...el.querySelectorAll('.name, .total, .tag')].map((part) => {
        const inner = part.getBoundingClientRect();
        return inner.left >= box.left - 0.5 && inner.right <= box.right + 0.5;
      });
      return { top: box.top, bottom: box.bottom, clipped: el.scrollWidth > el.clientWidth, parts };
    }),
  );
  for (const [i, box] of boxes.entries()) {
    expect(box.clipped, `seat ${i}'s row is cut off at ${size}`).toBe(false);
    expect(box.parts.every(Boolean), `seat ${i}'s name, tags and total fit at ${size}`).toBe(true);
    if (i > 0) {
      expect(box.top, `seat ${i} overlaps seat ${i - 1} at ${size}`).toBeGreaterThanOrEqual(
        boxes[i - 1]!.bottom,
      );
    }
  }
  // The whole scoreboard beside the dice, without scrolling down (where the rows are one line).
  const height = page.viewportSize()!.height;
  if (fold === 'fits') {
    expect(boxes.at(-1)!.bottom, `the last seat is below the fold at ${size}`).toBeLessThanOrEqual(
      height,
    );
  }
  expect(await sidewaysOverflow(page), `the table scrolls sideways at ${size}`).toBeLessThanOrEqual(
    0,
  );
}

test('eight seats: three people take turns with five bots, the scoreboard shows all eight', async ({
  app,
}) => {
  test.setTimeout(600_000);
  const { page } = app;
  const seats: Seat[] = [
    { name: 'Ann' },
    { name: 'Ben' },
    { name: 'Vera', bot: 'optimal' },
    { name: 'Milo', bot: 'greedy' },
    { name: 'Cy' },
    { name: 'Roxy', bot: 'daring' },
    { name: 'Hazel', bot: 'cautious' },
    { name: 'Tess', bot: 'triples' },
  ];
  const people = [0, 1, 4];
  await newGame(page, { preset: 'csc276', seats, seed: '8' });
  await page.getByRole('radio', { name: 'Instant' }).check();
  await watchTurnMarker(page);
  for (const [i, seat] of seats.entries()) {
    await expect(page.getByTestId(`seat-name-${i}`)).toContainText(seat.name);
    await expect(page.getByTestId(`seat-${i}`)).toBeVisible();
  }

  const shots = async () => {
    for (const [width, height] of [
      [1280, 800],
      [800, 600],
    ] as const) {
      const size = `${width}x${height}`;
      await page.setViewportSize({ width, height });
      // As a player sees the table: from the top (choosing the bot speed scrolled down to it).
      await page.locator('html').evaluate((html) => {
        html.scrollTop = 0;
      });
      await screenshot(page, `eight-seats-${size}`);
      await expectScoreboardWhole(page, seats.length, size, 'fits');
      await page.getByTestId('scoreboard').screenshot({
        path: `e2e/screenshots/eight-seats-scoreboard-${size}.png`,
        animations: 'disabled',
      });
    }
    await page.setViewportSize({ width: 1200, height: 820 });
  };

  for (let round = 0; round < 2; round++) {
    for (const seat of people) {
      // Ben's turn comes straight after Ann's: the hotseat hands the table over.
      if (seat === 1) {
        await expect(page.getByTestId('last-turn')).toContainText(/^Ann (banked|farkled)/);
      }
      await personTurn(
        page,
        seat,
        seats[seat]!.name,
        round === 1 && seat === 1 ? shots : undefined,
      );
      // The bots after may already have played: this turn is the log's numbered entry.
      const entry = page.locator(`[data-testid="log-entry"][data-turn="${round * 8 + seat + 1}"]`);
      await expect(entry).toHaveAttribute('data-seat', String(seat));
    }
  }
  // Round three: Ann again, after everyone's two turns in seat order.
  await expect(page.getByTestId('turn-player')).toHaveText('Ann’s turn', BOTS_PLAY);
  const log = await readLog(page);
  expect(log.map((t) => t.seat)).toEqual(inTurn(16, 8));
  expect(await markedSeats(page)).toEqual(inTurn(17, 8));
  const totals = await readTotals(page, seats.length);
  for (const [seat, total] of totals.entries()) {
    expect(total).toBe(log.filter((t) => t.seat === seat).reduce((sum, t) => sum + t.points, 0));
  }
});
