import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FarkleView, ShareView } from '../../../src-shared/api';
import type { TableView } from '../../../src-shared/games';
import { FakeApi, ok, refused, settle } from '../../test/fake-api';
import { farkleView } from '../../test/views';
import { inviteAtStart } from './invite-at-start.svelte';
import { Invitations } from './invitations.svelte';

const SHARE: ShareView = {
  address: '192.168.1.20',
  seats: [{ seat: 0, name: 'Ann', url: 'http://192.168.1.20:5000/#t=abc', standIn: false }],
  spectatorUrl: 'http://192.168.1.20:5000/#t=def',
};

describe('a game’s invitations', () => {
  let api: FakeApi;
  let table: FarkleView;
  let arrived: TableView[];
  let invitations: Invitations;

  beforeEach(() => {
    vi.useFakeTimers();
    api = new FakeApi();
    table = farkleView('g1', [
      ['Ann', null],
      ['Bob', null],
    ]);
    arrived = [];
    api.replyWith('shareAddresses', () =>
      ok([
        { address: '192.168.1.20', name: 'wlan0' },
        { address: '127.0.0.1', name: 'lo' },
      ]),
    );
    invitations = new Invitations(
      api.client,
      () => table,
      (view) => arrived.push(view),
    );
  });
  afterEach(() => {
    invitations.close();
    vi.useRealTimers();
  });

  it('offers the default interface, shares on the one picked, and hands on the devices’ moves', async () => {
    api.replyWith('sharedGame', () => ok(null));
    await invitations.load(table.id);
    expect(invitations.address).toBe('192.168.1.20');
    invitations.address = '127.0.0.1';
    const sharing = invitations.start(table.id);
    const call = api.take('shareGame');
    expect(call.request).toEqual({ gameId: table.id, address: '127.0.0.1' });
    call.answer(ok(SHARE));
    await sharing;
    expect(invitations.share).toEqual(SHARE);

    // Nothing new: nothing handed on.
    vi.advanceTimersByTime(300);
    api.take('getTable').answer(ok({ game: 'farkle', view: table }));
    await settle();
    expect(arrived).toEqual([]);
    // A device rolled: the table gets the stored view.
    vi.advanceTimersByTime(300);
    const moved = { ...table, actionCount: table.actionCount + 1 };
    api.take('getTable').answer(ok({ game: 'farkle', view: moved }));
    await settle();
    expect(arrived).toEqual([{ game: 'farkle', view: moved }]);
  });

  it('stops looking once sharing stops, and says why a request was refused', async () => {
    api.replyWith('sharedGame', () => ok(SHARE));
    await invitations.load(table.id);
    expect(invitations.share).toEqual(SHARE);
    const stopping = invitations.stop(table.id);
    api.take('stopSharing').answer(ok(null));
    await stopping;
    expect(invitations.share).toBeNull();
    vi.advanceTimersByTime(1000);
    expect(api.count('getTable')).toBe(0);

    const again = invitations.start(table.id);
    api.take('shareGame').answer(refused('this game is over: there is nothing to share'));
    await again;
    expect(invitations.error).toBe('this game is over: there is nothing to share');
    expect(invitations.share).toBeNull();
  });

  it('hands a seat to a bot: the answer shows the seat played by the stand-in', async () => {
    api.replyWith('sharedGame', () => ok(SHARE));
    await invitations.load(table.id);
    expect(invitations.known).toBe(true);
    const handing = invitations.handToBot(table.id, 0);
    const call = api.take('handSeatToBot');
    expect(call.request).toEqual({ gameId: table.id, seat: 0 });
    const handed = {
      ...SHARE,
      seats: [{ ...SHARE.seats[0]!, standIn: true, url: 'http://x/#t=new' }],
    };
    call.answer(ok(handed));
    await handing;
    expect(invitations.share).toEqual(handed);
  });

  it('shares a game just started on the interface its setup picked, once', async () => {
    inviteAtStart.address = '127.0.0.1';
    api.replyWith('sharedGame', () => ok(null));
    await invitations.load(table.id);
    const starting = invitations.startIfAsked(table.id);
    const call = api.take('shareGame');
    expect(call.request).toEqual({ gameId: table.id, address: '127.0.0.1' });
    call.answer(ok(SHARE));
    expect(await starting).toBe(true);
    expect(inviteAtStart.address).toBeNull();
    // Taken once: the next table is not shared by it.
    expect(await invitations.startIfAsked(table.id)).toBe(false);
    expect(api.count('shareGame')).toBe(1);
  });

  it('does not share a game already played when the setup’s choice was left behind', async () => {
    inviteAtStart.address = '127.0.0.1';
    table = { ...table, actionCount: 3 };
    api.replyWith('sharedGame', () => ok(null));
    await invitations.load(table.id);
    expect(await invitations.startIfAsked(table.id)).toBe(false);
    expect(api.count('shareGame')).toBe(0);
    expect(inviteAtStart.address).toBeNull();
  });
});
