import { GameStore } from '../db/game-store';
import { connectAgain } from '../db/open';
import { StagedImport } from '../db/staging';
import { ServiceError } from '../errors';
import { runImport, type ImportRunner } from '../services/import';
import { WinTables } from './winTables';

/**
 * Runs an import on this thread (the import worker's, or a test's), through a connection of its
 * own to the history file, with the win tables already at hand for the coach.
 */
export const importHere: ImportRunner = async (where, job, hooks) => {
  const db = connectAgain(where.history);
  try {
    const winTables = new WinTables({
      ...where.winTables,
      solve: () => Promise.reject(new ServiceError('illegal', 'an import solves no win tables')),
    });
    const stage = () => StagedImport.open(db, where.history.nativeBinding);
    return await runImport({ history: new GameStore(db), winTables, stage }, job, hooks);
  } finally {
    db.close();
  }
};
