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
type Shell = { electronBinary: string } | { browser: Browser; hosts: HostLine };

type Host = Awaited<ReturnType<typeof startHost>>;

/** A loopback host on a fresh data folder of its own. */
interface FreshHost {
  host: Host;
  dataDir: string;
}

async function freshHost(): Promise<FreshHost> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hotdice-e2e-'));
  return { host: await startHost(dataDir), dataDir };
}

/**
 * Hosts started one ahead: while a test runs, the next test's host starts (a second or so of a
 * process starting, its database made), so no test waits for its own.
 */
class HostLine {
  private next = HostLine.awaited(freshHost());

  take(): Promise<FreshHost> {
    const taken = this.next;
    this.next = HostLine.awaited(taken.then(freshHost, freshHost));
    return taken;
  }

  /** A start that fails before a test takes it is that test's error, not an unhandled one. */
  private static awaited(start: Promise<FreshHost>): Promise<FreshHost> {
    start.catch(() => undefined);
    return start;
  }

  /** Stops the spare host (one that failed to start has told its test why already). */
  async close(): Promise<void> {
    const spare = await this.next.catch(() => null);
    if (!spare) return;
    spare.host.stop();
    rmSync(spare.dataDir, { recursive: true, force: true });
  }
}

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
      const hosts = new HostLine();
      const browser = await launchChromium();
      await use({ browser, hosts });
      await browser.close();
      await hosts.close();
    },
    { scope: 'worker' },
  ],
  app: async ({ shell, firstRun }, use) => {
    if ('electronBinary' in shell) {
      const dataDir = mkdtempSync(join(tmpdir(), 'hotdice-e2e-'));
      try {
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
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
      return;
    }
    const { host, dataDir } = await shell.hosts.take();
    try {
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
    } finally {
      host.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
});

export { expect } from '@playwright/test';
