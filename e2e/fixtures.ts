import { _electron as electron, test as base, type Page } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { electronSqlite } from '../src-main/host/electron-native';
import { launchChromium } from './helpers/chromium';

/** Whether the Electron binary is installed (its package throws when it cannot fetch it). */
function electronPath(): string | null {
  const probe = spawnSync(process.execPath, ['-e', 'process.stdout.write(require("electron"))'], {
    encoding: 'utf8',
  });
  return probe.status === 0 ? probe.stdout : null;
}

/** Starts the built loopback host with its own data directory; resolves with its URL. */
function startHost(dataDir: string): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, ['out/main/server.js'], {
    env: { ...process.env, HOTDICE_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+\/#token=\S+)/.exec(output);
      if (match) resolve({ url: match[1]!, process: child });
    });
    child.once('exit', (code) =>
      reject(new Error(`the loopback host exited (${code}): ${output}`)),
    );
  });
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
export const test = base.extend<{ app: AppFixture }>({
  // Playwright reads a fixture's dependencies from this pattern; this one needs none.
  // eslint-disable-next-line no-empty-pattern
  app: async ({}, use) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hotdice-e2e-'));
    const electronBinary = electronPath();
    try {
      if (electronBinary) {
        const application = await electron.launch({
          executablePath: electronBinary,
          args: ['.'],
          env: {
            ...process.env,
            HOTDICE_DATA_DIR: dataDir,
            HOTDICE_SQLITE_BINDING: electronSqlite(process.cwd()),
          },
        });
        const page = await application.firstWindow();
        await use({ page, dataDir });
        await application.close();
      } else {
        const host = await startHost(dataDir);
        const browser = await launchChromium();
        const page = await browser.newPage({ viewport: { width: 1200, height: 820 } });
        await page.goto(host.url);
        await use({ page, dataDir });
        await browser.close();
        host.process.kill();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
});

export { expect } from '@playwright/test';
