import { readFileSync } from 'node:fs';
import { describeIssue } from '../api/handler';
import { requestSchemas } from '../api/schemas';
import { ServiceError } from '../errors';
import type { ImportSource, SourcedImport, SourcedImportRunner } from '../services/archive-jobs';
import type { ImportRunner } from '../services/import';

/**
 * The text an import reads. An unparsed `importFile` request body is parsed and checked here,
 * on the importing thread, against the same schema the dispatcher uses for other requests.
 */
export function readImportSource(source: ImportSource): string {
  if ('text' in source) return source.text;
  const body =
    'requestBody' in source ? source.requestBody : readFileSync(source.requestFile, 'utf8');
  let request: unknown;
  try {
    request = body === '' ? null : JSON.parse(body);
  } catch {
    throw new ServiceError('bad-request', 'the request is not JSON');
  }
  const parsed = requestSchemas.importFile.safeParse(request);
  if (!parsed.success) throw new ServiceError('bad-request', describeIssue(parsed.error, request));
  return parsed.data.text;
}

/**
 * The text of an import's source, read once: the source is let go (the worker's data holds the
 * job for its whole life), so a request body is not kept beside the text and its parsed games.
 */
function takeText(sourced: SourcedImport): string {
  const text = readImportSource(sourced.source);
  sourced.source = { text: '' };
  return text;
}

/**
 * Runs an import that reads its text on this thread: the worker's way, and the tests'. Only the
 * job holds the text (no local), so the import can let it go once parsed (see runImport).
 */
export const readingSource =
  (runImport: ImportRunner): SourcedImportRunner =>
  async (where, sourced, hooks) => {
    const { now, loneId, damaged, secret } = sourced;
    const job = { text: takeText(sourced), now, loneId, damaged, secret };
    // The request is let go: only the file's text is left of it, which the import lets go in turn.
    hooks.settle?.();
    return runImport(where, job, hooks);
  };
