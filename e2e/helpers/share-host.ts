import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { FarkleView, ShareView } from '../../src-shared/api';
import type { TableView } from '../../src-shared/games';
import { startHost } from '../../src-main/host/test-host';
import { launchChromium } from './chromium';

/** The sharing server listens on 127.0.0.2, standing in for the host's Wi-Fi address. */
export const SHARE_ON = { HOTDICE_SHARE_ADDRESS: '127.0.0.2' };

export type TestHost = Awaited<ReturnType<typeof startHost>>;

/** A Minimal Farkle game for two people, Ann and Bob, made through the host's API. */
export function createAnnAndBob(host: TestHost, seed: string): Promise<FarkleView> {
  return host.call<FarkleView>('createGame', {
    preset: 'minimal',
    rules: null,
    seats: [
      { name: 'Ann', bot: null },
      { name: 'Bob', bot: null },
    ],
    seed,
    generator: null,
  });
}

/** A Pig table to 100 for these seats, on seed 2, shared: its links. */
export async function sharedPig(
  host: TestHost,
  seats: Array<{ name: string; bot: string | null }>,
): Promise<ShareView> {
  const pig = await host.call<TableView>('createTable', {
    game: 'pig',
    setup: { target: 100, seats, seed: '2', generator: null },
  });
  return host.call<ShareView>('shareGame', { gameId: pig.view.id });
}

/** A sharing host on a data folder of its own and a Chromium, for `run`; all gone after it. */
export async function withShareHost(
  run: (host: TestHost, browser: Browser) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hotdice-e2e-'));
  const browser = await launchChromium();
  const host = await startHost(dataDir, SHARE_ON);
  try {
    await run(host, browser);
  } finally {
    host.stop();
    await browser.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Ann and Bob's game (`createAnnAndBob`), and the host's own page opened on it at the given size.
 */
export async function hostAnnAndBob(
  host: TestHost,
  browser: Browser,
  seed: string,
  viewport: { width: number; height: number },
): Promise<{ game: FarkleView; hostPage: Page }> {
  const game = await createAnnAndBob(host, seed);
  const hostPage = await browser.newPage({ viewport });
  await hostPage.goto(host.url.href);
  await hostPage.getByTestId('resume-unfinished').first().click();
  return { game, hostPage };
}
