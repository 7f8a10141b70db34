import { chromium, type Browser } from '@playwright/test';

/**
 * Debian's Chromium, launched offline: Playwright cannot download its own browsers here, and
 * Chromium's background networking is switched off. As root it needs --no-sandbox.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.HOTDICE_CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-gpu',
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    ],
  });
}
