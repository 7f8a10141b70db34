/**
 * The sharing server through the real app: who gets a seat, whose moves go through, and what a
 * forged link, a wrong Host, a foreign page, a flood or an oversized message get. The server
 * listens on 127.0.0.2; 127.0.0.3 and up stand in for the devices.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FarkleView, ShareView } from '../../src-shared/api';
import type { Rules } from '../../src-shared/farkle';
import { minimalGame, openTestApp } from '../api/test-app';
import { createApp } from '../app';
import { farkleOf, linkParts, openDevice, type TestDevice } from './share.testkit';

const opened: TestDevice[] = [];
afterEach(() => opened.splice(0).forEach((device) => device.close()));

async function device(origin: string, options: Parameters<typeof openDevice>[1] = {}) {
  const made = await openDevice(origin, options);
  opened.push(made);
  return made;
}

/** Ann and Bob on devices, Cy a bot: shared on 127.0.0.2. */
async function sharedGame(dataDir?: string) {
  const test = openTestApp(dataDir);
  // A drawn seed: sealed until the game ends.
  const game = await test.call<FarkleView>('createGame', {
    ...minimalGame(
      [
        ['Ann', null],
        ['Bob', null],
        ['Cy', 'greedy'],
      ],
      '',
    ),
    seed: null,
  });
  const share = await test.call<ShareView>('shareGame', { gameId: game.id });
  return { ...test, game, share };
}

/** A seated device: its link opened and its key shown. */
async function seated(url: string, from = '127.0.0.3') {
  const { origin, token } = linkParts(url);
  const seat = await device(origin, { from });
  seat.send({ type: 'hello', token });
  return { seat, welcome: await seat.next('welcome') };
}

