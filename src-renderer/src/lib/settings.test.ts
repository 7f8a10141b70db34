import { describe, expect, it } from 'vitest';
import type { Settings as StoredSettings, SettingsUpdate } from '../../../src-shared/api';
import { FakeApi, ok, refused, settle } from '../../test/fake-api';
import { Settings } from './settings.svelte';

/** What the main process keeps for a player past the first run. */
const STORED: StoredSettings = {
  animations: true,
  botSpeed: 'normal',
  coach: false,
  confirmLosingBank: true,
  defaultPreset: 'house',
  farkleHold: 'pause',
  guideOffered: true,
  muted: false,
  nameAsked: true,
  playerName: 'You',
  scoringAid: false,
  theme: 'felt',
  volume: 70,
};

/** The main process's answer to a save: what it stored, all of it. */
const stored = (request: SettingsUpdate): StoredSettings => ({ ...STORED, ...request });

async function loaded(): Promise<{ api: FakeApi; settings: Settings }> {
  const api = new FakeApi();
  const settings = new Settings(api.client);
  await settings.load(Promise.resolve(ok(STORED)));
  return { api, settings };
}

describe('Settings.save', () => {
  it('sends a save only once the one before is answered, with the choices made since', async () => {
    const { api, settings } = await loaded();
    settings.theme = 'light';
    const first = settings.save();
    await settle();
    settings.coach = true;
    const second = settings.save();
    await settle();
    expect(api.count('saveSettings')).toBe(1);

    const firstCall = api.take('saveSettings');
    expect(firstCall.request.theme).toBe('light');
    expect(firstCall.request.coach).toBe(false);
    firstCall.answer(ok(stored(firstCall.request)));
    await first;
    // The first answer predates the coach: taking it would switch the coach off again.
    expect(settings.coach).toBe(true);

    await settle();
    const secondCall = api.take('saveSettings');
    expect(secondCall.request).toMatchObject({ theme: 'light', coach: true });
    secondCall.answer(ok(stored({ ...secondCall.request, playerName: 'Ada' })));
    await second;
    // The last answer is taken whole: what the main process kept.
    expect(settings.playerName).toBe('Ada');
    expect(settings.theme).toBe('light');
    expect(settings.coach).toBe(true);
  });

  it('a refused save says why, and the next save still goes', async () => {
    const { api, settings } = await loaded();
    settings.volume = 30;
    const refusedSave = settings.save();
    await settle();
    api.take('saveSettings').answer(refused('the history cannot be written'));
    await refusedSave;
    expect(settings.problem).toBe('the history cannot be written');
    expect(settings.volume).toBe(30);

    const next = settings.save();
    await settle();
    const call = api.take('saveSettings');
    call.answer(ok(stored(call.request)));
    await next;
    expect(settings.problem).toBeNull();
    expect(settings.volume).toBe(30);
  });
});
