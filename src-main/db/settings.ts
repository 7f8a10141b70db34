import { z } from 'zod';
import type { Settings } from '../../src-shared/api';
import { PRESET_IDS } from '../engine';
import type { Db } from './open';

export const settingsSchema = z.strictObject({
  defaultPreset: z.enum(PRESET_IDS),
  botSpeed: z.enum(['slow', 'normal', 'fast', 'instant']),
  animations: z.boolean(),
  coach: z.boolean(),
}) satisfies z.ZodType<Settings>;

export const DEFAULT_SETTINGS: Settings = {
  defaultPreset: 'house',
  botSpeed: 'normal',
  animations: true,
  coach: false,
};

/** Player settings, one row per key, so a newer app can add keys without a migration. */
export class SettingsStore {
  constructor(private readonly db: Db) {}

  get(): Settings {
    const rows = this.db
      .prepare<[], { key: string; value: string }>('SELECT key, value FROM settings')
      .all();
    const stored: Record<string, unknown> = {};
    for (const row of rows) {
      try {
        stored[row.key] = JSON.parse(row.value);
      } catch {
        // A damaged value falls back to its default below.
      }
    }
    const merged = { ...DEFAULT_SETTINGS };
    for (const key of Object.keys(DEFAULT_SETTINGS) as Array<keyof Settings>) {
      const candidate = { ...merged, [key]: stored[key] };
      if (settingsSchema.safeParse(candidate).success) Object.assign(merged, candidate);
    }
    return merged;
  }

  save(settings: Settings): Settings {
    const upsert = this.db.prepare<[string, string]>(
      'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    );
    this.db.transaction(() => {
      for (const [key, value] of Object.entries(settings)) upsert.run(key, JSON.stringify(value));
    })();
    return this.get();
  }
}
