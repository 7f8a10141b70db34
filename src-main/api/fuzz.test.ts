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
  type GameView,
  type ReplayFile,
} from '../../src-shared/api';
import { runReplay, readReplay } from '../engine';
import { startHttpHost } from '../host/http-host';
import { openTestApp } from './test-app';

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

/** A valid request for each method, given the ids of games that exist. */
function templates(ids: {
  farkle: string;
  /** A game the fuzz may abandon or delete, so the checked one stays on the table. */
  spare: string;
  rolldice: string;
  profile: number;
  rules: unknown;
}) {
  return {
    startup: null,
    listPresets: null,
    listBots: null,
    getSettings: null,
    listProfiles: null,
    exportHistory: null,
    coachHint: { gameId: ids.farkle },
    getGame: { gameId: ids.farkle },
    act: { gameId: ids.farkle, step: 0, action: { type: 'roll' } },
    previewKeep: { gameId: ids.farkle, dice: [0] },
    botStep: { gameId: ids.farkle, toEndOfTurn: true },
    exportReplay: { gameId: ids.farkle },
    rematch: { gameId: ids.farkle },
    abandonGame: { gameId: ids.spare },
    deleteGame: { gameId: ids.spare },
    replayFrame: { gameId: ids.farkle, step: 0 },
    createGame: {
      preset: 'house',
      rules: ids.rules,
      seats: [{ name: 'Fuzz', bot: null }],
      seed: '1',
      generator: null,
    },
    createRollDice: { player: { name: 'Fuzz', bot: null }, seed: '2', generator: null },
    getRollDice: { gameId: ids.rolldice },
    rollDiceAct: { gameId: ids.rolldice, step: 0, action: { type: 'roll', die: 1 } },
    rollDiceBotStep: { gameId: ids.rolldice },
    rollDiceHint: { gameId: ids.rolldice },
    solveRules: { rules: ids.rules },
    startLab: { bots: ['optimal'], preset: 'minimal', turns: 10, games: 0, seed: '1' },
    labStatus: { jobId: 'nope' },
    cancelLab: { jobId: 'nope' },
    saveSettings: {
      defaultPreset: 'house',
      botSpeed: 'fast',
      animations: true,
      coach: false,
      volume: 40,
      muted: true,
      theme: 'light',
      scoringAid: true,
    },
    renameProfile: { profileId: ids.profile, name: 'Renamed' },
    mergeProfiles: { fromId: ids.profile, intoId: ids.profile },
    archiveProfile: { profileId: ids.profile, archived: false },
    profileStats: { profileId: ids.profile, withChosenSeeds: true },
    listHistory: { profileId: null, preset: null, from: null, to: null, limit: 5, offset: 0 },
    importFile: { text: '{}' },
    ruleLimits: null,
    listRuleSets: null,
    describeRules: { preset: 'house', rules: ids.rules },
    saveRuleSet: { preset: 'house', rules: ids.rules, name: 'Fuzz rules' },
    deleteRuleSet: { id: 1 },
    exportRules: { preset: 'house', rules: ids.rules, name: 'Fuzz rules' },
  } as Record<string, unknown>;
}

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
    const farkle = await call<GameView>('createGame', {
      preset: 'minimal',
      rules: null,
      seats: [
        { name: 'Ann', bot: null },
        { name: 'Bob', bot: null },
      ],
      // Typed, so its replay can be exported to check it while the game is unfinished.
      seed: '4242',
      generator: null,
    });
    const spare = await call<GameView>('createGame', {
      preset: 'minimal',
      rules: null,
      seats: [{ name: 'Sid', bot: null }],
      seed: null,
      generator: null,
    });
    const rolldice = await call<{ id: string }>('createRollDice', {
      player: { name: 'Cy', bot: null },
      seed: null,
      generator: null,
    });
    const [profile] = await call<Array<{ id: number }>>('listProfiles');
    const presets = await call<Array<{ id: string; rules: unknown }>>('listPresets');
    const valid = templates({
      farkle: farkle.id,
      spare: spare.id,
      rolldice: rolldice.id,
      profile: profile!.id,
      rules: presets.find((p) => p.id === 'house')!.rules,
    });
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
          ? (await call<GameView>('getGame', { gameId: farkle.id })).actionCount
          : undefined;
        const sent = current ? { ...(body as object), step } : body;
        const answer = (await dispatch(method, sent)) as ApiResult<unknown>;
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
      const shown = await call<GameView>('getGame', { gameId: game.id });
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
      path,
      token: fc.oneof(fc.constant(host.token), fc.constant('wrong'), fc.constant(null)),
      hostHeader: fc.constantFrom(
        `127.0.0.1:${host.port}`,
        'evil.example',
        `localhost:${host.port}`,
      ),
      body: fc.oneof(fc.json(), fc.string({ maxLength: 200 }), fc.constant('')),
    });
    try {
      await fc.assert(
        fc.asyncProperty(hostile, async ({ method, path, token, hostHeader, body }) => {
          const headers: Record<string, string> = {
            host: hostHeader,
            'content-type': 'application/json',
          };
          if (token !== null) headers[HTTP_TOKEN_HEADER] = token;
          const answer = await send(host.port, { method, path, headers, body });
          expect(answer.status).toBeGreaterThanOrEqual(200);
          expect(answer.status).toBeLessThan(500);
          if (answer.status === 200 && method === 'POST' && path.startsWith('/api/')) {
            const result = JSON.parse(answer.body) as ApiResult<unknown>;
            expect(typeof result.ok).toBe('boolean');
            if (!result.ok) expect(result.error.code).not.toBe('internal');
          }
        }),
        { numRuns: Math.ceil(RUNS / 2), seed: SEED },
      );
    } finally {
      await host.close();
    }
  }, 120_000);
});
