/**
 * A move made from a seat page whose answer takes a while (at a four-seat table past the exact
 * solve, each turn's odds are worked out first) does not look dead: past a moment the pressed
 * button stays pressed in with a spinner, the other greys out, the seat's live line says why
 * (once), a second press sends nothing, and all of it goes when the host answers. The seat page's
 * moves go over its WebSocket: the spec holds its `act` messages on their way to the host.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Browser, type Page } from '@playwright/test';
import type { ShareView } from '../src-shared/api';
import type { TableView } from '../src-shared/games';
import { createAnnAndBob, sharedPig, withShareHost } from './helpers/share-host';
import { screenshot, sidewaysOverflow } from './helpers/ui';

const FARKLE_WAIT = /^(Working out the odds for your turn…|Still working on your move…)$/;
const SIZES = [
  [{ width: 390, height: 844 }, 'phone'],
  [{ width: 800, height: 600 }, '800x600'],
  [{ width: 1280, height: 800 }, '1280x800'],
] as const;

/** Moves sent by a seat page, held on their way to the host until the test lets them go. */
interface HeldMoves {
  sent(): number;
  held(): number;
  /** Lets the held moves and every later one go. */
  release(): void;
  /** Holds the next moves again. */
  hold(): void;
}

/** A seat page on `url`, its moves held; the texts its live line shows, recorded in order. */
async function heldSeat(browser: Browser, url: string): Promise<{ page: Page; moves: HeldMoves }> {
  const context = await browser.newContext({ viewport: SIZES[0][0], reducedMotion: 'reduce' });
  const page = await context.newPage();
  const held: string[] = [];
  let sent = 0;
  let holding = true;
  let send: (message: string) => void = () => undefined;
  await page.routeWebSocket(/\/table$/, (socket) => {
    const host = socket.connectToServer();
    send = (message) => host.send(message);
    socket.onMessage((message) => {
      const text = String(message);
      if ((JSON.parse(text) as { type: string }).type === 'act') {
        sent++;
        if (holding) return void held.push(text);
      }
      send(text);
    });
  });
  await page.goto(url);
  await expect(page.locator('.seat-words')).toBeAttached();
  await page.locator('.seat-words').evaluate((line) => {
    const shown: string[] = [];
    const read = () => {
      const text = (line.textContent ?? '').trim();
      if (shown.at(-1) !== text) shown.push(text);
    };
    read();
    new MutationObserver(read).observe(line, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    (globalThis as unknown as { seatWords: string[] }).seatWords = shown;
  });
  const moves: HeldMoves = {
    sent: () => sent,
    held: () => held.length,
    release: () => {
      holding = false;
      for (const message of held.splice(0)) send(message);
    },
    hold: () => (holding = true),
  };
  return { page, moves };
}

/** How often the live line has shown `words` (each showing is said once). */
const timesShown = (page: Page, words: string) =>
  page.evaluate(
    (said) =>
      (globalThis as unknown as { seatWords: string[] }).seatWords.filter((text) => text === said)
        .length,
    words,
  );

/** Pictures of the wait at a phone's size, 800x600 and a laptop's, in both themes, axe clean. */
async function pictures(page: Page, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    for (const [viewport, size] of SIZES) {
      await page.setViewportSize(viewport);
      expect(await sidewaysOverflow(page)).toBe(0);
      await screenshot(page, `seat-wait-${name}-${size}-${scheme}`);
    }
  }
  await page.setViewportSize(SIZES[0][0]);
}

