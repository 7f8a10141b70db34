import { describe, expect, it } from 'vitest';
import type { SettingsStore } from '../db/settings';
import { DEFAULT_SETTINGS, SettingsService } from './settings';

/** A store holding these raw values, as a database written by an older app would. */
function storeWith(values: Record<string, unknown>): SettingsStore {
  const stored = { ...values };
  return {
    read: () => ({ ...stored }),
    write: (next: Record<string, unknown>) => Object.assign(stored, next),
  } as unknown as SettingsStore;
}

describe('SettingsService', () => {
  it('gives the sound, theme, aid and name defaults to a database saved before they existed', () => {
    const old = { defaultPreset: 'it312', botSpeed: 'fast', animations: false, coach: true };
    const settings = new SettingsService(storeWith(old)).get();
    expect(settings).toEqual({
      ...old,
      volume: DEFAULT_SETTINGS.volume,
      muted: DEFAULT_SETTINGS.muted,
      theme: DEFAULT_SETTINGS.theme,
      scoringAid: DEFAULT_SETTINGS.scoringAid,
      confirmLosingBank: true,
      playerName: 'You',
      nameAsked: false,
      guideOffered: false,
      farkleHold: 'pause',
    });
  });

  it('keeps the player’s own name, and refuses one that is not a name', () => {
    const service = new SettingsService(storeWith({}));
    expect(service.save({ ...DEFAULT_SETTINGS, playerName: 'Ana' }).playerName).toBe('Ana');
    expect(new SettingsService(storeWith({ playerName: '   ' })).get().playerName).toBe('You');
  });

  it('falls back to the default for each damaged value alone', () => {
    const service = new SettingsService(
      storeWith({ volume: 250, muted: 'yes', theme: 'neon', scoringAid: true }),
    );
    expect(service.get()).toEqual({ ...DEFAULT_SETTINGS, scoringAid: true });
  });

  it('keeps a saved volume and mute', () => {
    const service = new SettingsService(storeWith({}));
    const saved = service.save({ ...DEFAULT_SETTINGS, volume: 0, muted: true, theme: 'system' });
    expect(saved).toEqual({ ...DEFAULT_SETTINGS, volume: 0, muted: true, theme: 'system' });
    expect(service.get()).toEqual(saved);
  });
});
