/** Reading and playing a big table: the table's state, a person's turn, the turn marker and log. */
import { expect, type Page } from '@playwright/test';
import { parsePoints, readDice, selectDie } from './ui';

/** Bots at instant speed still take a moment each on a loaded machine. */
export const BOTS_PLAY = { timeout: 60_000 };
const FAST = { intervals: [20, 50, 100, 250], timeout: 60_000 };

export interface Seat {
  name: string;
  bot?: string;
}

/** The table in one read. */
function readState(page: Page) {
  return page.locator('body').evaluate((body) => ({
    over: body.querySelector('[data-testid="game-over"]') !== null,
    heading: (body.querySelector('[data-testid="turn-player"]')?.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim(),
    canRoll: body.querySelector('[data-testid="roll"][aria-disabled="false"]') !== null,
    canBank: body.querySelector('[data-testid="bank"][aria-disabled="false"]') !== null,
    turns: body.querySelectorAll('[data-testid="log-entry"]').length,
    rolls: body.querySelectorAll('[data-testid="turn-rolls"] > li').length,
    pickable: body.querySelectorAll('[data-testid="dice"] [aria-disabled="false"]').length,
    selected: body.querySelectorAll('[data-testid="dice"] [data-state="selected"]').length,
  }));
}
type State = Awaited<ReturnType<typeof readState>>;

export async function until(
  page: Page,
  ready: (state: State) => boolean,
  message: string,
): Promise<State> {
  await expect.poll(async () => ready(await readState(page)), { ...FAST, message }).toBe(true);
  return readState(page);
}

/** What a simple person keeps of the dice in play: every 1 and 5, or else a triple. */
function simpleKeep(free: Array<{ face: number; at: number }>): number[] {
  const ones = free.filter((d) => d.face === 1 || d.face === 5);
  if (ones.length > 0) return ones.map((d) => d.at);
  const triple = [2, 3, 4, 6].find((f) => free.filter((d) => d.face === f).length >= 3);
  return free
    .filter((d) => d.face === triple)
    .slice(0, 3)
    .map((d) => d.at);
}

/**
 * One of a person's turns, with the mouse: roll, keep the simple dice, bank as soon as the rules
 * allow (IT 312: 1000 in the turn to get on the board; hot dice must roll), else roll on.
 * `midTurn` runs once, with the first kept dice selected.
 */
export async function personTurn(
  page: Page,
  seat: number,
  name: string,
  midTurn?: () => Promise<void>,
): Promise<void> {
  const start = await until(page, (s) => s.over || s.canRoll, `${name} can roll`);
  if (start.over) return;
  expect(start.heading).toBe(`${name}’s turn`);
  await expect(page.getByTestId(`seat-${seat}`)).toHaveAttribute('aria-current', 'step');
  for (let roll = 1; roll <= 60; roll++) {
    await page.getByTestId('roll').click();
    const rolled = await until(
      page,
      (s) => s.turns > start.turns || (s.rolls === roll && s.pickable > 0),
      `${name}'s roll ${roll}`,
    );
    if (rolled.turns > start.turns) return; // a farkle
    const free = (await readDice(page)).flatMap((d, at) =>
      d.state === 'free' && d.face > 0 ? [{ face: d.face, at }] : [],
    );
    const keep = simpleKeep(free);
    expect(keep.length, `${name} has dice that score`).toBeGreaterThan(0);
    for (const at of keep) await selectDie(page, at);
    await expect(page.getByTestId('selection-score')).toBeVisible();
    const chosen = await until(page, (s) => s.canRoll || s.canBank, `${name} can move`);
    if (roll === 1 && midTurn) await midTurn();
    if (chosen.canBank) {
      await page.getByTestId('bank').click();
      await until(page, (s) => s.turns > start.turns, `${name} banked`);
      return;
    }
  }
  throw new Error(`${name}'s turn did not end`);
}

/** Records, for the rest of the page's life, each seat the scoreboard marks as playing (-1: none). */
export async function watchTurnMarker(page: Page): Promise<void> {
  await page.locator('body').evaluate((body) => {
    const seen: number[] = [];
    const read = (): void => {
      const marked = body.querySelectorAll('[data-testid="scoreboard"] li[aria-current="step"]');
      // Two marked seats at once would be a fault: recorded as -2.
      const seat =
        marked.length === 0
          ? -1
          : marked.length > 1
            ? -2
            : Number(marked[0]!.getAttribute('data-testid')!.replace('seat-', ''));
      if (seen[seen.length - 1] !== seat) seen.push(seat);
    };
    read();
    const page = globalThis as unknown as {
      markedSeats: number[];
      MutationObserver: new (callback: () => void) => {
        observe(target: unknown, options: object): void;
      };
    };
    new page.MutationObserver(read).observe(body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-current'],
    });
    page.markedSeats = seen;
  });
}

export const markedSeats = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { markedSeats: number[] }).markedSeats);

interface LoggedTurn {
  seat: number;
  points: number;
  total: number;
  finalRound: boolean;
}

/** The turn log, oldest first. */
export async function readLog(page: Page): Promise<LoggedTurn[]> {
  const entries = await page.getByTestId('log-entry').evaluateAll((els) =>
    els.map((el) => ({
      seat: Number(el.getAttribute('data-seat')),
      points: el.querySelector('[data-testid="log-points"]')?.textContent ?? '',
      total: el.querySelector('[data-testid="log-total"]')?.textContent ?? '',
      finalRound: [...el.querySelectorAll('.tag')].some((t) => t.textContent === 'final round'),
    })),
  );
  return entries.reverse().map((e) => ({
    ...e,
    points: parsePoints(e.points),
    total: parsePoints(e.total),
  }));
}

export async function readTotals(page: Page, seats: number): Promise<number[]> {
  const totals: number[] = [];
  for (let seat = 0; seat < seats; seat++) {
    totals.push(parsePoints((await page.getByTestId(`seat-total-${seat}`).textContent()) ?? ''));
  }
  return totals;
}

/** The turn order seat by seat, as many turns as were played. */
export const inTurn = (turns: number, seats: number) =>
  Array.from({ length: turns }, (_, i) => i % seats);
