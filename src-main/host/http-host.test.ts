import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_TOKEN_HEADER, type ApiError } from '../../src-shared/api';
import type { ApiDispatch } from '../api/handler';
import { openTestApp } from '../api/test-app';
import { UnreadImport } from '../api/unread';
import { MAX_BODY_BYTES, startHttpHost, type HttpHost } from './http-host';

let host: HttpHost;
/** What the dispatcher was handed, by method. */
const handed = new Map<string, unknown>();
const STALL_MS = 1500;

/** The error an answer's body carries. */
const errorOf = (body: string): ApiError => (JSON.parse(body) as { error: ApiError }).error;

beforeAll(async () => {
  const rendererDir = mkdtempSync(join(tmpdir(), 'hotdice-renderer-'));
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Hot Dice</title>');
  const { dispatch } = openTestApp();
  const recording: ApiDispatch = (method, request) => {
    handed.set(method, request);
    return dispatch(method, request);
  };
  host = await startHttpHost({ dispatch: recording, rendererDir, bodyIdleMs: STALL_MS });
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
    'content-type': 'application/json',
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
    const { value } = JSON.parse(presets.body) as { value: Array<{ id: string }> };
    expect(value.map((p) => p.id)).toContain('ece209');
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
    expect(errorOf(bad.body).message).toMatch(/not JSON/);
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
      expect(errorOf(answer.body).message).toMatch(/larger than Hot Dice accepts/);
      // And the host still answers.
      expect((await send('/api/listPresets', withToken(null))).status).toBe(200);
    },
    60_000,
  );

  it('answers an unknown method with 404, before reading its body', async () => {
    for (const method of ['nope', 'constructor', '__proto__', 'listpresets']) {
      const answer = await send(`/api/${method}`, withToken(null));
      expect(answer.status, method).toBe(404);
      expect(errorOf(answer.body)).toMatchObject({ code: 'not-found' });
    }
  });

  it('answers a body that is not declared JSON with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const answer = await send('/api/listPresets', {
        ...withToken(null),
        headers: { [HTTP_TOKEN_HEADER]: host.token, 'content-type': type },
      });
      expect(answer.status, type).toBe(415);
      expect(errorOf(answer.body).message).toMatch(/JSON/);
    }
    const none = await send('/api/listPresets', {
      method: 'POST',
      headers: { [HTTP_TOKEN_HEADER]: host.token },
      body: 'null',
    });
    expect(none.status).toBe(415);
    const charset = await send('/api/listPresets', {
      ...withToken(null),
      headers: {
        [HTTP_TOKEN_HEADER]: host.token,
        'content-type': 'Application/JSON; charset=utf-8',
      },
    });
    expect(charset.status).toBe(200);
  });

  it('refuses a large body for any call but an import', async () => {
    const answer = await send('/api/createGame', { ...withToken(null), body: ' '.repeat(2 * MB) });
    expect(answer.status).toBe(413);
  });

  it('hands an import body to the import unparsed, large or small', async () => {
    const text = 'not a replay '.repeat(200_000);
    for (const body of [JSON.stringify({ text: 'x' }), JSON.stringify({ text })]) {
      const answer = await send('/api/importFile', { ...withToken(null), body });
      expect(errorOf(answer.body).message).toMatch(/cannot be imported: it is not JSON/);
      expect(handed.get('importFile')).toBeInstanceOf(UnreadImport);
    }
    const bad = await send('/api/importFile', { ...withToken(null), body: '{"text":' });
    expect(errorOf(bad.body)).toEqual({
      code: 'bad-request',
      message: 'the request is not JSON',
    });
    const wrong = await send('/api/importFile', { ...withToken(null), body: '{"file":"x"}' });
    expect(errorOf(wrong.body).code).toBe('bad-request');
  });

  it('never lets a stalled upload hold another back, and gives it up with 408', async () => {
    const stalled = uploader(3 * MB);
    await stalled.send(1.5 * MB);
    const started = Date.now();
    const second = await upload(3 * MB, true);
    expect(second.status).toBe(200);
    expect(errorOf(second.body).message).toMatch(/not JSON/);
    // Answered while the first still stalls, long before its time is up.
    expect(Date.now() - started).toBeLessThan(STALL_MS);
    const first = await stalled.answer;
    expect(first.status).toBe(408);
    expect(errorOf(first.body).message).toMatch(/stopped arriving/);
    expect((await send('/api/listPresets', withToken(null))).status).toBe(200);
  });
});
