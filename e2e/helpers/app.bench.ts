import type { Page } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { it } from 'vitest';
import { launchChromium } from './chromium';
import { FIRST_LOAD_BUDGET, firstLoadScripts } from '../../src-main/host/first-load.testkit';
import { HTTP_TOKEN_HEADER } from '../../src-shared/api';
import { openTestApp } from '../../src-main/api/test-app';
import { startHttpHost } from '../../src-main/host/http-host';

const CALLS = 200;
const LOADS = 10;

/** The floor of the floors: a page with nothing but the button the bench waits for. */
const BLANK_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Hot Dice</title></head>' +
  '<body><button data-testid="start-game">Start game</button></body></html>';

/** Opens an address and waits until the new-game form's Start button can be pressed. */
async function openUntilInteractive(page: Page, url: string): Promise<number> {
  const started = performance.now();
  await page.goto(url);
  // Checked at every frame: a poll's growing intervals (100, 250, 500, 1,000 ms) measured
  // their own schedule rather than the page.
  await page.waitForFunction(
    () => {
      const button = document.querySelector<HTMLButtonElement>('[data-testid="start-game"]');
      return button !== null && !button.disabled && button.ariaDisabled !== 'true';
    },
    null,
    { polling: 'raf', timeout: 30_000 },
  );
  return performance.now() - started;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

it('the table in Chromium over the loopback host', async () => {
  // Solves run in this thread: the worker build exists only under electron-vite.
  const app = openTestApp(mkdtempSync(join(tmpdir(), 'hotdice-bench-app-'))).app;
  const rendererDir = join(import.meta.dirname, '../../out/renderer');
  const firstLoad = firstLoadScripts(rendererDir);
  const host = await startHttpHost({ dispatch: app.dispatch, rendererDir });
  const browser = await launchChromium();
  try {
    // Opening the page until the new-game form can be used (a cold page each time), beside two
    // floors served the same way: the form the app drew, saved as HTML without its scripts, and
    // a page holding only the button. They show what Chromium itself takes here.
    const floorDir = mkdtempSync(join(tmpdir(), 'hotdice-bench-floor-'));
    cpSync(rendererDir, floorDir, { recursive: true });
    writeFileSync(join(floorDir, 'blank.html'), BLANK_PAGE);
    const floorHost = await startHttpHost({ dispatch: app.dispatch, rendererDir: floorDir });
    const first = await browser.newPage();
    await openUntilInteractive(first, host.url);
    // Only the page's own stylesheets: the idle prefetch adds the other screens' too.
    const own = readFileSync(join(rendererDir, 'index.html'), 'utf8');
    const drawn = (await first.content())
      .replace(/<script\b[^>]*>[^<]*<\/script>/g, '')
      .replace(/<link rel="modulepreload"[^>]*>/g, '')
      .replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link, href: string) =>
        own.includes(`href="${href}"`) ? link : '',
      );
    writeFileSync(join(floorDir, 'static-form.html'), drawn);
    await first.close();
    const pages = {
      app: host.url,
      staticForm: new URL('/static-form.html', floorHost.url).href,
      blank: new URL('/blank.html', floorHost.url).href,
    };
    const loads = { app: [] as number[], staticForm: [] as number[], blank: [] as number[] };
    for (let i = 0; i < LOADS; i++) {
      for (const kind of ['app', 'staticForm', 'blank'] as const) {
        const page = await browser.newPage();
        loads[kind].push(await openUntilInteractive(page, pages[kind]));
        await page.close();
      }
    }
    await floorHost.close();

    // A roll through the API as the page makes it: fetch to the host, engine, history, answer.
    const page = await browser.newPage();
    await page.goto(host.url);
    const times = await page.evaluate(
      async ({ token, header, calls }) => {
        const call = async (method: string, body: unknown) => {
          const response = await fetch(`/api/${method}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', [header]: token },
            body: JSON.stringify(body),
          });
          const result = (await response.json()) as {
            ok: boolean;
            value: { id: string };
            error: { message: string };
          };
          if (!result.ok) throw new Error(result.error.message);
          return result.value;
        };
        const rolls: number[] = [];
        for (let i = 0; i < calls; i++) {
          const game = await call('createGame', {
            preset: 'house',
            rules: null,
            seats: [{ name: 'Bench', bot: null }],
            seed: String(i + 1),
            generator: null,
          });
          const started = performance.now();
          await call('act', { gameId: game.id, step: 0, action: { type: 'roll' } });
          rolls.push(performance.now() - started);
        }
        return rolls;
      },
      { token: host.token, header: HTTP_TOKEN_HEADER, calls: CALLS },
    );
    console.log(
      [
        'The table in Chromium over the loopback host:',
        `  script loaded before the first paint: ${(firstLoad.bytes / 1024).toFixed(1)} KB in ${firstLoad.files.length} files (budget ${FIRST_LOAD_BUDGET / 1024} KB)`,
        `  page open to an interactive new-game form: median ${percentile(loads.app, 50).toFixed(0)} ms, p95 ${percentile(loads.app, 95).toFixed(0)} ms over ${LOADS} cold loads`,
        `    the same form as static HTML, no script: median ${percentile(loads.staticForm, 50).toFixed(0)} ms; a page holding only the button: median ${percentile(loads.blank, 50).toFixed(0)} ms`,
        `  a roll through the API (fetch, validation, engine, history write, answer): median ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms over ${CALLS} calls`,
      ].join('\n'),
    );
  } finally {
    await browser.close();
    await host.close();
    app.close();
  }
});
