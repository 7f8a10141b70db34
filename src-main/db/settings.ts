import type { Db } from './open';

/** Player settings, one row per key, so a newer app can add keys without a migration. */
export class SettingsStore {
  private readonly statements;

  constructor(private readonly db: Db) {
    this.statements = {
      all: db.prepare<[], { key: string; value: string }>('SELECT key, value FROM settings'),
      upsert: db.prepare<[string, string]>(
        'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      ),
    };
  }

  /** Every stored value; a damaged one is left out. */
  read(): Record<string, unknown> {
    const stored: Record<string, unknown> = {};
    for (const row of this.statements.all.all()) {
      try {
        stored[row.key] = JSON.parse(row.value);
      } catch {
        // A damaged value is as good as none: the service falls back to its default.
      }
    }
    return stored;
  }

  write(values: Record<string, unknown>): void {
    this.db.transaction(() => {
      for (const [key, value] of Object.entries(values)) {
        this.statements.upsert.run(key, JSON.stringify(value));
      }
    })();
  }
}
