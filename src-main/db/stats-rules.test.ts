import { describe, expect, it } from 'vitest';
import type { FarkleView, HistoryEntry, ProfileView, ProfileStats } from '../../src-shared/api';
import { preset } from '../engine';
import { openTestApp, type TestCall } from '../api/test-app';

const QUERY = { profileId: null, preset: null, from: null, to: null, limit: 50, offset: 0 };
const minimal = preset('minimal');

/** Milo against Hazel to the end, on Minimal as it is or with the rules given. */
async function botGame(call: TestCall, rules: unknown, seed: string): Promise<FarkleView> {
  let game = await call<FarkleView>('createGame', {
    preset: 'minimal',
    rules,
    seats: [
      { name: 'Milo', bot: 'greedy' },
      { name: 'Hazel', bot: 'cautious' },
    ],
    seed,
    generator: null,
  });
  while (!game.over) game = await call('botStep', { gameId: game.id, toEndOfTurn: true });
  return game;
}

describe('a game under changed rules, by the rules’ name', () => {
  it('is "Your rules (from <preset>)" in History and in Stats’ wins by rules, apart from the preset', async () => {
    const { call } = openTestApp();
    const plain = await botGame(call, null, '3');
    const shorter = { ...minimal.rules, target: 2000 };
    const own = [await botGame(call, shorter, '4'), await botGame(call, shorter, '5')];
    const ownName = `Your rules (from ${minimal.name})`;

    const history = await call<HistoryEntry[]>('listHistory', QUERY);
    const names = new Map(history.map((entry) => [entry.gameId, entry.rulesName]));
    expect(names.get(plain.id)).toBe(minimal.name);
    expect(own.map((game) => names.get(game.id))).toEqual([ownName, ownName]);

    const milo = (await call<ProfileView[]>('listProfiles')).find((p) => p.name === 'Milo')!;
    const stats = await call<ProfileStats>('profileStats', {
      profileId: milo.id,
      withChosenSeeds: true,
    });
    const won = (games: FarkleView[]) => games.filter((game) => game.winner === 0).length;
    expect(stats.byPreset).toEqual([
      { key: 'minimal', name: minimal.name, games: 1, wins: won([plain]) },
      { key: 'minimal:own', name: ownName, games: 2, wins: won(own) },
    ]);
  });
});
