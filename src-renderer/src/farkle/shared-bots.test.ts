import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeApi, settle } from '../../test/fake-api';
import { recordingSounds } from '../../test/fake-sounds';
import { farkleView } from '../../test/views';
import { Announcer } from '../lib/announcer.svelte';
import { BOT_DELAY, Settings } from '../lib/settings.svelte';
import { FarkleSession } from './session.svelte';

afterEach(() => vi.useRealTimers());

function botTable() {
  vi.useFakeTimers();
  const api = new FakeApi();
  const settings = new Settings(api.client);
  settings.speed = 'fast';
  const { sounds } = recordingSounds();
  const session = new FarkleSession(api.client, settings, new Announcer(), sounds);
  return { api, session };
}

describe('a shared game’s bots, paced by the main process', () => {
  it('asks for no bot move while the game is shared, and goes on once it no longer is', async () => {
    const { api, session } = botTable();
    session.bots.handOver(true);
    session.start(
      farkleView('g1', [
        ['Robo', 'greedy'],
        ['Ann', null],
      ]),
    );
    await vi.advanceTimersByTimeAsync(BOT_DELAY.fast * 4);
    expect(api.pending('botStep')).toBe(0);

    session.bots.handOver(false);
    await settle();
    await vi.advanceTimersByTimeAsync(BOT_DELAY.fast + 250);
    expect(api.take('botStep').request).toMatchObject({ gameId: 'g1', step: 0 });
  });

  it('stops a bot loop here the moment the game is shared', async () => {
    const { api, session } = botTable();
    session.start(farkleView('g1', [['Robo', 'greedy']]));
    expect(session.bots.running).toBe(true);
    session.bots.handOver(true);
    expect(session.bots.running).toBe(false);
    await vi.advanceTimersByTimeAsync(BOT_DELAY.fast * 4);
    expect(api.pending('botStep')).toBe(0);
  });
});
