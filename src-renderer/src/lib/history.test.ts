import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeApi, ok, settle } from '../../test/fake-api';
import { HistoryModel, IMPORT_POLL_MS } from './history.svelte';

const file = new File(['{"format":"hotdice-history"}'], 'games.json');
const checking = { phase: 'checking', done: 25, total: 100 } as const;
const saving = { phase: 'saving', done: 50, total: 100 } as const;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The next poll: its timer fires, and its importStatus call is answered with `progress`. */
async function poll(api: FakeApi, progress: typeof checking | typeof saving | null) {
  await vi.advanceTimersByTimeAsync(IMPORT_POLL_MS);
  api.take('importStatus').answer(ok(progress));
  await settle();
}

describe('an import on the History screen', () => {
  it('shows how far the import has got until it answers, then what it brought', async () => {
    const api = new FakeApi();
    api.replyWith('listHistory', () => ok([]));
    api.replyWith('listProfiles', () => ok([]));
    const model = new HistoryModel(api.client);
    const importing = model.importFile(file);
    await settle();
    expect(model.busy).toBe(true);
    // The first poll may come before the main process has the file: nothing is shown yet.
    await poll(api, null);
    expect(model.importing).toBeNull();
    await poll(api, checking);
    expect(model.importing).toEqual(checking);
    await poll(api, saving);
    expect(model.importing).toEqual(saving);
    api.take('importFile').answer(ok({ imported: 100, duplicates: 0 }));
    await importing;
    expect(model.importing).toBeNull();
    expect(model.busy).toBe(false);
    expect(model.fileOutcome).toEqual({
      ok: true,
      text: 'games.json: 100 imported, 0 already kept.',
    });
  });

  it('follows an import begun before the screen opened, to its end', async () => {
    const api = new FakeApi();
    api.replyWith('listHistory', () => ok([]));
    api.replyWith('listProfiles', () => ok([]));
    const model = new HistoryModel(api.client);
    const following = model.followImport();
    api.take('importStatus').answer(ok(saving));
    await settle();
    expect([model.busy, model.importing]).toEqual([true, saving]);
    // It asks again only after a pause.
    expect(api.pending('importStatus')).toBe(0);
    await poll(api, null);
    await following;
    expect([model.busy, model.importing]).toEqual([false, null]);
    expect(model.fileOutcome?.text).toBe('The import under way has finished.');
    expect(api.count('listHistory')).toBe(1);
  });

  it('follows nothing when no import is under way', async () => {
    const api = new FakeApi();
    const model = new HistoryModel(api.client);
    const following = model.followImport();
    api.take('importStatus').answer(ok(null));
    await following;
    expect([model.busy, model.importing, model.fileOutcome]).toEqual([false, null, null]);
  });
});
