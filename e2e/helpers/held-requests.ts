/**
 * Holding the loopback host's answers back, so a wait lasts exactly as long as a test wants.
 * Electron's IPC is not routed: there a spec that holds answers has nothing to hold.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { screenshot } from './ui';

/** Requests to one API method, held until the test lets them go; counted, held or not. */
export interface HeldRequests {
  held: Route[];
  sent(): number;
  /** Lets the held requests and every later one go. */
  release(): Promise<void>;
}

export async function holdRequests(page: Page, method: string): Promise<HeldRequests> {
  const held: Route[] = [];
  let sent = 0;
  let holding = true;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/${method}`) sent++;
  });
  await page.route(`**/api/${method}`, (route) =>
    holding ? void held.push(route) : route.continue(),
  );
  return {
    held,
    sent: () => sent,
    release: async () => {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/** Skips the test in Electron, whose IPC no route can hold. */
export async function skipInElectron(page: Page): Promise<void> {
  const electron = await page.evaluate(() => 'hotdice' in globalThis);
  test.skip(electron, 'Electron’s IPC is not routed: nothing to hold the answer back');
}

/** Screenshots of a wait as it stands (`shown`, its words), at 1280x800 and 800x600. */
export async function waitPictures(page: Page, shown: string, name: string): Promise<void> {
  for (const [width, height] of [
    [1280, 800],
    [800, 600],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(page.getByTestId(shown)).toBeVisible();
    await screenshot(page, `${name}-${width}x${height}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
