import { z } from 'zod';
import type { Settings, SettingsUpdate } from '../../src-shared/api';
import { PRESET_IDS, nameSchema } from '../engine';
import type { SettingsStore } from '../db/settings';

export const settingsSchema = z.strictObject({
  defaultPreset: z.enum(PRESET_IDS),
  botSpeed: z.enum(['slow', 'normal', 'fast', 'instant']),
  animations: z.boolean(),
  coach: z.boolean(),
  volume: z.number().int().min(0).max(100),
  muted: z.boolean(),
  theme: z.enum(['felt', 'light', 'system']),
  scoringAid: z.boolean(),
  confirmLosingBank: z.boolean(),
  playerName: nameSchema,
  nameAsked: z.boolean(),
  guideOffered: z.boolean(),
  farkleHold: z.enum(['key', 'pause']),
}) satisfies z.ZodType<Settings>;

export const settingsUpdateSchema = settingsSchema.extend({
  confirmLosingBank: z.boolean().optional(),
  playerName: nameSchema.optional(),
  nameAsked: z.boolean().optional(),
  guideOffered: z.boolean().optional(),
  farkleHold: z.enum(['key', 'pause']).optional(),
}) satisfies z.ZodType<SettingsUpdate>;

export const DEFAULT_SETTINGS: Settings = {
  defaultPreset: 'house',
  botSpeed: 'normal',
  animations: true,
  coach: false,
  volume: 70,
  muted: false,
  theme: 'felt',
  scoringAid: false,
  confirmLosingBank: true,
  playerName: 'You',
  nameAsked: false,
  guideOffered: false,
  farkleHold: 'pause',
};

/** The player's settings: each stored value that is still valid, the default for the rest. */
export class SettingsService {
  constructor(private readonly store: SettingsStore) {}

  get(): Settings {
    const stored = this.store.read();
    const merged = { ...DEFAULT_SETTINGS };
    for (const key of Object.keys(DEFAULT_SETTINGS) as Array<keyof Settings>) {
      const candidate = { ...merged, [key]: stored[key] };
      if (settingsSchema.safeParse(candidate).success) Object.assign(merged, candidate);
    }
    return merged;
  }

  save(settings: SettingsUpdate): Settings {
    this.store.write({ ...settings });
    return this.get();
  }
}
