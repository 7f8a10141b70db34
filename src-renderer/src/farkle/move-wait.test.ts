/** A person's move that waits (on its turn's odds): shown past a moment, said once, pressed once. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FarkleView } from '../../../src-shared/api';
import { FakeApi, ok, refused } from '../../test/fake-api';
import { recordingSounds } from '../../test/fake-sounds';
import { farkleView, rolled } from '../../test/views';
import { Announcer } from '../lib/announcer.svelte';
import { Settings } from '../lib/settings.svelte';
import { SHOW_WAIT_AFTER_MS } from '../lib/slow-wait.svelte';
import { FarkleSession } from './session.svelte';

/** Four people at a table whose odds are approximate: each turn's odds are solved before its moves. */
function fourSeats(): FarkleView {
  const people: Array<[string, null]> = ['You', 'Bo', 'Cy', 'Dee'].map((name) => [name, null]);
  return farkleView('g4', people, {
    winChance: { status: 'ready', seats: [0.25, 0.25, 0.25, 0.25], approximate: true },
  });
}

function table() {
  const api = new FakeApi();
  const settings = new Settings(api.client);
  settings.speed = 'instant';
  const announcer = new Announcer();
  const session = new FarkleSession(api.client, settings, announcer, recordingSounds().sounds);
  const said = () => announcer.polite.map((message) => message.text);
  return { api, announcer, session, said };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a move that waits on its answer', () => {
  it('is shown and said once past a moment, ignores a second press, and ends with the answer', async () => {
    const { api, session, said } = table();
    const view = fourSeats();
    session.start(view);
    const rolling = session.roll();
    void session.roll();
    void session.bank();
    await vi.advanceTimersByTimeAsync(SHOW_WAIT_AFTER_MS - 1);
    expect(session.wait.pending).toBe('roll');
    expect(session.wait.shown).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(session.wait.shown).toBe(true);
    void session.roll();
    await vi.advanceTimersByTimeAsync(5_000);
    const waitWords = 'Working out the odds for your turn…';
    expect(said().filter((text) => text === waitWords)).toHaveLength(1);
    // One roll asked for, however often it was pressed.
    expect(api.count('act')).toBe(1);

    api.take('act').answer(ok(rolled(view, [1, 2, 3, 4, 6, 6])));
    await rolling;
    expect(session.wait.pending).toBeNull();
    expect(session.wait.shown).toBe(false);
    expect(session.busy).toBe(false);
    expect(api.count('act')).toBe(1);
  });

  it('ends when the move fails, the error shown as always', async () => {
    const { api, session } = table();
    session.start(fourSeats());
    const rolling = session.roll();
    await vi.advanceTimersByTimeAsync(SHOW_WAIT_AFTER_MS);
    expect(session.wait.shown).toBe(true);
    api.take('act').answer(refused('Hot Dice is not answering: is it still running?'));
    await rolling;
    expect(session.wait.shown).toBe(false);
    expect(session.busy).toBe(false);
    expect(session.error).toBe('Hot Dice is not answering: is it still running?');
  });

  it('shows nothing for a move answered within the moment', async () => {
    const { api, session, said } = table();
    const view = fourSeats();
    session.start(view);
    const rolling = session.roll();
    await vi.advanceTimersByTimeAsync(SHOW_WAIT_AFTER_MS / 3);
    api.take('act').answer(ok(rolled(view, [1, 2, 3, 4, 6, 6])));
    await rolling;
    await vi.advanceTimersByTimeAsync(SHOW_WAIT_AFTER_MS);
    expect(session.wait.shown).toBe(false);
    expect(said().some((text) => text.startsWith('Working out'))).toBe(false);
  });

  it('shows a bot’s move that waits, without saying it (each of its moves is said as it lands)', async () => {
    const { api, session, said } = table();
    const view = farkleView('g2', [
      ['Milo', 'greedy'],
      ['You', null],
    ]);
    session.start(view);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.pending('botStep')).toBe(1);
    await vi.advanceTimersByTimeAsync(SHOW_WAIT_AFTER_MS);
    expect(session.bots.moving.shown).toBe(true);
    expect(session.wait.shown).toBe(false);
    expect(said().some((text) => text.startsWith('Working out') || text.startsWith('Still'))).toBe(
      false,
    );
    api.take('botStep').answer(ok({ ...rolled(view, [1, 2, 3, 4, 6, 6]), current: 1 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(session.bots.moving.shown).toBe(false);
    expect(session.bots.moving.pending).toBeNull();
  });
});
