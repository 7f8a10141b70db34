/**
 * More of the table across the room: a seat whose device is gone handed to a bot from the host's
 * Invite panel (the bots play on while the host's window is on another screen), the invite
 * button clear of the table at 800x600, Pig and Roll-Dice-Roll played from seat pages, and each
 * seat page's How to play for its game.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Browser, type Page } from '@playwright/test';
import type { FarkleView, Settings, ShareView } from '../src-shared/api';
import type { TableView } from '../src-shared/games';
import { hostAnnAndBob, sharedPig, withShareHost, type TestHost } from './helpers/share-host';
import { fillSetup, overlappingButtons, screenshot, sidewaysOverflow } from './helpers/ui';

const SIZES = [
  [{ width: 375, height: 667 }, 'phone'],
  [{ width: 390, height: 844 }, 'tall-phone'],
  [{ width: 1280, height: 800 }, 'laptop'],
] as const;

async function seatPage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: SIZES[0][0], reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

/** Pictures of a seat page at phone and laptop sizes in both themes, none scrolling sideways. */
async function seatPictures(page: Page, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    for (const [viewport, size] of SIZES) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize(viewport);
      expect(await sidewaysOverflow(page)).toBe(0);
      const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual(
        [],
      );
      await screenshot(page, `share-${name}-${size}-${scheme}`);
    }
  }
}

/** The seat page's How to play: one tap opens the table's game, Esc returns to the seat. */
async function seatHowToPlay(page: Page, game: string, picture: string): Promise<void> {
  await page.getByTestId('seat-how-to-play').click();
  const shown = page.getByTestId('seat-how-to-play-page');
  await expect(shown.getByRole('heading', { level: 2 })).toHaveText(`How to play ${game}`);
  expect(await shown.getByRole('img').count()).toBeGreaterThan(1);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
    for (const [viewport, size] of [SIZES[0], SIZES[2]]) {
      await page.setViewportSize(viewport);
      expect(await sidewaysOverflow(page)).toBe(0);
      await screenshot(page, `share-${picture}-how-to-play-${size}-${scheme}`);
    }
  }
  await page.keyboard.press('Escape');
  await expect(shown).toBeHidden();
  await expect(page.getByTestId('seat-how-to-play')).toBeFocused();
}

/** A sharing host whose bots play fast, its first-run questions answered, for `run`. */
function withHost(run: (host: TestHost, browser: Browser) => Promise<void>): Promise<void> {
  return withShareHost(async (host, browser) => {
    const settings = await host.call<Settings>('getSettings');
    await host.call('saveSettings', {
      ...settings,
      botSpeed: 'fast',
      nameAsked: true,
      guideOffered: true,
    });
    await run(host, browser);
  });
}

test('a seat handed to a bot from the Invite panel plays on while the host is off the table', async () => {
  test.setTimeout(90_000);
  await withHost(async (host, browser) => {
    const { game, hostPage } = await hostAnnAndBob(host, browser, '4', { width: 800, height: 600 });
    // At 800x600 the invite button sits in the table's bar, clear of every other button.
    await expect(hostPage.getByTestId('invite-players')).toBeVisible();
    expect(await overlappingButtons(hostPage)).toEqual([]);
    const invite = (await hostPage.getByTestId('invite-players').boundingBox())!;
    const table = (await hostPage.locator('.table-layout').boundingBox())!;
    expect(invite.y + invite.height).toBeLessThanOrEqual(table.y);
    await screenshot(hostPage, 'share-table-800x600');
    await hostPage.getByTestId('invite-players').click();
    await hostPage.getByTestId('share-start').click();
    await expect(hostPage.getByTestId('share-seat')).toHaveCount(2);
    await screenshot(hostPage, 'share-invite-800x600');
    const share = await host.call<ShareView>('sharedGame', { gameId: game.id });

    const ann = await seatPage(browser, share.seats[0]!.url);
    const bob = await seatPage(browser, share.seats[1]!.url);
    await expect(ann.locator('.seat-felt .turn')).toHaveText('Your turn');
    await expect(bob.locator('.seat-felt .turn')).toHaveText('Ann’s turn');

    // Ann's phone is gone: the host hands her seat to a bot and leaves the table.
    await hostPage.getByTestId('share-bot-0').click();
    await expect(hostPage.getByTestId('share-stand-in-0')).toBeVisible();
    await expect(ann.getByRole('alert')).toHaveText(/took this seat back/);
    await screenshot(hostPage, 'share-invite-stand-in-800x600');
    await hostPage.getByRole('button', { name: 'Close' }).click();
    await hostPage.getByTestId('new-game').click();
    await expect(hostPage.getByTestId('setup')).toBeVisible();

    // The stand-in plays Ann's turn from the main process: Bob's phone gets the turn.
    await expect(bob.locator('.seat-felt .turn')).toHaveText('Your turn', { timeout: 20_000 });
    await expect(bob.locator('.last-turn')).toHaveText(/^Ann (banked|farkled)/);
    const after = await host.call<FarkleView>('getGame', { gameId: game.id });
    expect(after.history[0]!.seat).toBe(0);

    // Ann's new link seats her again; the bot leaves her seat.
    const handed = await host.call<ShareView>('sharedGame', { gameId: game.id });
    expect(handed.seats[0]!.url).not.toBe(share.seats[0]!.url);
    const annAgain = await seatPage(browser, handed.seats[0]!.url);
    await expect(annAgain.getByText('You are Ann')).toBeVisible();
    await expect
      .poll(
        async () =>
          (await host.call<ShareView>('sharedGame', { gameId: game.id })).seats[0]!.standIn,
      )
      .toBe(false);
  });
});