function get(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host }, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('sharing a game', () => {
  it('gives each person seat a link with a long random key in its fragment, and one to watch', async () => {
    const { share, game } = await sharedGame();
    expect(share.address).toBe('127.0.0.2');
    expect(share.seats.map((s) => [s.seat, s.name])).toEqual([
      [0, 'Ann'],
      [1, 'Bob'],
    ]);
    const tokens = [...share.seats.map((s) => s.url), share.spectatorUrl].map(
      (url) => linkParts(url).token,
    );
    for (const url of [...share.seats.map((s) => s.url), share.spectatorUrl]) {
      expect(new URL(url).pathname).toBe('/');
      expect(new URL(url).search).toBe('');
    }
    // 192 bits in base64url; all different.
    expect(tokens.every((token) => Buffer.from(token, 'base64url').length >= 16)).toBe(true);
    expect(new Set(tokens).size).toBe(3);
    expect(game.seed).toBeNull();
  });

  it('seats a device, takes its moves on its turn only, and shows every device each move', async () => {
    const { share, game } = await sharedGame();
    const ann = await seated(share.seats[0]!.url, '127.0.0.3');
    const bob = await seated(share.seats[1]!.url, '127.0.0.4');
    const watcher = await seated(share.spectatorUrl, '127.0.0.5');
    expect([ann.welcome.seat, bob.welcome.seat, watcher.welcome.seat]).toEqual([0, 1, null]);
    // Each page can tell a newcomer the table's game, as the host's How to play does.
    expect(watcher.welcome.howTo.game).toBe('farkle');
    expect(ann.welcome.howTo.turn.length).toBeGreaterThan(0);
    // The view is the host's own: no seed while sealed, no one's key.
    const shown = JSON.stringify(farkleOf(ann.welcome));
    expect(farkleOf(ann.welcome).seed).toBeNull();
    for (const url of [...share.seats.map((s) => s.url), share.spectatorUrl]) {
      expect(shown).not.toContain(linkParts(url).token);
    }

    bob.seat.send({ type: 'act', id: 1, step: 0, action: { type: 'roll' } });
    const refused = await bob.seat.next('ack');
    expect(refused).toMatchObject({
      ok: false,
      message: 'It is Ann’s turn, not yours: wait for it.',
    });
    watcher.seat.send({ type: 'act', id: 2, step: 0, action: { type: 'roll' } });
    expect(await watcher.seat.next('ack')).toMatchObject({ ok: false, message: /only watches/ });

    ann.seat.send({ type: 'act', id: 3, step: 0, action: { type: 'roll' } });
    expect(await ann.seat.next('ack')).toEqual({ type: 'ack', id: 3, ok: true });
    for (const seat of [ann.seat, bob.seat, watcher.seat]) {
      const view = farkleOf(await seat.next('view'));
      expect(view.id).toBe(game.id);
      expect(view.actionCount).toBe(1);
      expect(view.events.some((event) => event.type === 'roll')).toBe(true);
    }
    // A move on a view that is no longer the table's.
    ann.seat.send({ type: 'act', id: 4, step: 0, action: { type: 'bank' } });
    expect(await ann.seat.next('ack')).toMatchObject({ ok: false, message: /moved on/ });
  });

  it('shows the host’s own moves to the devices', async () => {
    const { share, game, call } = await sharedGame();
    const ann = await seated(share.seats[0]!.url);
    await call('act', { gameId: game.id, step: 0, action: { type: 'roll' } });
    expect(farkleOf(await ann.seat.next('view')).actionCount).toBe(1);
  });

  it('refuses a forged key, a wrong Host and a page from another site', async () => {
    const { share } = await sharedGame();
    const { origin, token } = linkParts(share.seats[0]!.url);
    const forged = await device(origin);
    forged.send({ type: 'hello', token: token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A') });
    expect((await forged.next('closed')).message).toMatch(/no longer opens a seat/);
    const port = new URL(origin).port;
    await expect(device(origin, { hostHeader: `evil.example:${port}` })).rejects.toThrow('421');
    await expect(device(origin, { originHeader: 'http://evil.example' })).rejects.toThrow('403');
    await expect(device(origin, { originHeader: 'http://127.0.0.1:1234' })).rejects.toThrow('403');
    expect(await get(`${origin}/`, `evil.example:${port}`)).toBe(421);
    // Nothing of the loopback API is served here.
    expect(await get(`${origin}/api/getGame`, new URL(origin).host)).toBe(404);
  });

  it('closes a device that shows no key, or moves before showing one', async () => {
    const { share } = await sharedGame();
    const early = await device(linkParts(share.seats[0]!.url).origin);
    early.send({ type: 'act', id: 1, step: 0, action: { type: 'roll' } });
    expect((await early.next('closed')).message).toMatch(/key first/);
  });

  it('makes a revoked seat’s link stop working and issues a new one', async () => {
    const { share, game, call } = await sharedGame();
    const ann = await seated(share.seats[0]!.url);
    const renewed = await call<ShareView>('revokeSeat', { gameId: game.id, seat: 0 });
    expect((await ann.seat.next('closed')).message).toMatch(/took this seat back/);
    expect(renewed.seats[0]!.url).not.toBe(share.seats[0]!.url);
    expect(renewed.seats[1]!.url).toBe(share.seats[1]!.url);
    const { origin, token } = linkParts(share.seats[0]!.url);
    const again = await device(origin);
    again.send({ type: 'hello', token });
    expect((await again.next('closed')).message).toMatch(/no longer opens a seat/);
    expect((await seated(renewed.seats[0]!.url)).welcome.seat).toBe(0);
    await expect(call('revokeSeat', { gameId: game.id, seat: 2 })).rejects.toThrow(
      /not a person’s seat/,
    );
  });

  it('stops listening once sharing stops', async () => {
    const { share, game, call } = await sharedGame();
    const ann = await seated(share.seats[0]!.url);
    await call('stopSharing', { gameId: game.id });
    expect((await ann.seat.next('closed')).message).toMatch(/stopped sharing/);
    await expect(device(linkParts(share.seats[0]!.url).origin)).rejects.toThrow(/ECONNREFUSED/);
    expect(await call('sharedGame', { gameId: game.id })).toBeNull();
  });

  it('ends the links with the game, and stops listening', async () => {
    const { call } = openTestApp();
    const presets = await call<Array<{ id: string; rules: Rules }>>('listPresets');
    const rules = { ...presets.find((p) => p.id === 'minimal')!.rules, target: 50 };
    // Seed 1: Ann's first roll holds a one or a five, enough to reach 50.
    const game = await call<FarkleView>(
      'createGame',
      minimalGame(
        [
          ['Ann', null],
          ['Cy', 'greedy'],
        ],
        '1',
        rules,
      ),
    );
    const share = await call<ShareView>('shareGame', { gameId: game.id });
    const ann = await seated(share.seats[0]!.url);
    ann.seat.send({ type: 'act', id: 1, step: 0, action: { type: 'roll' } });
    const view = farkleOf(await ann.seat.next('view'));
    const single = view.turn.dice.findIndex((die) => die.face === 1 || die.face === 5);
    ann.seat.send({ type: 'act', id: 2, step: 1, action: { type: 'keep', dice: [single] } });
    ann.seat.send({ type: 'act', id: 3, step: 2, action: { type: 'bank' } });
    for (const id of [1, 2, 3])
      expect(await ann.seat.next('ack')).toEqual({ type: 'ack', id, ok: true });
    let last = await call<FarkleView>('getGame', { gameId: game.id });
    while (!last.over)
      last = await call<FarkleView>('botStep', { gameId: game.id, toEndOfTurn: true });
    expect((await ann.seat.next('closed')).message).toMatch(/game is over/);
    await expect(device(linkParts(share.seats[0]!.url).origin)).rejects.toThrow(/ECONNREFUSED/);
    expect(await call('sharedGame', { gameId: game.id })).toBeNull();
  });

  it('ends the links when the host abandons the game', async () => {
    const { share, game, call } = await sharedGame();
    const ann = await seated(share.seats[0]!.url);
    await call('abandonGame', { gameId: game.id });
    expect((await ann.seat.next('closed')).message).toMatch(/host ended this game/);
    await expect(device(linkParts(share.seats[0]!.url).origin)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('keeps a shared game the host leaves before its first move: its devices are still seated', async () => {
    const { share, game, call } = await sharedGame();
    const ann = await seated(share.seats[0]!.url);
    expect(await call('leaveGame', { gameId: game.id })).toEqual({ discarded: false });
    expect(await call('sharedGame', { gameId: game.id })).not.toBeNull();
    // Once it is no longer shared, the same empty game is discarded when left.
    await call('stopSharing', { gameId: game.id });
    expect((await ann.seat.next('closed')).message).toMatch(/stopped sharing/);
    expect(await call('leaveGame', { gameId: game.id })).toEqual({ discarded: true });
  });

  it('refuses an address this computer does not have', async () => {
    const { game, call } = await sharedGame();
    await expect(call('shareGame', { gameId: game.id, address: '203.0.113.9' })).rejects.toThrow(
      /no network interface at 203\.0\.113\.9/,
    );
    await expect(call('shareGame', { gameId: game.id, address: '0.0.0.0' })).rejects.toThrow(
      /no network interface/,
    );
  });

  it('bounds a message’s size, and slows a flood from one address without slowing the others', async () => {
    const { share } = await sharedGame();
    const { origin } = linkParts(share.seats[0]!.url);
    const big = await device(origin, { from: '127.0.0.6' });
    big.send(JSON.stringify({ type: 'hello', token: 'x'.repeat(4000) }));
    expect(await big.closed).toBe(1009);

    const ann = await seated(share.seats[0]!.url, '127.0.0.3');
    const bob = await seated(share.seats[1]!.url, '127.0.0.4');
    const flood = await device(origin, { from: '127.0.0.7' });
    const flooding = setInterval(() => {
      for (let i = 0; i < 100; i++) flood.send('{"type":"nonsense"}');
    }, 5);
    // While it floods: Ann's roll reaching Bob, and Bob's out-of-turn tries answered; the median
    // of the six, so one slow sample on a busy machine does not decide.
    const times: number[] = [];
    let started = performance.now();
    ann.seat.send({ type: 'act', id: 1, step: 0, action: { type: 'roll' } });
    await bob.seat.next('view');
    times.push(performance.now() - started);
    for (let id = 1; id <= 5; id++) {
      started = performance.now();
      bob.seat.send({ type: 'act', id, step: 1, action: { type: 'bank' } });
      expect(await bob.seat.next('ack')).toMatchObject({ ok: false, message: /Ann’s turn/ });
      times.push(performance.now() - started);
    }
    expect(times.sort((a, b) => a - b)[3]!).toBeLessThan(200);
    // The flooder was told once, then sent away.
    expect(await flood.closed).toBe(1000);
    clearInterval(flooding);
    const told = (await flood.settled()).map((m) => ('message' in m ? m.message : m.type));
    expect(told.filter((m) => m === 'too many messages: slow down')).toHaveLength(1);
    expect(told).toContain('too many messages: sent away');
  });

  it('listens again after a restart with the same links, and the game goes on', async () => {
    const first = await sharedGame();
    await first.call('act', { gameId: first.game.id, step: 0, action: { type: 'roll' } });
    first.app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = openTestApp(first.dataDir);
    await again.app.resumeSharing();
    expect(await again.call('sharedGame', { gameId: first.game.id })).toEqual(first.share);
    const ann = await seated(first.share.seats[0]!.url);
    expect(farkleOf(ann.welcome).actionCount).toBe(1);
    again.app.close();
  });
});

describe('the seat page', () => {
  it('is served on the link’s address, and only it and its assets', async () => {
    const rendererDir = mkdtempSync(join(tmpdir(), 'hotdice-seat-'));
    writeFileSync(join(rendererDir, 'seat.html'), '<!doctype html><title>Seat</title>');
    writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Host</title>');
    const test = openTestApp();
    const game = await test.call<FarkleView>('createGame', minimalGame([['Ann', null]], '1'));
    // The test app serves no page; this one is built with one.
    const app = createApp({ dataDir: test.dataDir, rendererDir, shareAddress: '127.0.0.2' });
    const result = await app.dispatch('shareGame', { gameId: game.id });
    if (!result.ok) throw new Error(result.error.message);
    const { origin } = linkParts((result.value as ShareView).spectatorUrl);
    const host = new URL(origin).host;
    expect(await get(`${origin}/`, host)).toBe(200);
    expect(await get(`${origin}/index.html`, host)).toBe(404);
    expect(await get(`${origin}/../index.html`, host)).toBe(404);
    app.close();
    test.app.close();
  });
});
