import { randomBytes } from 'node:crypto';
import type { Db } from './open';

/** Kept with the settings, which read only their own keys: no answer carries it. */
const KEY = 'historySecret';

/**
 * This history's own secret, made on first use: a history export is sealed with it, so an import
 * can tell a file this history wrote from any other (see DrawnSeal).
 */
export function historySecret(db: Db): string {
  const row = db
    .prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?')
    .get(KEY);
  const kept: unknown = row ? JSON.parse(row.value) : null;
  if (typeof kept === 'string' && /^[0-9a-f]{64}$/.test(kept)) return kept;
  const secret = randomBytes(32).toString('hex');
  db.prepare(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run(KEY, JSON.stringify(secret));
  return secret;
}
