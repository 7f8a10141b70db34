/**
 * Random and malformed requests to every method through the real dispatcher: each answer is a
 * typed result, never `internal`, and afterwards every stored game's log replays to the view the
 * API shows. A fixed seed and a bounded count keep `npm test` quick; `npm run fuzz` runs longer
 * (FUZZ_RUNS, FUZZ_SEED).
 */
import fc from 'fast-check';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  API_METHODS,
  HTTP_TOKEN_HEADER,
  type ApiResult,
  type FarkleView,
  type ReplayFile,
  type ShareView,
} from '../../src-shared/api';
import type { TableView } from '../../src-shared/games';
import { runReplay, readReplay } from '../engine';
import { startHttpHost } from '../host/http-host';
import { linkParts, openDevice } from '../share/share.testkit';
import { openTestApp } from './test-app';
import { UnreadImport } from './unread';
import { validRequests } from './valid-requests';

const RUNS = Number(process.env.FUZZ_RUNS ?? 400);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const CODES = ['bad-request', 'not-found', 'illegal', 'conflict'];

/** A value of any JSON shape, with the strings and numbers that tend to break things. */
const nasty = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202e',
    '\ud800',
    'x'.repeat(200),
    '../../etc/passwd',
    -1,
    0,
    1.5,
    2 ** 53,
    Number.MAX_SAFE_INTEGER,
    null,
    true,
    [],
    {},
  ),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A template with one field (at any depth) replaced, removed or added. */
function mutate(template: unknown, path: number[], value: unknown, how: number): unknown {
  if (template === null || typeof template !== 'object') return how === 0 ? value : template;
  const copy: Record<string, unknown> = Array.isArray(template)
    ? { ...template }
    : { ...(template as Record<string, unknown>) };
  const keys = Object.keys(copy);
  if (keys.length === 0 || how === 2) copy[`extra${path.length}`] = value;
  else {
    const key = keys[(path[0] ?? 0) % keys.length]!;
    if (path.length > 1) copy[key] = mutate(copy[key], path.slice(1), value, how);
    else if (how === 1) delete copy[key];
    else copy[key] = value;
  }
  return Array.isArray(template) ? Object.values(copy) : copy;
}

