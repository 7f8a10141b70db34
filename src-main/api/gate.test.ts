import Database from 'better-sqlite3';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { API_METHODS, gatingOf } from '../../src-shared/api';
import { UNGATED } from './gated';
import { openTestApp } from './test-app';
import { validRequests } from './valid-requests';

it('calls left out of the write gate write nothing to the history', async () => {
  const { call, dispatch, dataDir } = openTestApp();
  const { valid } = await validRequests(call);
  // Another connection sees data_version change whenever the app commits a write.
  const watcher = new Database(join(dataDir, 'history.sqlite'), { readonly: true });
  const version = () => watcher.pragma('data_version', { simple: true }) as number;
  for (const method of UNGATED) {
    // The import holds the gate alone for its own transaction.
    if (gatingOf(method) === 'holds-gate') continue;
    const before = version();
    const answer = await dispatch(method, valid[method]);
    expect(answer.ok || answer.error.code !== 'internal', method).toBe(true);
    expect(version(), `${method} wrote to the history`).toBe(before);
  }
  // The check can see a write: a call that goes through the gate.
  const before = version();
  expect((await dispatch('saveSettings', valid.saveSettings)).ok).toBe(true);
  expect(version()).not.toBe(before);
  watcher.close();
});

it('every method declares its gating, and only the gated ones wait at the gate', () => {
  for (const method of API_METHODS) {
    expect(['gated', 'reads', 'holds-gate'], method).toContain(gatingOf(method));
    expect(UNGATED.has(method), method).toBe(gatingOf(method) !== 'gated');
  }
  // Writing calls are declared gated.
  for (const method of ['createGame', 'act', 'saveSettings', 'deleteGame'] as const) {
    expect(gatingOf(method), method).toBe('gated');
  }
  expect([...UNGATED].filter((method) => gatingOf(method) === 'holds-gate')).toEqual([
    'importFile',
  ]);
});
