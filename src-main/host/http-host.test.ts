import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_TOKEN_HEADER } from '../../src-shared/api';
import { createApp } from '../app';
import { MAX_BODY_BYTES, startHttpHost, type HttpHost } from './http-host';

let host: HttpHost;

beforeAll(async () => {
  const rendererDir = mkdtempSync(join(tmpdir(), 'hotdice-renderer-'));
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Hot Dice</title>');
  const dataDir = mkdtempSync(join(tmpdir(), 'hotdice-data-'));
  host = await startHttpHost({ dispatch: createApp({ dataDir }).dispatch, rendererDir });
});

afterAll(() => host.close());

/** A raw request, so the Host header and paths can be anything a hostile page might send. */
function send(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: host.port,
        path,
        method: options.method ?? 'GET',
        headers: { host: `127.0.0.1:${host.port}`, ...options.headers },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const MB = 1024 * 1024;

/**
 * An upload of junk to the API, sent a part at a time: `send(bytes)` resolves once the host has
 * taken them in; `answer` is the status and body the host sent back.
 */
function uploader(declared?: number) {
  const headers: Record<string, string | number> = {
    host: `127.0.0.1:${host.port}`,
    [HTTP_TOKEN_HEADER]: host.token,
  };
  if (declared !== undefined) headers['content-length'] = declared;
  const req = request({
    host: '127.0.0.1',
    port: host.port,
    path: '/api/importFile',
    method: 'POST',
    headers,
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
  });
  const chunk = Buffer.alloc(MB, 0x61);
  const send = async (bytes: number) => {
    for (let sent = 0; sent < bytes; sent += chunk.length) {
      const part = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
      if (!req.write(part)) await new Promise((resolve) => req.once('drain', resolve));
    }
  };
  return { send, end: () => req.end(), answer };
}

async function upload(size: number, declare: boolean) {
  const { send, end, answer } = uploader(declare ? size : undefined);
  await Promise.race([send(size).then(end), answer]);
  return answer;
}

const withToken = (body: unknown) => ({
  method: 'POST',
  headers: { [HTTP_TOKEN_HEADER]: host.token, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('the loopback host', () => {
  it('listens on 127.0.0.1 with the token in the address fragment', () => {
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#token=[\w-]{20,}$/);
  });

  it('serves the renderer with a strict content security policy', async () => {
    const page = await send('/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Hot Dice</title>');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers API calls that carry the token', async () => {
    const presets = await send('/api/listPresets', withToken(null));
    expect(presets.status).toBe(200);
    expect(JSON.parse(presets.body).value.map((p: { id: string }) => p.id)).toContain('ece209');
  });

  it('refuses API calls without the token or with another one', async () => {
    expect((await send('/api/listPresets', { method: 'POST', body: 'null' })).status).toBe(403);
    const wrong = { method: 'POST', headers: { [HTTP_TOKEN_HEADER]: 'guess' }, body: 'null' };
    expect((await send('/api/listPresets', wrong)).status).toBe(403);
  });

  it('refuses requests addressed to another host name', async () => {
    const rebound = await send('/api/listPresets', {
      ...withToken(null),
      headers: { ...withToken(null).headers, host: 'evil.example:80' },
    });
    expect(rebound.status).toBe(421);
  });

  it('answers bad JSON with a clear error', async () => {
    const bad = await send('/api/createGame', { ...withToken(null), body: '{not json' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).error.message).toMatch(/not JSON/);
  });

  it('never serves files outside the renderer folder', async () => {
    expect((await send('/../../../../etc/passwd')).status).toBe(404);
    expect((await send('/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404);
  });

  it('answers a malformed address with 400, not a server error', async () => {
    for (const path of ['/%', '/%ff', '/api/%ff', '/assets/%E0%A4%A']) {
      expect((await send(path)).status, path).toBe(400);
    }
    expect((await send('/api/%ff', withToken(null))).status).toBe(400);
  });

  it.each([
    ['streamed', false],
    ['declared', true],
  ])(
    'answers a %s body over the limit with 413 and a message',
    async (_, declare) => {
      const answer = await upload(MAX_BODY_BYTES + 1, declare);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body).error.message).toMatch(/larger than Hot Dice accepts/);
      // And the host still answers.
      expect((await send('/api/listPresets', withToken(null))).status).toBe(200);
    },
    60_000,
  );

  it('reads one large body at a time: the others wait unread, small calls go on', async () => {
    const first = uploader();
    await first.send(2 * MB);
    const second = uploader();
    void second.send(40 * MB).then(second.end);
    const early = await Promise.race([
      second.answer.then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 1000)),
    ]);
    expect(early).toBe('waiting');
    expect((await send('/api/listPresets', withToken(null))).status).toBe(200);
    first.end();
    expect((await first.answer).status).toBe(400);
    expect((await second.answer).status).toBe(400);
  });
});
