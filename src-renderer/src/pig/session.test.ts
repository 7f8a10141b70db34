import { describe, expect, it, vi } from 'vitest';
import type { TableView } from '../../../src-shared/api';
import type { Face } from '../../../src-shared/dice';
import { PIG_BOTS, type PigView } from '../../../src-shared/pig';
import { newPig } from '../../../src-main/engine/pig/game';
import { FakeApi, ok, refused, settle } from '../../test/fake-api';
import { recordingSounds } from '../../test/fake-sounds';
import { TUMBLE_MS } from '../components/tumble';
import { Announcer } from '../lib/announcer.svelte';
import { Settings } from '../lib/settings.svelte';
import { SHOW_WAIT_AFTER_MS } from '../lib/slow-wait.svelte';
import { PigSession } from './session.svelte';

const SEATS = [
  { name: 'You', bot: null },
  { name: 'Bea', bot: null },
];

const { rng: _, ...START } = newPig({
  target: 100,
  seats: 2,
  generator: 'hmac-sha256',
  seed: 1,
  playerSeed: 'drawn-16-letters',
});

/** A two-person game before its first roll, dealt by hmac-sha256 with a player seed. */
function pigView(id: string): PigView {
  return {
    id,
    seed: null,
    seedCommitment: 'c0ffee'.padEnd(64, '0'),
    seedChosen: false,
    playerSeed: 'drawn-16-letters',
    generator: 'hmac-sha256',
    seats: SEATS,
    state: START,
    actionCount: 0,
    events: [],
    winChance: [0.53, 0.47],
  };
}

const table = (view: PigView): TableView => ({ game: 'pig', view });

function sitting() {
  const api = new FakeApi();
  const settings = new Settings(api.client);
  settings.speed = 'instant';
  settings.animations = false;
  const { sounds, heard } = recordingSounds();
  const announcer = new Announcer();
  const game = new PigSession(api.client, settings, announcer, sounds);
  const said = () => announcer.polite.map((message) => message.text);
  return { api, game, heard, settings, said };
}

async function started(api: FakeApi, game: PigSession, view: PigView): Promise<void> {
  const starting = game.start();
  api.take('createTable').answer(ok(table(view)));
  await starting;
}

