/**
 * `npm start` without Electron, restarted: the loopback host takes its last port again, and the
 * tab left open from the earlier launch (whose token no longer works) says that Hot Dice
 * restarted and where to find it, instead of "not answering".
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { startHost } from '../src-main/host/test-host';
import { launchChromium } from './helpers/chromium';

base('a restart keeps the address, and the old tab says Hot Dice restarted', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hotdice-e2e-'));
  const browser = await launchChromium();
  try {
    const first = await startHost(dataDir);
    const page = await browser.newPage({ viewport: { width: 1200, height: 820 } });
    await page.goto(first.url.href);
    await expect(page.getByTestId('preset-minimal')).toBeVisible();
    first.stop();
    await new Promise((resolve) => first.child.once('exit', resolve));

    const second = await startHost(dataDir);
    try {
      expect(second.url.port).toBe(first.url.port);
      expect(second.url.hash).not.toBe(first.url.hash);
      await page.getByTestId('start-game').click();
      const error = page.getByTestId('setup-error');
      await expect(error).toContainText('Hot Dice restarted since this tab was opened');
      await expect(error).toContainText('the address it printed in its terminal');
      await page.screenshot({ path: '/tmp/names/restart-old-tab.png', animations: 'disabled' });
      // The new launch's own address works.
      const fresh = await browser.newPage({ viewport: { width: 1200, height: 820 } });
      await fresh.goto(second.url.href);
      await expect(fresh.getByTestId('preset-minimal')).toBeVisible();
    } finally {
      second.stop();
    }
  } finally {
    await browser.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
