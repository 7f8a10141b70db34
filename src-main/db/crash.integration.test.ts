import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FarkleView, StartupInfo } from '../../src-shared/api';
import type { FarkleAction } from '../../src-shared/farkle';
import { preset, runReplay } from '../engine';
import { startHost as startLoopbackHost } from '../host/test-host';

const running: Array<{ stop(): void }> = [];

afterEach(() => {
  for (const host of running.splice(0)) host.stop();
});

async function startHost(dataDir: string) {
  const host = await startLoopbackHost(dataDir);
  running.push(host);
  return host;
}

/** A plain strategy: keep 1s and 5s (or a triple), bank at 300. */
function nextAction(game: FarkleView): FarkleAction {
  const { turn } = game;
  if (turn.phase === 'choose') {
    const live = turn.dice.map((d, i) => ({ ...d, i })).filter((d) => !d.aside);
    const singles = live.filter((d) => d.face === 1 || d.face === 5).map((d) => d.i);
    if (singles.length > 0) return { type: 'keep', dice: singles };
    const face = live.find((d) => live.filter((e) => e.face === d.face).length >= 3)!.face;
    return {
      type: 'keep',
      dice: live
        .filter((d) => d.face === face)
        .slice(0, 3)
        .map((d) => d.i),
    };
  }
  if (turn.phase === 'decide' && game.moves.bank.allowed && turn.turnTotal >= 300) {
    return { type: 'bank' };
  }
  return { type: 'roll' };
}

describe('nothing is lost when the process is killed', () => {
  it.each([7, 23, 61])(
    'resumes exactly after SIGKILL in the middle of move %i',
    async (killAt) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'hotdice-crash-'));
      const first = await startHost(dataDir);
      let game = await first.call<FarkleView>('createGame', {
        preset: 'minimal',
        rules: null,
        seats: [
          { name: 'Ada', bot: null },
          { name: 'Brian', bot: null },
        ],
        seed: String(killAt * 1009),
        generator: null,
      });
      const sent: FarkleAction[] = [];
      for (let i = 0; i < killAt && !game.over; i++) {
        const action = nextAction(game);
        sent.push(action);
        game = await first.call<FarkleView>('act', {
          gameId: game.id,
          step: game.actionCount,
          action,
        });
      }
      // Kill while one more move is on its way: it may or may not have been stored.
      const inFlight = nextAction(game);
      sent.push(inFlight);
      void first
        .call('act', { gameId: game.id, step: game.actionCount, action: inFlight })
        .catch(() => undefined);
      first.child.kill('SIGKILL');
      await new Promise((resolve) => first.child.once('exit', resolve));

      const second = await startHost(dataDir);
      const { unfinished } = await second.call<StartupInfo>('startup', null);
      expect(unfinished.map((g) => g.id)).toEqual([game.id]);
      // The listing comes from the state kept with the last stored move; resuming replays.
      const resumed = await second.call<FarkleView>('getGame', { gameId: game.id });
      expect(unfinished[0]!.actionCount).toBe(resumed.actionCount);
      expect(unfinished[0]!.turn).toEqual({ ...resumed.turn, rolls: [] });
      expect(resumed.actionCount).toBeGreaterThanOrEqual(sent.length - 1);
      const replay = runReplay({
        format: 'hotdice-replay',
        version: 1,
        game: 'farkle',
        preset: 'minimal',
        rules: preset('minimal').rules,
        generator: 'xoroshiro128plus',
        seed: killAt * 1009,
        seats: resumed.seats.map((s) => ({ name: s.name, bot: s.bot })),
        actions: sent.slice(0, resumed.actionCount),
      });
      if (!replay.ok) throw new Error(replay.error);
      expect(resumed.turn).toEqual(replay.state.turn);
      expect(resumed.seats.map((s) => s.total)).toEqual(replay.state.seats.map((s) => s.total));
      expect(resumed.history).toEqual(replay.state.history);
      // And the game goes on from there.
      const next = await second.call<FarkleView>('act', {
        gameId: resumed.id,
        step: resumed.actionCount,
        action: nextAction(resumed),
      });
      expect(next.actionCount).toBe(resumed.actionCount + 1);
    },
    30_000,
  );
});