test('a seat’s move that waits shows it, takes no second press, and clears on the answer', async () => {
  test.setTimeout(90_000);
  await withShareHost(async (host, browser) => {
    // Seed 1: Ann's first roll holds a one or a five.
    const game = await createAnnAndBob(host, '1');
    const share = await host.call<ShareView>('shareGame', { gameId: game.id });
    const { page, moves } = await heldSeat(browser, share.seats[0]!.url);
    const roll = page.locator('.seat-moves button.roll');
    const bank = page.locator('.seat-moves button.bank');
    const words = page.locator('.seat-words');
    await expect(page.locator('.seat-felt .turn')).toHaveText('Your turn');

    await roll.click();
    await expect(words).toHaveText(FARKLE_WAIT);
    await expect(roll).toHaveAttribute('aria-busy', 'true');
    await expect(roll).toHaveAttribute('aria-disabled', 'true');
    await expect(roll.locator('.spinner')).toBeVisible();
    await expect(bank).toBeDisabled();
    await expect(bank).not.toHaveAttribute('aria-busy');
    // The pressed button keeps the focus; pressed again, by tap and by key, it sends nothing.
    await expect(roll).toBeFocused();
    await roll.click({ force: true });
    await page.keyboard.press('Enter');
    await pictures(page, 'farkle-roll');
    expect(moves.sent()).toBe(1);
    const waitWords = (await words.textContent())!.trim();

    moves.release();
    await expect(page.locator('.dice button.scores').first()).toBeVisible();
    await expect(words).not.toHaveText(waitWords);
    await expect(roll).not.toHaveAttribute('aria-busy');
    await expect(roll.locator('.spinner')).toHaveCount(0);
    expect(await timesShown(page, waitWords)).toBe(1);
    expect(moves.sent()).toBe(1);

    // Keep a one or a five and bank, held again: Bank waits pressed in, the dice not pressable.
    await page
      .getByRole('button', { name: /: (one|five), can score/ })
      .first()
      .click();
    moves.hold();
    await bank.click();
    await expect(words).toHaveText(FARKLE_WAIT);
    await expect(bank).toHaveAttribute('aria-busy', 'true');
    await expect(roll).toBeDisabled();
    await expect(page.locator('.dice button:not(:disabled)')).toHaveCount(0);
    await pictures(page, 'farkle-bank');
    // The keep is held; once it goes, the bank after it goes too.
    expect([moves.sent(), moves.held()]).toEqual([2, 1]);
    moves.release();
    await expect(page.locator('.seat-felt .turn')).toHaveText('Bob’s turn');
    await expect(bank).not.toHaveAttribute('aria-busy');
    await expect(words).toHaveText('');
    expect(await timesShown(page, waitWords)).toBe(2);
  });
});

test('a Pig seat’s held roll waits the same way, in the same words', async () => {
  test.setTimeout(60_000);
  await withShareHost(async (host, browser) => {
    const share = await sharedPig(host, [
      { name: 'Ann', bot: null },
      { name: 'Bob', bot: null },
    ]);
    const { page, moves } = await heldSeat(browser, share.seats[0]!.url);
    const roll = page.getByRole('button', { name: 'Roll', exact: true });
    const hold = page.locator('.seat-moves button.bank');
    const words = page.locator('.seat-words');
    await expect(page.locator('.seat-felt .turn')).toHaveText('Your turn');

    await roll.click();
    await expect(words).toHaveText('Still working on your move…');
    await expect(roll).toHaveAttribute('aria-busy', 'true');
    await expect(hold).toBeDisabled();
    await roll.click({ force: true });
    await pictures(page, 'pig-roll');
    expect(moves.sent()).toBe(1);

    moves.release();
    await expect(page.locator('.last-turn')).toHaveText(/^You rolled a \d/);
    await expect(words).toHaveText('');
    await expect(roll).not.toHaveAttribute('aria-busy');
    expect(await timesShown(page, 'Still working on your move…')).toBe(1);
    expect(moves.sent()).toBe(1);
  });
});

test('a Roll-Dice-Roll seat’s held die waits the same way, its dice and moves not pressable', async () => {
  test.setTimeout(60_000);
  await withShareHost(async (host, browser) => {
    const game = await host.call<TableView>('createTable', {
      game: 'rolldice',
      setup: { player: { name: 'Ada', bot: null }, seed: '42', generator: null },
    });
    const share = await host.call<ShareView>('shareGame', { gameId: game.view.id });
    const { page, moves } = await heldSeat(browser, share.seats[0]!.url);
    const words = page.locator('.seat-words');
    const firstDie = page.getByRole('button', { name: 'Die 1: not rolled yet' });
    await expect(words).toHaveText('Tap a die to roll it.');

    await firstDie.click();
    await expect(words).toHaveText('Still working on your move…');
    await expect(page.locator('.seat-felt .dice button:not(:disabled)')).toHaveCount(0);
    await expect(page.locator('.seat-moves button:not(:disabled)')).toHaveCount(0);
    await firstDie.click({ force: true });
    expect(moves.sent()).toBe(1);

    moves.release();
    await expect(page.locator('.last-turn')).toHaveText(/^You rolled die 1/);
    await expect(words).toHaveText('Tap a die to roll it.');
    expect(await timesShown(page, 'Still working on your move…')).toBe(1);
    expect(moves.sent()).toBe(1);
  });
});