describe('the Pig session', () => {
  it('seats a middle level against the player, not the strongest bot', () => {
    const { game } = sitting();
    const opponent = game.lineup.seats[1]!.bot;
    const levels = PIG_BOTS.map((bot) => bot.level);
    const level = PIG_BOTS.find((bot) => bot.id === opponent)!.level;
    expect(game.lineup.seats[0]!.bot).toBeNull();
    expect(level).toBeGreaterThan(Math.min(...levels));
    expect(level).toBeLessThan(Math.max(...levels));
  });

  it('sends a player seed before the first roll, and the roll waits for it', async () => {
    const { api, game } = sitting();
    await started(api, game, pigView('p1'));
    expect(game.seedEditable).toBe(true);
    game.setPlayerSeed(' mine ');
    const change = api.take('setPlayerSeed');
    expect(change.request).toEqual({ gameId: 'p1', step: 0, playerSeed: 'mine' });
    const rolling = game.move('roll');
    await settle();
    expect(api.pending('tableAct')).toBe(0);
    change.answer(ok(table({ ...pigView('p1'), playerSeed: 'mine' })));
    await settle();
    expect(game.view?.playerSeed).toBe('mine');
    api.take('tableAct').answer(
      ok(
        table({
          ...pigView('p1'),
          playerSeed: 'mine',
          state: { ...pigView('p1').state, rolls: [1], current: 1 },
          events: [
            { type: 'roll', seat: 0, face: 1, turnTotal: 0 },
            { type: 'pig', seat: 0, lost: 0 },
          ],
          actionCount: 1,
        }),
      ),
    );
    await rolling;
    expect(game.seedEditable).toBe(false);
    // The die shows the 1, and the felt shows it once it has landed (at once, without motion).
    expect([game.face, game.rollCount, game.one]).toEqual([1, 1, { seat: 0, lost: 0 }]);
  });

  it('shows a refused player seed and rolls nothing', async () => {
    const { api, game } = sitting();
    await started(api, game, pigView('p2'));
    game.setPlayerSeed('no spaces');
    const rolling = game.move('roll');
    api.take('setPlayerSeed').answer(refused('a player seed is 1 to 32 letters'));
    await rolling;
    expect(api.pending('tableAct')).toBe(0);
    expect(game.error).toContain('a player seed is 1 to 32 letters');
  });

  it('plays the sounds of what a move changed', async () => {
    const { api, game, heard } = sitting();
    await started(api, game, pigView('p3'));
    const holding = game.move('roll');
    api.take('tableAct').answer(
      ok(
        table({
          ...pigView('p3'),
          state: { ...pigView('p3').state, rolls: [5], turnTotal: 5 },
          events: [{ type: 'roll', seat: 0, face: 5, turnTotal: 5 }],
          actionCount: 1,
        }),
      ),
    );
    await holding;
    expect(heard).toEqual(['throw', 'settle']);
    expect(game.face).toBe(5);
  });

  it('plays the same seats again on fresh dice, the die blank until its first roll', async () => {
    const { api, game } = sitting();
    const last = { seat: 0, rolls: [6, 4] as Face[], outcome: 'hold' as const, points: 10 };
    const state = { ...START, totals: [100, 40], turns: [{ ...last, totalAfter: 100 }] };
    const over = { ...pigView('p4'), state: { ...state, over: true, winner: 0 } };
    await started(api, game, { ...over, actionCount: 30 });
    expect(game.face).toBe(4);
    const again = game.rematch();
    const call = api.take('rematch');
    expect(call.request).toEqual({ gameId: 'p4' });
    call.answer(ok(table(pigView('p5'))));
    await again;
    expect([game.view?.id, game.face, game.one]).toEqual(['p5', 0, null]);
  });

  it('names the thrower and keeps the 1 off the felt until the die has landed', async () => {
    vi.useFakeTimers();
    try {
      const { api, game, settings } = sitting();
      settings.animations = true;
      await started(api, game, pigView('p6'));
      const rolling = game.move('roll');
      api.take('tableAct').answer(
        ok(
          table({
            ...pigView('p6'),
            state: { ...START, current: 1 },
            events: [
              { type: 'roll', seat: 0, face: 1, turnTotal: 0 },
              { type: 'pig', seat: 0, lost: 0 },
            ],
            actionCount: 1,
          }),
        ),
      );
      await rolling;
      expect([game.thrower, game.one]).toEqual([0, null]);
      vi.advanceTimersByTime(TUMBLE_MS);
      expect([game.thrower, game.one]).toEqual([null, { seat: 0, lost: 0 }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows and says a slow move once past a moment, ignores more presses, and clears on its answer', async () => {
    vi.useFakeTimers();
    try {
      const { api, game, said } = sitting();
      const view = { ...pigView('p7'), playerSeed: null };
      await started(api, game, view);
      const rolling = game.move('roll');
      void game.move('roll');
      void game.move('hold');
      await vi.advanceTimersByTimeAsync(SHOW_WAIT_AFTER_MS - 1);
      expect([game.wait.pending, game.wait.shown]).toEqual(['roll', false]);
      await vi.advanceTimersByTimeAsync(1);
      expect(game.wait.shown).toBe(true);
      void game.move('roll');
      await vi.advanceTimersByTimeAsync(5_000);
      expect(said().filter((text) => text === 'Still working on your move…')).toHaveLength(1);
      expect(api.count('tableAct')).toBe(1);

      api.take('tableAct').answer(
        ok(
          table({
            ...view,
            state: { ...START, rolls: [5], turnTotal: 5 },
            events: [{ type: 'roll', seat: 0, face: 5, turnTotal: 5 }],
            actionCount: 1,
          }),
        ),
      );
      await rolling;
      expect([game.wait.pending, game.wait.shown, game.busy]).toEqual([null, false, false]);
      expect(api.count('tableAct')).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
