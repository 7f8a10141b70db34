import { expect, type Page } from '@playwright/test';

/**
 * The table's moments (banners and the bank chip) as each appears. A moment that ends the
 * player's turn lasts only until the bot's first roll, about a second later: under load that
 * roll can come before a plain assertion looks, so the words are kept as they are shown.
 */
export async function watchMoments(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { momentsSeen: string[] }).momentsSeen = seen;
    const look = (): void => {
      for (const moment of document.querySelectorAll('[data-testid^="moment-"]')) {
        const words = `${moment.getAttribute('data-testid')}: ${moment.textContent ?? ''}`;
        const said = words.replace(/\s+/g, ' ').trim();
        if (!seen.includes(said)) seen.push(said);
      }
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}

/** Forgets the moments seen so far, so the next check sees only what follows. */
export async function forgetMoments(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { momentsSeen: string[] }).momentsSeen.length = 0;
  });
}

/** Waits until the moment `testId` has been shown with `words` since the last forget. */
export async function expectMomentSeen(page: Page, testId: string, words: string): Promise<void> {
  const seen = () =>
    page.evaluate(() => (window as unknown as { momentsSeen: string[] }).momentsSeen);
  await expect
    .poll(async () => (await seen()).filter((said) => said.startsWith(`${testId}: `)), {
      message: `${testId} shown with "${words}"`,
    })
    .toContainEqual(expect.stringContaining(words));
}
