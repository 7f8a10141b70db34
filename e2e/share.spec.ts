/**
 * A table across the room: the host's page and two seat pages, each in a browser context of its
 * own (the sharing server listens on 127.0.0.2, standing in for the host's Wi-Fi address). The
 * right seat's moves go through, every page shows every roll, a seat page closed and reopened
 * rejoins, and the host killed mid-turn comes back with the same links working.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Browser, type Page } from '@playwright/test';
import type { FarkleView, ShareView } from '../src-shared/api';
import { startHost } from '../src-main/host/test-host';
import { launchChromium } from './helpers/chromium';
import { hostAnnAndBob, SHARE_ON } from './helpers/share-host';
import { screenshot, sidewaysOverflow } from './helpers/ui';

const PHONE = { width: 375, height: 667 };
const TALL_PHONE = { width: 390, height: 844 };

async function seatPage(browser: Browser, url: string, viewport = PHONE): Promise<Page> {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

/** The faces a seat page shows, in order ('' while not rolled). */
async function seatFaces(page: Page): Promise<string> {
  const labels = await page
    .locator('.dice button')
    .evaluateAll((dice) => dice.map((die) => die.getAttribute('aria-label') ?? ''));
  return labels.map((label) => /: (\w+)/.exec(label)?.[1] ?? '').join(' ');
}

/** What axe-core finds wrong on the page (run in the page: see axe.spec.ts). */
async function axeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

/** Keeps a die that scores alone (a one or a five) and banks. */
async function keepOneAndBank(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /: (one|five), can score/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Keep and bank' }).click();
  // Stored, with no word against it: the turn has passed on this page too.
  await expect(page.locator('.seat-words')).toHaveText('');
  await expect(page.locator('.turn')).not.toHaveText('Your turn');
}

test('two devices play their seats beside the host, rejoin, and outlive a host restart', async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'hotdice-e2e-'));
  const browser = await launchChromium();
  let host = await startHost(dataDir, SHARE_ON);
  try {
    // Seed 1: Ann's first roll and Bob's each hold a one or a five.
    const { game, hostPage } = await hostAnnAndBob(host, browser, '1', {
      width: 1200,
      height: 820,
    });
    await hostPage.getByTestId('invite-players').click();
    await expect(hostPage.getByTestId('share-address')).toHaveValue('127.0.0.2');
    await hostPage.getByTestId('share-start').click();
    await expect(hostPage.getByTestId('share-seat')).toHaveCount(2);
    await screenshot(hostPage, 'share-invite');
    expect(await axeFindings(hostPage)).toEqual([]);
    const links = await hostPage
      .getByRole('textbox')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    const share = await host.call<ShareView>('sharedGame', { gameId: game.id });
    expect(links).toEqual([...share.seats.map((s) => s.url), share.spectatorUrl]);
    await hostPage.getByRole('button', { name: 'Close' }).click();

    const ann = await seatPage(browser, share.seats[0]!.url, PHONE);
    const bob = await seatPage(browser, share.seats[1]!.url, TALL_PHONE);
    const watcher = await seatPage(browser, share.spectatorUrl, { width: 1280, height: 800 });
    await expect(ann.getByText('You are Ann')).toBeVisible();
    await expect(bob.getByText('You are Bob')).toBeVisible();
    await expect(watcher.getByText('Watching the table')).toBeVisible();
    // The key leaves the address bar once read.
    expect(ann.url()).not.toContain('#t=');
    await expect(ann.locator('.turn')).toHaveText('Your turn');
    await expect(bob.locator('.turn')).toHaveText('Ann’s turn');
    // Not Bob's turn: his page offers no move.
    await expect(bob.locator('button.roll')).toBeDisabled();
    await expect(watcher.locator('button.roll')).toHaveCount(0);

    await ann.getByRole('button', { name: 'Roll 6', exact: true }).click();
    await expect(ann.locator('.dice button.scores').first()).toBeVisible();
    const faces = await seatFaces(ann);
    expect(faces).not.toContain('not');
    for (const page of [bob, watcher]) await expect.poll(() => seatFaces(page)).toBe(faces);
    // The host's own table shows the device's roll too.
    await expect(
      hostPage.getByTestId('dice').locator('[data-testid^="die-"]').first(),
    ).not.toHaveAttribute('aria-label', /blank/);
    for (const [page, name] of [
      [ann, 'share-seat-phone'],
      [bob, 'share-seat-tall-phone'],
      [watcher, 'share-spectator-laptop'],
    ] as const) {
      expect(await sidewaysOverflow(page)).toBe(0);
      await screenshot(page, name);
    }

    await keepOneAndBank(ann);
    await expect(bob.locator('.turn')).toHaveText('Your turn');
    await expect(ann.locator('.turn')).toHaveText('Bob’s turn');

    // Ann's phone sleeps and her page is gone; reopening her link seats her again.
    await ann.context().close();
    const annAgain = await seatPage(browser, share.seats[0]!.url, PHONE);
    await expect(annAgain.locator('.turn')).toHaveText('Bob’s turn');
    await expect(annAgain.getByText('You are Ann')).toBeVisible();

    // Bob rolls, and the host dies mid-turn.
    await bob.getByRole('button', { name: 'Roll 6', exact: true }).click();
    await expect(bob.locator('.dice button.scores').first()).toBeVisible();
    const midTurn = await seatFaces(bob);
    host.stop();
    await new Promise((resolve) => host.child.once('exit', resolve));
    await expect(bob.getByText(/joining again/)).toBeVisible();
    host = await startHost(dataDir, SHARE_ON);
    // The same link, reopened by itself: the table as it was, and Bob plays on.
    await expect(bob.getByText(/joining again/)).toBeHidden({ timeout: 15_000 });
    await expect(bob.locator('.turn')).toHaveText('Your turn');
    expect(await seatFaces(bob)).toBe(midTurn);
    await keepOneAndBank(bob);
    await expect(annAgain.locator('.turn')).toHaveText('Your turn');
    const after = await host.call<FarkleView>('getGame', { gameId: game.id });
    expect(after.history).toHaveLength(2);
    expect(after.seats[1]!.total).toBeGreaterThan(0);

    for (const scheme of ['light', 'dark'] as const) {
      for (const [viewport, name] of [
        [PHONE, 'phone'],
        [TALL_PHONE, 'tall-phone'],
        [{ width: 1280, height: 800 }, 'laptop'],
      ] as const) {
        await annAgain.emulateMedia({ colorScheme: scheme });
        await annAgain.setViewportSize(viewport);
        expect(await sidewaysOverflow(annAgain)).toBe(0);
        expect(await axeFindings(annAgain)).toEqual([]);
        await screenshot(annAgain, `share-seat-${name}-${scheme}`);
      }
    }
  } finally {
    host.stop();
    await browser.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
