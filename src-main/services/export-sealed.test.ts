import { describe, expect, it } from 'vitest';
import type { FarkleView, ProfileStats, ReplayFile } from '../../src-shared/api';
import { openTestApp } from '../api/test-app';

type Call = ReturnType<typeof openTestApp>['call'];

/** A house game of Ada against a bot on a drawn seed, two turns in: sealed while it lasts. */
async function sealedGame(call: Call): Promise<FarkleView> {
  let view = await call<FarkleView>('createGame', {
    preset: 'house',
    rules: null,
    seats: [
      { name: 'Ada', bot: null },
      { name: 'Milo', bot: 'greedy' },
    ],
    seed: null,
    generator: null,
  });
  while (view.turnsPlayed < 2) {
    view = view.seats[view.current]!.bot
      ? await call<FarkleView>('botStep', { gameId: view.id, toEndOfTurn: true })
      : await call<FarkleView>('act', {
          gameId: view.id,
          step: view.actionCount,
          action: { type: 'roll' },
        });
    if (!view.over && view.turn.phase === 'choose' && view.seats[view.current]!.bot === null) {
      const hint = await call<{ options: Array<{ kind: string; dice?: number[] }> }>('coachHint', {
        gameId: view.id,
      });
      const keep = hint.options.find((o) => o.kind === 'keep')!;
      view = await call<FarkleView>('act', {
        gameId: view.id,
        step: view.actionCount,
        action: { type: 'keep', dice: keep.dice },
      });
      const bank = view.moves.bank.allowed ? 'bank' : 'roll';
      view = await call<FarkleView>('act', {
        gameId: view.id,
        step: view.actionCount,
        action: { type: bank },
      });
    }
  }
  return view;
}

async function adaStats(call: Call, withChosenSeeds: boolean): Promise<ProfileStats> {
  const profiles =
    await call<Array<{ id: number; name: string; bot: string | null }>>('listProfiles');
  const ada = profiles.find((p) => p.name === 'Ada' && p.bot === null)!;
  return call<ProfileStats>('profileStats', { profileId: ada.id, withChosenSeeds });
}

const gamesOf = (file: ReplayFile) =>
  (
    JSON.parse(file.text) as {
      games: Array<{ id: string; seedChosen: boolean; replay: { seed: number } }>;
    }
  ).games;

describe('a history export keeps every game, and says what carrying a sealed one means', () => {
  it('leaves a sealed game out when asked, carries it by default and from then on counts it typed', async () => {
    const { call } = openTestApp();
    const game = await sealedGame(call);
    expect(game.seed).toBeNull();
    expect(await call('exportPlan', null)).toEqual({ sealed: 1 });
    const drawnBefore = await adaStats(call, false);
    const allBefore = await adaStats(call, true);
    expect(drawnBefore.turns).toBeGreaterThan(0);

    // Left out on request: still sealed, still counted as drawn.
    const without = await call<ReplayFile>('exportHistory', { leaveOutSealed: true });
    expect(gamesOf(without).map((g) => g.id)).not.toContain(game.id);
    expect(await call('exportPlan', null)).toEqual({ sealed: 1 });
    expect((await call<FarkleView>('getGame', { gameId: game.id })).seed).toBeNull();

    // Carried by default: in the file as typed, and typed here from now on.
    const all = await call<ReplayFile>('exportHistory', null);
    const carried = gamesOf(all).find((g) => g.id === game.id)!;
    expect(carried.seedChosen).toBe(true);
    expect(await call('exportPlan', null)).toEqual({ sealed: 0 });
    const shown = await call<FarkleView>('getGame', { gameId: game.id });
    expect([shown.seed, shown.seedChosen]).toEqual([carried.replay.seed, true]);
    // Its turns moved to the typed side: gone from the drawn-only figures, all still counted.
    expect((await adaStats(call, false)).turns).toBe(0);
    expect((await adaStats(call, true)).turns).toBe(allBefore.turns);
    expect((await adaStats(call, true)).farkleRate).toEqual(allBefore.farkleRate);

    // Deleted afterwards, it takes off what it added, and nothing goes below nothing.
    await call('deleteGame', { gameId: game.id });
    const after = await adaStats(call, true);
    expect(after.turns).toBe(0);
    expect(after.farkleRate.every((rate) => rate.rolls === 0)).toBe(true);
  });
});
