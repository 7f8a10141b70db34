import type { ImportResult, ReplayFile } from '../../src-shared/api';
import type { HistoryFile } from '../db/open';
import type { ImportHooks, ImportJob, ImportPlace } from './import';

/**
 * What an import reads: a file's text, or an `importFile` request body that no thread has
 * parsed yet (as text, or in a temporary file), which the importing thread parses and checks.
 */
export type ImportSource = { text: string } | { requestBody: string } | { requestFile: string };

/** An import as the archive hands it over: its source is read where the import runs. */
export type SourcedImport = Omit<ImportJob, 'text'> & { source: ImportSource };

export type SourcedImportRunner = (
  where: ImportPlace,
  job: SourcedImport,
  hooks: ImportHooks,
) => Promise<ImportResult>;

/** One `exportHistory`, as the main thread hands it to the thread that writes it. */
export interface ExportJob {
  history: HistoryFile;
  now: string;
  /** Games this launch set aside as damaged: exported as stored, under `damaged`. */
  damaged: Array<{ gameId: string; reason: string }>;
  /** The sealed games (unfinished, drawn seed) to carry, as typed; any other sealed game is left out. */
  carried: string[];
  /** The history's secret, which seals the file's drawn seeds (see DrawnSeal). */
  secret: string;
}

/** Writes the history export: on a worker thread in the app, on this one in tests. */
export type ExportRunner = (job: ExportJob) => Promise<ReplayFile>;
