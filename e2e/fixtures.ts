import { _electron as electron, test as base, type Browser, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { electronSqlite } from '../src-main/host/electron-native';
import { startHost } from '../src-main/host/test-host';
import type { Settings } from '../src-shared/api';
import { callApi } from './helpers/api';
import { launchChromium } from './helpers/chromium';

/** Whether the Electron binary is installed (its package throws when it cannot fetch it). */
function electronPath(): string | null {
  const probe = spawnSync(process.execPath, ['-e', 'process.stdout.write(require("electron"))'], {
    encoding: 'utf8',
  });
  return probe.status === 0 ? probe.stdout : null;
}

/**
 * Pages ask for reduced motion unless a test asks otherwise: a throw takes about a second to land,
 * and only the specs about motion (feel, turn-change) need to watch one.
 */
const REDUCED_MOTION = 'reduce';

/** What a worker's tests open the app in: Electron's binary, or Chromium beside the loopback host. */
type Shell = { electronBinary: string } | { browser: Browser };

export interface AppFixture {
  page: Page;
  /** Where the app keeps its data for this test. */
  dataDir: string;
}

/**
 * `app.page` is the Hot Dice table: in Electron when its binary is installed, otherwise in
 * Debian's Chromium against the loopback host running the real services. Each test gets a
 * fresh data directory.
 */
export const test = base.extend<{ app: AppFixture; firstRun: boolean }, { shell: Shell }>({
  /**
   * Whether the app meets the test as on its first run, asking the player's name. Off by default:
   * the other specs start from a home screen with the question already answered.
   */
  firstRun: [false, { option: true }],
  // Per worker: whether Electron is installed and, if not, one Chromium whose pages each get a
  // context of their own (fresh storage), instead of a browser launched for every test.
  shell: [
    // Playwright reads a fixture's dependencies from this pattern; this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const electronBinary = electronPath();
      if (electronBinary) return use({ electronBinary });
      const browser = await launchChromium();
      await use({ browser });
      await browser.close();
    },
    { scope: 'worker' },
  ],
  app: async ({ shell, firstRun }, use) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hotdice-e2e-'));
    try {
      if ('electronBinary' in shell) {
        const application = await electron.launch({
          executablePath: shell.electronBinary,
          args: ['.'],
          env: {
            ...process.env,
            HOTDICE_DATA_DIR: dataDir,
            HOTDICE_SQLITE_BINDING: electronSqlite(process.cwd()),
          },
        });
        const page = await application.firstWindow();
        await page.emulateMedia({ reducedMotion: REDUCED_MOTION });
        if (!firstRun) {
          await page.waitForLoadState('domcontentloaded');
          const settings = await callApi(page, 'getSettings', null);
          await callApi(page, 'saveSettings', {
            ...settings,
            nameAsked: true,
            guideOffered: true,
          });
          await page.reload();
        }
        await use({ page, dataDir });
        await application.close();
      } else {
        const host = await startHost(dataDir);
        if (!firstRun) {
          const settings = await host.call<Settings>('getSettings');
          await host.call('saveSettings', { ...settings, nameAsked: true, guideOffered: true });
        }
        const page = await shell.browser.newPage({
          viewport: { width: 1200, height: 820 },
          reducedMotion: REDUCED_MOTION,
        });
        await page.goto(host.url.href);
        await use({ page, dataDir });
        await page.context().close();
        host.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
});

export { expect } from '@playwright/test';
