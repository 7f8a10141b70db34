import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HTTP_TOKEN_HEADER,
  type ApiResult,
  type FarkleView,
  type ImportProgress,
  type ImportResult,
  type ReplayFile,
} from '../../src-shared/api';
import { copiesOfOneGame } from '../api/test-app';
import { startHost } from './test-host';

/**
 * Enough games that the import takes seconds, so calls can be sent while it runs; few enough
 * that it ends well within the timeout on a loaded machine (1,500 took over 120 s at load 20).
 */
const COPIES = 600;
/** Between two looks at the import: each look is two calls, which take the host's time too. */
const POLL_MS = 100;

let host: Awaited<ReturnType<typeof startHost>>;

beforeAll(async () => {
  host = await startHost(mkdtempSync(join(tmpdir(), 'hotdice-import-')));
});

afterAll(() => host.stop());

describe('an import in the built host', () => {
  it('runs off the thread that answers: calls answer meanwhile, and it tells how far it got', async () => {
    const text = await copiesOfOneGame(COPIES, 5);
    let finished = false;
    const importing = host.call<ImportResult>('importFile', { text }).finally(() => {
      finished = true;
    });
    const seen: ImportProgress[] = [];
    const answeredDuring: string[] = [];
    let created: Promise<FarkleView> | null = null;
    while (!finished) {
      const progress = await host.call<ImportProgress | null>('importStatus');
      if (progress) seen.push(progress);
      await host.call('listPresets');
      if (progress && !finished) answeredDuring.push(progress.phase);
      // A call that writes, sent while the import saves its games where nothing else looks.
      if (progress?.phase === 'saving' && !created) {
        created = host.call<FarkleView>('createGame', {
          preset: 'ece209',
          rules: null,
          seats: [{ name: 'Cleo', bot: null }],
          seed: null,
          generator: null,
        });
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    expect(await importing).toEqual({ imported: COPIES, duplicates: 0 });
    expect(answeredDuring).toContain('checking');
    expect(seen.at(-1)?.total).toBe(COPIES);
    // Progress only goes forward: checking, then saving, each counting up.
    const order = seen.map((p) => (p.phase === 'checking' ? 0 : COPIES) + p.done);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(created).not.toBeNull();
    expect((await created!).actionCount).toBe(0);
    expect(await host.call('importStatus')).toBeNull();
    expect(await host.call<ImportResult>('importFile', { text })).toEqual({
      imported: 0,
      duplicates: COPIES,
    });
  }, 120_000);

  it('writes exportHistory on a worker: a call sent while it is written answers first', async () => {
    const order: string[] = [];
    // The export's answer is timed by its head: a host writing it on the thread that answers
    // sends that head before it reads the next call, however long its body takes to arrive.
    const exporting = fetch(new URL('/api/exportHistory', host.url), {
      method: 'POST',
      headers: {
        [HTTP_TOKEN_HEADER]: host.url.hash.slice('#token='.length),
        'content-type': 'application/json',
      },
      body: 'null',
    }).finally(() => order.push('export'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await host.call('listPresets');
    order.push('listPresets');
    const result = (await (await exporting).json()) as ApiResult<ReplayFile>;
    expect(order).toEqual(['listPresets', 'export']);
    // The imported games, and Cleo's unfinished one from above: a backup carries every game.
    expect(result.ok && (JSON.parse(result.value.text) as { games: unknown[] }).games).toHaveLength(
      COPIES + 1,
    );
  });

  it("passes a refusal of the check helper's share on in words; nothing is imported", async () => {
    const file = JSON.parse(await copiesOfOneGame(COPIES, 5)) as {
      games: Array<{ id: string; replay: { seed: number } }>;
    };
    file.games.forEach((game, i) => (game.id = `other-${i}`));
    // Dealt other dice, the last game's moves no longer replay: the helper checks it, while
    // the games before it are saved where nothing else looks.
    file.games.at(-1)!.replay.seed += 1;
    await expect(host.call('importFile', { text: JSON.stringify(file) })).rejects.toThrow(
      new RegExp(
        `^This file cannot be imported: game other-${COPIES - 1}: .*Nothing was imported\\.$`,
      ),
    );
    expect(await host.call('importStatus')).toBeNull();
    const history = await host.call<ReplayFile>('exportHistory');
    expect(history.text).not.toContain('other-');
  }, 120_000);

  it("passes the worker's refusal on in words", async () => {
    await expect(host.call('importFile', { text: '{"format":' })).rejects.toThrow(
      'This file cannot be imported: it is not JSON.',
    );
    expect(await host.call('importStatus')).toBeNull();
  });
});
