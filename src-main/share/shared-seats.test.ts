/**
 * Shared tables beyond Farkle's first cut, through the real app: a seat handed to a bot, bots
 * that play with no window asking them, and Pig and Roll-Dice-Roll played from devices. The
 * server listens on 127.0.0.2; 127.0.0.3 and up stand in for the devices.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { FarkleView, RollDiceView, Settings, ShareView } from '../../src-shared/api';
import type { TableView } from '../../src-shared/games';
import type { PigView } from '../../src-shared/pig';
import { minimalGame, openTestApp, type TestCall } from '../api/test-app';
import { farkleOf, linkParts, openDevice, type TestDevice } from './share.testkit';

const opened: TestDevice[] = [];
const apps: Array<{ close(): void }> = [];
afterEach(() => {
  opened.splice(0).forEach((device) => device.close());
  apps.splice(0).forEach((app) => app.close());
});

function open() {
  const test = openTestApp();
  apps.push(test.app);
  return test;
}

async function seated(url: string, from = '127.0.0.3') {
  const { origin, token } = linkParts(url);
  const seat = await openDevice(origin, { from });
  opened.push(seat);
  seat.send({ type: 'hello', token });
  return { seat, welcome: await seat.next('welcome') };
}

async function botSpeed(call: TestCall, speed: Settings['botSpeed']) {
  const settings = await call<Settings>('getSettings');
  await call('saveSettings', { ...settings, botSpeed: speed });
}

/** Pushed views until one passes `done` (or the wait for a push fails the test). */
async function viewUntil(device: TestDevice, done: (table: TableView) => boolean) {
  for (;;) {
    const { table } = await device.next('view');
    if (done(table)) return table;
  }
}

/** Whose turn a pushed Pig table is at. */
const pigOf = (table: TableView) => table.view as PigView;

describe('a shared game’s bots and stand-ins', () => {
  it('plays the bots from the main process: nobody asks for their moves', async () => {
    const { call } = open();
    await botSpeed(call, 'fast');
    const game = await call<FarkleView>(
      'createGame',
      minimalGame(
        [
          ['Ann', null],
          ['Cy', 'greedy'],
        ],
        '7',
      ),
    );
    const share = await call<ShareView>('shareGame', { gameId: game.id });
    const ann = await seated(share.seats[0]!.url);
    ann.seat.send({ type: 'act', id: 1, step: 0, action: { type: 'roll' } });
    let view = farkleOf(await ann.seat.next('view'));
    // Ann gives her turn away: kept dice and a bank, or a farkle.
    if (view.turn.phase === 'choose') {
      ann.seat.send({ type: 'act', id: 2, step: 1, action: { type: 'keep', dice: view.scoring } });
      await ann.seat.next('view');
      ann.seat.send({ type: 'act', id: 3, step: 2, action: { type: 'bank' } });
      view = farkleOf(await ann.seat.next('view'));
    }
    expect(view.current).toBe(1);
    // Cy plays his whole turn with no call from the host, and it is Ann's turn again.
    const back = await viewUntil(ann.seat, (table) => farkleOf({ table }).current === 0);
    const after = farkleOf({ table: back });
    expect(after.actionCount).toBeGreaterThan(view.actionCount);
    expect(after.history.at(-1)!.seat).toBe(1);
  });

  it('hands a seat whose device is gone to a bot, which plays it until its new link is opened', async () => {
    const { call } = open();
    await botSpeed(call, 'instant');
    const game = await call<FarkleView>(
      'createGame',
      minimalGame(
        [
          ['Ann', null],
          ['Bob', null],
        ],
        '11',
      ),
    );
    const share = await call<ShareView>('shareGame', { gameId: game.id });
    const ann = await seated(share.seats[0]!.url, '127.0.0.3');
    const bob = await seated(share.seats[1]!.url, '127.0.0.4');
    const handed = await call<ShareView>('handSeatToBot', { gameId: game.id, seat: 0 });
    expect(handed.seats.map((seat) => seat.standIn)).toEqual([true, false]);
    expect(handed.seats[0]!.url).not.toBe(share.seats[0]!.url);
    expect((await ann.seat.next('closed')).message).toMatch(/took this seat back/);
    // The stand-in plays Ann's turn to its end; Bob's device sees each move.
    const bobs = await viewUntil(bob.seat, (table) => farkleOf({ table }).current === 1);
    const turn = farkleOf({ table: bobs }).history.at(-1)!;
    expect(turn.seat).toBe(0);
    // Ann reopens the new link: the stand-in leaves her seat, and it waits for her.
    bob.seat.send({
      type: 'act',
      id: 1,
      step: farkleOf({ table: bobs }).actionCount,
      action: { type: 'roll' },
    });
    await bob.seat.next('ack');
    const back = await seated(handed.seats[0]!.url, '127.0.0.5');
    expect(back.welcome.seat).toBe(0);
    expect((await call<ShareView>('sharedGame', { gameId: game.id })).seats[0]!.standIn).toBe(
      false,
    );
  });

  it('takes a handed seat back to the host’s screen: the bot stops', async () => {
    const { call } = open();
    await botSpeed(call, 'slow');
    const game = await call<FarkleView>(
      'createGame',
      minimalGame(
        [
          ['Ann', null],
          ['Bob', null],
        ],
        '3',
      ),
    );
    await call('shareGame', { gameId: game.id });
    await call('handSeatToBot', { gameId: game.id, seat: 0 });
    const back = await call<ShareView>('revokeSeat', { gameId: game.id, seat: 0 });
    expect(back.seats[0]!.standIn).toBe(false);
    // Past the slow bot's pause, nothing moved: the seat is the host's to play.
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await call<FarkleView>('getGame', { gameId: game.id })).actionCount).toBe(0);
  });

  it('refuses to hand a bot’s seat, or a seat of a game not shared, to a bot', async () => {
    const { call } = open();
    const game = await call<FarkleView>(
      'createGame',
      minimalGame(
        [
          ['Ann', null],
          ['Cy', 'greedy'],
        ],
        '5',
      ),
    );
    await expect(call('handSeatToBot', { gameId: game.id, seat: 0 })).rejects.toThrow(/not shared/);
    await call('shareGame', { gameId: game.id });
    await expect(call('handSeatToBot', { gameId: game.id, seat: 1 })).rejects.toThrow(
      /not a person’s seat/,
    );
  });
});

