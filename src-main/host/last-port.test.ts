import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HTTP_TOKEN_HEADER } from '../../src-shared/api';
import { openTestApp } from '../api/test-app';
import { STALE_TAB, startHttpHost } from './http-host';
import { lastPort, startOnLastPort } from './last-port';
import { mayOpenBrowser } from './open-browser';

const rendererDir = mkdtempSync(join(tmpdir(), 'hotdice-renderer-'));
writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Hot Dice</title>');
const { dispatch } = openTestApp();
const start = (port: number) => startHttpHost({ dispatch, rendererDir, port });

/** A listener holding a port, as another program would. */
async function occupy(port: number) {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

describe('the loopback host across restarts', () => {
  it('takes its last port again when it is free, and another when it is not', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hotdice-port-'));
    const first = await startOnLastPort(dataDir, null, start);
    expect(lastPort(dataDir)).toBe(first.port);
    await first.close();

    const again = await startOnLastPort(dataDir, null, start);
    expect(again.port).toBe(first.port);
    expect(again.token).not.toBe(first.token);
    await again.close();

    const release = await occupy(first.port);
    try {
      const moved = await startOnLastPort(dataDir, null, start);
      expect(moved.port).not.toBe(first.port);
      expect(lastPort(dataDir)).toBe(moved.port);
      await moved.close();
    } finally {
      await release();
    }
  });

  it('tells a tab from the earlier launch that Hot Dice restarted and where it went', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hotdice-port-'));
    const before = await startOnLastPort(dataDir, null, start);
    await before.close();
    const after = await startOnLastPort(dataDir, null, start);
    try {
      const response = await fetch(`http://127.0.0.1:${after.port}/api/listPresets`, {
        method: 'POST',
        headers: { [HTTP_TOKEN_HEADER]: before.token, 'content-type': 'application/json' },
        body: 'null',
      });
      expect(response.status).toBe(403);
      const answer = (await response.json()) as { ok: false; error: { message: string } };
      expect(answer.error.message).toBe(STALE_TAB);
      expect(answer.error.message).toMatch(/restarted.*terminal/);
    } finally {
      await after.close();
    }
  });

  it('opens the browser unless told not to, and never under CI or a test runner', () => {
    expect(mayOpenBrowser({}, ['node', 'server.js'])).toBe(true);
    expect(mayOpenBrowser({}, ['node', 'server.js', '--no-browser'])).toBe(false);
    expect(mayOpenBrowser({ HOTDICE_NO_BROWSER: '1' }, [])).toBe(false);
    expect(mayOpenBrowser({ HOTDICE_NO_BROWSER: '0' }, [])).toBe(true);
    expect(mayOpenBrowser({ CI: 'true' }, [])).toBe(false);
    expect(mayOpenBrowser({ VITEST: 'true' }, [])).toBe(false);
  });
});