test('Pig and Roll-Dice-Roll are played from their seat pages, in the second person', async () => {
  test.setTimeout(90_000);
  await withHost(async (host, browser) => {
    const pigShare = await sharedPig(host, [
      { name: 'Ann', bot: null },
      { name: 'Bob', bot: null },
      { name: 'Hollis', bot: 'hold-at-20' },
    ]);
    const ann = await seatPage(browser, pigShare.seats[0]!.url);
    const bob = await seatPage(browser, pigShare.seats[1]!.url);
    await expect(ann.locator('.seat-felt .turn')).toHaveText('Your turn');
    await expect(bob.locator('.seat-felt .turn')).toHaveText('Ann’s turn');
    await expect(bob.getByRole('button', { name: 'Roll', exact: true })).toBeDisabled();
    await ann.getByRole('button', { name: 'Roll', exact: true }).click();
    await expect(ann.locator('.last-turn')).toHaveText(/^You rolled a \d/);
    await expect(bob.locator('.last-turn')).toHaveText(/^Ann rolled a \d/);
    await seatPictures(ann, 'pig-seat');
    await seatHowToPlay(ann, 'Pig', 'pig-seat');

    const rollDice = await host.call<TableView>('createTable', {
      game: 'rolldice',
      setup: { player: { name: 'Ada', bot: null }, seed: '42', generator: null },
    });
    const rdShare = await host.call<ShareView>('shareGame', { gameId: rollDice.view.id });
    const ada = await seatPage(browser, rdShare.seats[0]!.url);
    await expect(ada.getByText('You are Ada')).toBeVisible();
    await ada.getByRole('button', { name: 'Die 1: not rolled yet' }).click();
    await expect(ada.locator('.last-turn')).toHaveText(/^You rolled die 1/);
    await seatPictures(ada, 'rolldice-seat');
    await seatHowToPlay(ada, 'Roll-Dice-Roll', 'rolldice-seat');
  });
});

test('players are invited at the setup: the game is shared as it starts, its links shown', async () => {
  test.setTimeout(60_000);
  await withHost(async (host, browser) => {
    const hostPage = await browser.newPage({ viewport: { width: 1200, height: 820 } });
    await hostPage.goto(host.url.href);
    await fillSetup(hostPage, {
      preset: 'minimal',
      seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy', bot: 'greedy' }],
      seed: '8',
    });
    await hostPage.getByTestId('invite-at-start').check();
    await expect(hostPage.getByTestId('invite-at-start-address')).toHaveValue('127.0.0.2');
    await screenshot(hostPage, 'share-setup-invite');
    await hostPage.getByTestId('start-game').click();
    // The links of the two person seats, before anyone has rolled.
    await expect(hostPage.getByTestId('share-seat')).toHaveCount(2);
    const links = await hostPage
      .getByTestId('share-seat')
      .getByRole('textbox')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    const bob = await seatPage(browser, links[1]!);
    await expect(bob.getByText('You are Bob')).toBeVisible();
    await expect(bob.locator('.seat-felt .turn')).toHaveText('Ann’s turn');
  });
});
