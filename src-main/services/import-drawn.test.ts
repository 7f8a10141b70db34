import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProfileView, ReplayFile } from '../../src-shared/api';
import { openTestApp, type TestCall } from '../api/test-app';
import { playBots } from '../db/stats.testkit';

interface Exported {
  drawnSeal?: string;
  games: Array<{ id: string; seedChosen: boolean; startedAt: string }>;
}

const exported = async (call: TestCall) =>
  JSON.parse((await call<ReplayFile>('exportHistory')).text) as Exported;

/** Milo's (the first seat's) finished games Stats counts when typed seeds are left out. */
async function drawnGames(call: TestCall): Promise<number> {
  const profiles = await call<ProfileView[]>('listProfiles');
  const seat = profiles.find((profile) => profile.name === 'Milo')!;
  const stats = await call<{ games: number }>('profileStats', {
    profileId: seat.id,
    withChosenSeeds: false,
  });
  return stats.games;
}

describe('an imported game’s drawn seed, believed only from this history', () => {
  it('keeps a drawn claim from this history’s own export, and counts any other as typed', async () => {
    // Two data folders of one history: the second is the first before it played anything.
    const first = openTestApp();
    first.app.close();
    const twins = [0, 1, 2].map(() => {
      const twin = mkdtempSync(join(tmpdir(), 'hotdice-twin-'));
      cpSync(first.dataDir, twin, { recursive: true });
      return twin;
    });

    const played = openTestApp(first.dataDir);
    const game = await playBots(played.call, ['greedy', 'cautious'], null, 0);
    expect(game.over).toBe(true);
    expect(await drawnGames(played.call)).toBe(1);
    const file = await exported(played.call);
    expect(file.games.map((g) => [g.id, g.seedChosen])).toEqual([[game.id, false]]);
    expect(file.drawnSeal).toMatch(/^[0-9a-f]{64}$/);

    // The same history, restored from its own backup: the claim holds.
    const same = openTestApp(twins[0]);
    await same.call('importFile', { text: JSON.stringify(file) });
    expect(await drawnGames(same.call)).toBe(1);
    expect((await exported(same.call)).games[0]!.seedChosen).toBe(false);

    // Another history: the file could claim anything; the game counts as typed.
    const other = openTestApp();
    await other.call('importFile', { text: JSON.stringify(file) });
    expect(await drawnGames(other.call)).toBe(0);
    expect((await exported(other.call)).games[0]!.seedChosen).toBe(true);

    // A file whose seal was taken off, or whose sealed game was changed, is not believed either.
    const startedAt = new Date(Date.parse(file.games[0]!.startedAt) - 60_000).toISOString();
    const changed = [
      { ...file, drawnSeal: undefined },
      { ...file, games: [{ ...file.games[0]!, startedAt }] },
    ];
    for (const [index, text] of changed.map((f) => JSON.stringify(f)).entries()) {
      const copy = openTestApp(twins[index + 1]);
      await copy.call('importFile', { text });
      expect(await drawnGames(copy.call)).toBe(0);
    }
  });
});