describe('Pig and Roll-Dice-Roll shared', () => {
  it('plays Pig from two devices, each on its own turn', async () => {
    const { call } = open();
    const setup = {
      target: 100,
      seats: [
        { name: 'Ann', bot: null },
        { name: 'Bob', bot: null },
      ],
      seed: '9',
      generator: null,
    };
    const created = await call<TableView>('createTable', { game: 'pig', setup });
    const share = await call<ShareView>('shareGame', { gameId: created.view.id });
    expect(share.seats.map((seat) => seat.name)).toEqual(['Ann', 'Bob']);
    const ann = await seated(share.seats[0]!.url, '127.0.0.3');
    const bob = await seated(share.seats[1]!.url, '127.0.0.4');
    expect(ann.welcome.table.game).toBe('pig');
    bob.seat.send({ type: 'act', id: 1, step: 0, action: { type: 'roll' } });
    expect(await bob.seat.next('ack')).toMatchObject({ ok: false, message: /Ann’s turn/ });
    ann.seat.send({ type: 'act', id: 2, step: 0, action: { type: 'roll' } });
    expect(await ann.seat.next('ack')).toEqual({ type: 'ack', id: 2, ok: true });
    const seen = pigOf((await bob.seat.next('view')).table);
    expect(seen.actionCount).toBe(1);
    expect(seen.events[0]).toMatchObject({ seat: 0 });
    // A Farkle move at a Pig table is refused in words.
    const next = seen.state.current === 0 ? ann : bob;
    next.seat.send({ type: 'act', id: 3, step: 1, action: { type: 'bank' } });
    expect(await next.seat.next('ack')).toMatchObject({ ok: false, message: /action/ });
  });

  it('plays Roll-Dice-Roll from its one player’s device', async () => {
    const { call } = open();
    const setup = { player: { name: 'Ada', bot: null }, seed: '42', generator: null };
    const created = await call<TableView>('createTable', { game: 'rolldice', setup });
    const share = await call<ShareView>('shareGame', { gameId: created.view.id });
    expect(share.seats.map((seat) => [seat.seat, seat.name])).toEqual([[0, 'Ada']]);
    const ada = await seated(share.seats[0]!.url);
    ada.seat.send({ type: 'act', id: 1, step: 0, action: { type: 'roll', die: 1 } });
    expect(await ada.seat.next('ack')).toEqual({ type: 'ack', id: 1, ok: true });
    const { table } = await ada.seat.next('view');
    expect(table.game).toBe('rolldice');
    const view = table.view as RollDiceView;
    expect(view.actionCount).toBe(1);
    expect(view.events[0]).toMatchObject({ type: 'roll', die: 1 });
  });
});
