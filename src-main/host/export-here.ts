import type { ReplayFile } from '../../src-shared/api';
import { GameStore } from '../db/game-store';
import { connectAgain } from '../db/open';
import { SeedMarks } from '../db/seed-known';
import { ServiceError } from '../errors';
import { Archive } from '../services/archive';
import type { ExportJob } from '../services/archive-jobs';
import { WriteGate } from '../services/write-gate';

/**
 * Writes the history export on this thread (the export worker's, or a test's) through a
 * connection of its own, from one snapshot of the history: the archive's own `exportAll`.
 */
export function exportHere({
  history: file,
  now,
  damaged,
  carried,
  secret,
}: ExportJob): ReplayFile {
  const db = connectAgain(file);
  try {
    const history = new GameStore(db);
    for (const { gameId, reason } of damaged) history.damaged.damageGame(gameId, reason);
    const archive = new Archive(history, {
      now: () => now,
      newId: () => {
        throw new ServiceError('illegal', 'an export names no new game');
      },
      where: { history: file, winOdds: { dataDir: '', shippedDir: '' } },
      runImport: () => Promise.reject(new ServiceError('illegal', 'an export imports nothing')),
      gate: new WriteGate(),
      marks: new SeedMarks(db),
      secret,
    });
    return db.transaction(() => archive.exportAll(new Set(carried)))();
  } finally {
    db.close();
  }
}
