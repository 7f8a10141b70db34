import { describe, expect, it } from 'vitest';
import { FakeApi, ok, refused, settle } from '../../test/fake-api';
import { recordingSounds } from '../../test/fake-sounds';
import { farkleView, rolled } from '../../test/views';
import { Announcer } from '../lib/announcer.svelte';
import { Settings } from '../lib/settings.svelte';
import { FarkleSession } from './session.svelte';

function table() {
  const api = new FakeApi();
  const settings = new Settings(api.client);
  settings.speed = 'instant';
  const session = new FarkleSession(
    api.client,
    settings,
    new Announcer(),
    recordingSounds().sounds,
  );
  return { api, session };
}

const fair = {
  seed: null,
  seedChosen: false,
  generator: 'hmac-sha256',
  playerSeed: 'a1b2',
} as const;

describe('the player seed at the table', () => {
  it('may change before the first roll, and the roll waits for the change', async () => {
    const { api, session } = table();
    const view = farkleView('g1', [['Ann', null]], fair);
    session.start(view);
    expect(session.seedEditable).toBe(true);
    session.setPlayerSeed(' mine ');
    const rolling = session.roll();
    await settle();
    expect(api.pending('act')).toBe(0);
    const change = api.take('setPlayerSeed');
    expect(change.request).toEqual({ gameId: 'g1', step: 0, playerSeed: 'mine' });
    change.answer(ok({ ...view, playerSeed: 'mine' }));
    await settle();
    api.take('act').answer(ok({ ...rolled(view, [1, 2, 3, 4, 6, 6]), playerSeed: 'mine' }));
    await rolling;
    expect(session.view?.playerSeed).toBe('mine');
    expect(session.seedEditable).toBe(false);
  });

  it('holds a refused player seed: no roll, the reason shown', async () => {
    const { api, session } = table();
    session.start(farkleView('g1', [['Ann', null]], fair));
    session.setPlayerSeed('no spaces');
    const rolling = session.roll();
    api.take('setPlayerSeed').answer(refused('a player seed is 1 to 32 letters'));
    await rolling;
    expect(api.count('act')).toBe(0);
    expect(session.error).toMatch(/player seed/);
  });

  it('keeps the bots from rolling first until the player says go', async () => {
    const { api, session } = table();
    session.start(farkleView('g1', [['Milo', 'greedy']], fair));
    await settle();
    expect(session.held).toBe(true);
    expect(api.count('botStep')).toBe(0);
    session.letBotsStart();
    await settle();
    expect(api.pending('botStep')).toBe(1);
  });
});