describe('hostile requests through the dispatcher', () => {
  it('always answer with a typed result, and the stored logs replay to what the API shows', async () => {
    const { call, dispatch } = openTestApp();
    const { farkle, valid } = await validRequests(call);
    const methods = [...API_METHODS, 'constructor', '__proto__', 'nope'];

    const request = fc.oneof(
      fc.record({
        method: fc.constantFrom(...methods),
        body: nasty,
        current: fc.constant(false),
      }),
      fc
        .record({
          method: fc.constantFrom(...API_METHODS),
          path: fc.array(fc.nat(8), { minLength: 1, maxLength: 3 }),
          value: nasty,
          how: fc.nat(2),
        })
        .map(({ method, path, value, how }) => ({
          method,
          body: mutate(valid[method], path, value, how),
          current: false,
        })),
      fc
        .constantFrom(...API_METHODS)
        .map((method) => ({ method, body: valid[method], current: false })),
      // An import body as the loopback host hands it on, unparsed: any text at all.
      fc
        .oneof(
          fc.string({ maxLength: 200 }),
          fc.json(),
          nasty.map((text) => JSON.stringify({ text })),
        )
        .map((body) => ({
          method: 'importFile',
          body: new UnreadImport({ requestBody: body }),
          current: false,
        })),
      // Plausible play, so games move on and the later checks have logs to replay.
      fc
        .oneof(
          fc.constant({ type: 'roll' }),
          fc.constant({ type: 'bank' }),
          fc.record({
            type: fc.constant('keep'),
            dice: fc.uniqueArray(fc.nat(5), { maxLength: 6 }),
          }),
        )
        // Made on the view as it is now, so it acts rather than being refused as stale.
        .map((action) => ({ method: 'act', body: { gameId: farkle.id, action }, current: true })),
    );
    await fc.assert(
      fc.asyncProperty(request, async ({ method, body, current }) => {
        const step = current
          ? (await call<FarkleView>('getGame', { gameId: farkle.id })).actionCount
          : undefined;
        const sent = current ? { ...(body as object), step } : body;
        const answer = await dispatch(method, sent);
        expect(typeof answer.ok).toBe('boolean');
        if (!answer.ok) {
          expect(CODES).toContain(answer.error.code);
          expect(answer.error.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );

    for (const game of [farkle]) {
      const file = await call<ReplayFile>('exportReplay', { gameId: game.id });
      const read = readReplay(file.text);
      expect(read.ok).toBe(true);
      if (!read.ok) continue;
      const replayed = runReplay(read.replay);
      expect(replayed.ok).toBe(true);
      const shown = await call<FarkleView>('getGame', { gameId: game.id });
      if (replayed.ok) {
        expect(shown.actionCount).toBe(read.replay.actions.length);
        expect(shown.seats.map((s) => s.total)).toEqual(replayed.state.seats.map((s) => s.total));
        expect(shown.turn).toEqual(replayed.state.turn);
      }
    }
  }, 120_000);
});

/** One raw request to the loopback host: any method, path, headers and body. */
function send(
  port: number,
  options: { method: string; path: string; headers: Record<string, string>; body: string },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    // A fresh connection each time: a request the HTTP parser itself refuses closes its socket.
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: options.method,
        path: options.path,
        headers: { ...options.headers, 'content-length': String(Buffer.byteLength(options.body)) },
        agent: false,
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('hostile requests through the loopback host', () => {
  it('answer 2xx or 4xx, never 5xx, and every API answer is a typed result', async () => {
    const rendererDir = mkdtempSync(join(tmpdir(), 'hotdice-renderer-'));
    writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Hot Dice</title>');
    const host = await startHttpHost({ dispatch: openTestApp().dispatch, rendererDir });
    const path = fc.oneof(
      fc.constantFrom(...API_METHODS).map((m) => `/api/${m}`),
      fc.constantFrom('/', '/%', '/%ff', '/api/', '/api/%zz', '/../etc/passwd', '/index.html'),
      fc.webPath().map((p) => p || '/'),
      fc.string({ maxLength: 30 }).map((p) => `/${encodeURIComponent(p)}`),
    );
    const hostile = fc.record({
      method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'),
      path: fc.oneof(path, fc.constantFrom('/api/nope', '/api/constructor', '/api/__proto__')),
      token: fc.oneof(fc.constant(host.token), fc.constant('wrong'), fc.constant(null)),
      contentType: fc.constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'text/plain',
        'multipart/form-data; boundary=x',
        null,
      ),
      hostHeader: fc.constantFrom(
        `127.0.0.1:${host.port}`,
        'evil.example',
        `localhost:${host.port}`,
      ),
      body: fc.oneof(fc.json(), fc.string({ maxLength: 200 }), fc.constant('')),
    });
    try {
      await fc.assert(
        fc.asyncProperty(
          hostile,
          async ({ method, path, token, hostHeader, contentType, body }) => {
            const headers: Record<string, string> = { host: hostHeader };
            if (contentType !== null) headers['content-type'] = contentType;
            if (token !== null) headers[HTTP_TOKEN_HEADER] = token;
            const answer = await send(host.port, { method, path, headers, body });
            expect(answer.status).toBeGreaterThanOrEqual(200);
            expect(answer.status).toBeLessThan(500);
            // A call that passes the host, address and token checks: an unknown method is 404,
            // then a body not declared JSON is 415.
            const name = path.slice('/api/'.length);
            if (
              method === 'POST' &&
              path.startsWith('/api/') &&
              token === host.token &&
              hostHeader === `127.0.0.1:${host.port}` &&
              /^[A-Za-z_]+$/.test(name)
            ) {
              const known = (API_METHODS as string[]).includes(name);
              const json = contentType?.startsWith('application/json') ?? false;
              if (!known) expect(answer.status).toBe(404);
              else if (!json) expect(answer.status).toBe(415);
              else expect([200, 400]).toContain(answer.status);
            }
            if (answer.status === 200 && method === 'POST' && path.startsWith('/api/')) {
              const result = JSON.parse(answer.body) as ApiResult<unknown>;
              expect(typeof result.ok).toBe('boolean');
              if (!result.ok) expect(result.error.code).not.toBe('internal');
            }
          },
        ),
        { numRuns: Math.ceil(RUNS / 2), seed: SEED },
      );
    } finally {
      await host.close();
    }
  }, 120_000);
});

/** Moves of every table game, each well formed: sent to any shared table, on any step. */
const anyMove = fc.constantFrom(
  { type: 'roll' },
  { type: 'bank' },
  { type: 'keep', dice: [0, 1] },
  { type: 'hold' },
  { type: 'stop' },
  { type: 'retarget' },
  { type: 'roll', die: 3 },
);

describe('hostile messages to the sharing server', () => {
  it('are refused or close the socket in words, and never stop it seating the next device', async () => {
    const { call } = openTestApp();
    const { farkle } = await validRequests(call);
    // A Pig table shared beside the Farkle one: a move of one game sent to the other's table.
    const pig = await call<TableView>('createTable', {
      game: 'pig',
      setup: {
        target: 50,
        seats: [
          { name: 'Ann', bot: null },
          { name: 'Hollis', bot: 'hold-at-20' },
        ],
        seed: '3',
        generator: null,
      },
    });
    const share = await call<ShareView>('shareGame', { gameId: farkle.id });
    const pigShare = await call<ShareView>('shareGame', { gameId: pig.view.id });
    const { origin, token } = linkParts(share.seats[0]!.url);
    const pigToken = linkParts(pigShare.seats[0]!.url).token;
    const seatedMoves = fc
      .record({
        token: fc.constantFrom(token, pigToken),
        id: fc.nat(),
        step: fc.nat(6),
        action: anyMove,
      })
      .map(({ token: key, ...move }) => [
        JSON.stringify({ type: 'hello', token: key }),
        JSON.stringify({ type: 'act', ...move }),
      ]);
    const message = fc.oneof(
      nasty.map((value) => [JSON.stringify(value)]),
      fc.string({ maxLength: 300 }).map((text) => [text]),
      fc
        .record({ type: fc.constantFrom('hello', 'act', 'nope'), token: nasty })
        .map((m) => [JSON.stringify(m)]),
      fc
        .record({ id: nasty, step: nasty, action: fc.oneof(nasty, anyMove) })
        .map((m) => [JSON.stringify({ type: 'act', ...m })]),
      fc.constant([JSON.stringify({ type: 'hello', token })]),
      seatedMoves,
    );
    let tries = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(message, { minLength: 1, maxLength: 4 }), async (batches) => {
        // Each try from its own address, so long runs stay under the per-address rate limit.
        const from = `127.0.${1 + Math.floor(tries / 250)}.${1 + (tries++ % 250)}`;
        const device = await openDevice(origin, { from });
        for (const text of batches.flat()) device.send(text);
        const answers = await device.settled();
        for (const answer of answers) {
          expect(['welcome', 'view', 'ack', 'refused', 'closed']).toContain(answer.type);
          if ('message' in answer) expect(answer.message.length).toBeGreaterThan(0);
        }
        device.close();
      }),
      { numRuns: Math.ceil(RUNS / 4), seed: SEED },
    );
    const seated = await openDevice(origin, { from: '127.0.0.9' });
    seated.send({ type: 'hello', token });
    expect((await seated.next('welcome')).seat).toBe(0);
    seated.close();
  }, 120_000);
});
