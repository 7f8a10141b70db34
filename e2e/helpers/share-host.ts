import type { Browser, Page } from '@playwright/test';
import type { FarkleView } from '../../src-shared/api';
import type { startHost } from '../../src-main/host/test-host';

/** The sharing server listens on 127.0.0.2, standing in for the host's Wi-Fi address. */
export const SHARE_ON = { HOTDICE_SHARE_ADDRESS: '127.0.0.2' };

export type TestHost = Awaited<ReturnType<typeof startHost>>;

/**
 * A Minimal Farkle game for two people, Ann and Bob, made through the host's API, and the host's
 * own page opened on it at the given size.
 */
export async function hostAnnAndBob(
  host: TestHost,
  browser: Browser,
  seed: string,
  viewport: { width: number; height: number },
): Promise<{ game: FarkleView; hostPage: Page }> {
  const game = await host.call<FarkleView>('createGame', {
    preset: 'minimal',
    rules: null,
    seats: [
      { name: 'Ann', bot: null },
      { name: 'Bob', bot: null },
    ],
    seed,
    generator: null,
  });
  const hostPage = await browser.newPage({ viewport });
  await hostPage.goto(host.url.href);
  await hostPage.getByTestId('resume-unfinished').first().click();
  return { game, hostPage };
}
