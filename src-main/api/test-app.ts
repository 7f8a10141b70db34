import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiResult } from '../../src-shared/api';
import { createApp } from '../app';

/**
 * The whole app on a fresh data folder (or a given one, to reopen it), for tests that go
 * through the API: `call` answers a method's value or throws its error message.
 */
export function openTestApp(dataDir = mkdtempSync(join(tmpdir(), 'hotdice-test-'))) {
  const app = createApp({ dataDir });
  const call = async <T>(method: string, request: unknown = null): Promise<T> => {
    const result = (await app.dispatch(method, request)) as ApiResult<T>;
    if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
    return result.value;
  };
  return { app, dispatch: app.dispatch, call, dataDir };
}
