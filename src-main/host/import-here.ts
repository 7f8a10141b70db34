import { GameStore } from '../db/game-store';
import { connectAgain } from '../db/open';
import { StagedImport } from '../db/staging';
import { runImport, type ImportPlace, type ImportRunner } from '../services/import';
import type { CheckElsewhere } from '../services/import-check';
import { winOddsAtHand } from './winOddsStore';

/**
 * Runs an import on this thread (the import worker's, or a test's), through a connection of its
 * own to the history file, with the win tables already at hand for the coach; a large file's
 * games are checked by `helper`'s thread too, when given one.
 */
export const importWith =
  (helper?: (where: ImportPlace) => CheckElsewhere): ImportRunner =>
  async (where, job, hooks) => {
    const db = connectAgain(where.history);
    try {
      const winOdds = winOddsAtHand(where.winOdds);
      const stage = () => StagedImport.open(db, where.history.nativeBinding);
      const checkElsewhere = helper?.(where);
      const stores = { history: new GameStore(db), winOdds, stage, checkElsewhere };
      return await runImport(stores, job, hooks);
    } finally {
      db.close();
    }
  };

/** An import on this thread alone: the tests', and the in-process host's. */
export const importHere = importWith();
