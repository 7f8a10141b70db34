/** Export files and the pieces of an import the import tests share. */
import type { FarkleView, ReplayFile } from '../../src-shared/api';
import { openTestApp, playBotGame } from '../api/test-app';
import { GameStore } from '../db/game-store';
import type { Db } from '../db/open';
import { StagedImport } from '../db/staging';
import type { ImportHooks } from './import';

export interface ExportedGame {
  id: string;
  startedAt: string;
  endedAt: string | null;
  replay: {
    seed: number;
    seats: Array<{ name: string; bot: string | null }>;
    actions: Array<{ type: string }>;
  };
}
export interface Exported {
  format: string;
  version: number;
  exportedAt: string;
  games: ExportedGame[];
}

/** A history export of `count` finished games and one unfinished one, parsed. */
export async function exported(count: number): Promise<Exported> {
  const { call } = openTestApp();
  for (let seed = 1; seed <= count; seed++) await playBotGame(call, seed);
  await call<FarkleView>('createGame', {
    preset: 'ece209',
    rules: null,
    seats: [{ name: 'Cleo', bot: null }],
    seed: '333',
    generator: 'ece209',
  });
  return JSON.parse((await call<ReplayFile>('exportHistory')).text) as Exported;
}

export const text = (file: unknown) => JSON.stringify(file);

export const job = (file: string) => ({
  text: file,
  now: new Date().toISOString(),
  loneId: 'lone',
  damaged: [],
  // No history's secret: a file's drawn seeds are not believed (none of these files is sealed).
  secret: '0'.repeat(64),
});
export const hooks: ImportHooks = { progress: () => {}, mayWrite: async () => {} };
/** The stores an import needs, with no win tables at hand. */
export const stores = (db: Db, history = new GameStore(db)) => ({
  history,
  stage: () => StagedImport.open(db),
  winOdds: {
    peek: () => null,
    get: () => Promise.reject(new Error('none')),
    progress: () => null,
    hasFailed: () => false,
  },
});
