/** What a screen reader would hear: the announcer's messages, and where the focus is. */
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/** Every message on the page's live regions, polite and assertive, in the order said. */
export async function heard(page: Page): Promise<{ id: number; text: string }[]> {
  const said = await page
    .getByTestId('announcer')
    .locator('p[data-id]')
    .evaluateAll((elements) =>
      elements.map((el) => ({
        id: Number(el.getAttribute('data-id')),
        text: el.textContent ?? '',
      })),
    );
  return said.sort((a, b) => a.id - b.id);
}

/** The id of the newest message (0 before any). */
export async function lastHeard(page: Page): Promise<number> {
  return (await heard(page)).at(-1)?.id ?? 0;
}

/** What was said after message `since`. */
export async function heardSince(page: Page, since: number): Promise<string[]> {
  return (await heard(page)).filter((message) => message.id > since).map((m) => m.text);
}

/** The focused element: its test id, a radio as "name-value"; "body" when on the page. */
export async function focusedId(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    const radio = active instanceof HTMLInputElement && active.type === 'radio';
    if (radio) return `${active.name}-${active.value}`;
    return active.getAttribute('data-testid') ?? active.tagName.toLowerCase();
  });
}

export async function expectFocusKept(page: Page): Promise<void> {
  await expect.poll(() => focusedId(page), { message: 'focus fell to the page' }).not.toBe('body');
}

/**
 * Presses a key and expects exactly these messages to be said after it, and the focus to stay on
 * a control.
 */
export async function pressAndHear(page: Page, key: string, words: string[]): Promise<void> {
  const since = await lastHeard(page);
  await page.keyboard.press(key);
  await expect.poll(() => heardSince(page, since), { message: `after ${key}` }).toEqual(words);
  await expectFocusKept(page);
}

/** Presses Tab until the element with this test id has the focus. */
export async function tabTo(page: Page, testId: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    if ((await focusedId(page)) === testId) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${testId}`);
}

/**
 * Presses a key while a bot plays: its moves may be said around the key, so what is said must be
 * exactly `words`, in order, once the bot's own moves (`botMove`) are left out.
 */
export async function pressAndHearAmong(
  page: Page,
  key: string,
  words: string[],
  botMove: RegExp,
): Promise<void> {
  const since = await lastHeard(page);
  await page.keyboard.press(key);
  const mine = async () =>
    (await heardSince(page, since)).filter((text) => words.includes(text) || !botMove.test(text));
  await expect.poll(mine, { message: `after ${key}` }).toEqual(words);
  await expectFocusKept(page);
}
