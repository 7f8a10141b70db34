import { describe, expect, it, vi } from 'vitest';
import type { RollDiceView } from '../../../src-shared/api';
import { FakeApi, ok, refused, settle } from '../../test/fake-api';
import { recordingSounds } from '../../test/fake-sounds';
import { rollDiceView } from '../../test/views';
import { Announcer } from '../lib/announcer.svelte';
import { Settings } from '../lib/settings.svelte';
import { SHOW_WAIT_AFTER_MS } from '../lib/slow-wait.svelte';
import { RollDiceSession, ROLLDICE_BOT } from './session.svelte';

function sitting() {
  const api = new FakeApi();
  const settings = new Settings(api.client);
  settings.speed = 'instant';
  const announcer = new Announcer();
  const names: Record<string, string> = { [ROLLDICE_BOT]: 'Optimal' };
  const { sounds, heard } = recordingSounds();
  const botName = (id: string): string | null => names[id] ?? null;
  const game = new RollDiceSession(api.client, settings, announcer, botName, sounds);
  return { api, announcer, game, heard, settings };
}

async function begin(api: FakeApi, game: RollDiceSession, view: RollDiceView): Promise<void> {
  const started = game.begin();
  api.take('createRollDice').answer(ok(view));
  await started;
}

/** The game after rolling die 3 to a four: what the main process would send. */
function afterRoll(view: RollDiceView): RollDiceView {
  return {
    ...view,
    state: { ...view.state, dice: [0, 0, 4, 0, 0], turn: 1, roundScore: 13, total: 13 },
    events: [{ type: 'roll', die: 3, value: 4, score: 13 }],
    actionCount: 1,
  };
}

describe('the Roll-Dice-Roll session', () => {
  it('shows and says what the main process reports a move changed', async () => {
    const { api, announcer, game, heard } = sitting();
    const view = rollDiceView('g1');
    await begin(api, game, view);
    expect(heard).toEqual([]);
    const rolling = game.roll(3);
    const act = api.take('rollDiceAct');
    expect(act.request).toEqual({ gameId: 'g1', step: 0, action: { type: 'roll', die: 3 } });
    act.answer(ok(afterRoll(view)));
    await rolling;
    expect(game.lastRolled).toBe(3);
    expect(game.rollCount).toBe(1);
    expect(heard).toEqual(['throw', 'settle']);
    expect(announcer.polite.at(-1)?.text).toBe(
      'Ada rolled die 3: four. Turn 1, round score 13, total 13.',
    );
  });

  it('sends a player seed before the first roll; the roll waits for it, and a refusal stops it', async () => {
    const { api, game } = sitting();
    const view = { ...rollDiceView('g1'), playerSeed: 'drawn', generator: 'hmac-sha256' as const };
    await begin(api, game, view);
    expect(game.seedEditable).toBe(true);
    game.setPlayerSeed('mine');
    const rolling = game.roll(3);
    const change = api.take('setPlayerSeed');
    expect(change.request).toEqual({ gameId: 'g1', step: 0, playerSeed: 'mine' });
    await settle();
    expect(api.pending('rollDiceAct')).toBe(0);
    change.answer(ok({ game: 'rolldice', view: { ...view, playerSeed: 'mine' } }));
    await settle();
    expect(game.view?.playerSeed).toBe('mine');
    api.take('rollDiceAct').answer(ok({ ...afterRoll(view), playerSeed: 'mine' }));
    await rolling;
    expect(game.seedEditable).toBe(false);

    await begin(api, game, view);
    game.setPlayerSeed('no spaces');
    const refusedRoll = game.roll(1);
    api.take('setPlayerSeed').answer(refused('a player seed is 1 to 32 letters'));
    await refusedRoll;
    expect(api.pending('rollDiceAct')).toBe(0);
    expect(game.error).toBe('a player seed is 1 to 32 letters');
  });

  it('tells the end of a game from its events and records the result', async () => {
    const { api, announcer, game, heard } = sitting();
    const view = rollDiceView('g1');
    await begin(api, game, view);
    const stopping = game.stop();
    api.take('rollDiceAct').answer(
      ok({
        ...view,
        state: { ...view.state, round: 3, total: 12, over: true, won: true },
        events: [
          { type: 'stop', round: 3, score: 4 },
          { type: 'game-over', total: 12, won: true },
        ],
      }),
    );
    await stopping;
    expect(heard).toEqual(['bank', 'win']);
    expect(announcer.polite.at(-1)?.text).toBe(
      'Round 3 stopped at 4. Congratulations, Ada! Final total 12: under 20, a win.',
    );
    expect(game.finished).toEqual([{ gameId: 'g1', player: view.player, total: 12, won: true }]);
  });

  it('shows a refused move’s reason and keeps the game as it was', async () => {
    const { api, game } = sitting();
    const view = rollDiceView('g1');
    await begin(api, game, view);
    const stopping = game.stop();
    api.take('rollDiceAct').answer(refused('roll at least one die before you stop the round'));
    await stopping;
    expect(game.view).toBe(view);
    expect(game.error).toBe('roll at least one die before you stop the round');
  });

  it('stops the bot of the game left on the table', async () => {
    const { api, game } = sitting();
    game.lineup.setKind(game.lineup.seats[0]!.key, ROLLDICE_BOT);
    const botGame = rollDiceView('bot', ROLLDICE_BOT);
    await begin(api, game, botGame);
    api.take('rollDiceHint').answer(ok({ best: { type: 'roll', die: 3 }, choices: [] }));
    await settle();
    expect(game.botPlan).toEqual({ type: 'roll', die: 3 });
    const step = api.take('rollDiceBotStep');

    void game.leave();
    step.answer(ok(afterRoll(botGame)));
    await settle();
    expect(game.view).toBeNull();
    expect(api.count('rollDiceBotStep')).toBe(1);
  });

  it('asks the main process to discard a game left before its first move, and only then', async () => {
    const { api, game } = sitting();
    await begin(api, game, rollDiceView('empty'));
    const replaced = game.newGame();
    api.take('createRollDice').answer(ok(rollDiceView('played')));
    await replaced;
    expect(api.take('leaveGame').request).toEqual({ gameId: 'empty' });
    const rolling = game.roll(3);
    api.take('rollDiceAct').answer(ok(afterRoll(rollDiceView('played'))));
    await rolling;
    void game.leave();
    await settle();
    expect(api.count('leaveGame')).toBe(1);
  });

  it('seats the player under their own name and a bot under its own', () => {
    const { game } = sitting();
    game.lineup.add(ROLLDICE_BOT);
    expect(game.lineup.seats.map((s) => s.name)).toEqual(['You', 'Optimal']);
  });

  it('shows and says a slow move once past a moment, ignores more presses, and clears on its answer', async () => {
    vi.useFakeTimers();
    try {
      const { api, announcer, game, settings } = sitting();
      settings.playerName = 'Ada';
      const view = rollDiceView('g1');
      await begin(api, game, view);
      const said = () => announcer.polite.map((line) => line.text);
      const rolling = game.roll(3);
      void game.roll(2);
      void game.stop();
      await vi.advanceTimersByTimeAsync(SHOW_WAIT_AFTER_MS - 1);
      expect([game.wait.pending, game.wait.shown, game.busy]).toEqual(['roll-3', false, true]);
      await vi.advanceTimersByTimeAsync(1);
      expect(game.wait.shown).toBe(true);
      void game.retarget();
      void game.newGame();
      await vi.advanceTimersByTimeAsync(5_000);
      expect(said().filter((text) => text === 'Still working on your move…')).toHaveLength(1);
      expect([api.count('rollDiceAct'), api.count('createRollDice')]).toEqual([1, 1]);

      api.take('rollDiceAct').answer(ok(afterRoll(view)));
      await rolling;
      expect([game.wait.pending, game.wait.shown, game.busy]).toEqual([null, false, false]);
      expect(api.count('rollDiceAct')).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends the wait on a refused move and shows why', async () => {
    vi.useFakeTimers();
    try {
      const { api, game } = sitting();
      const view = rollDiceView('g1');
      await begin(api, game, view);
      const stopping = game.stop();
      await vi.advanceTimersByTimeAsync(SHOW_WAIT_AFTER_MS);
      expect([game.wait.pending, game.wait.shown]).toEqual(['stop', true]);
      api.take('rollDiceAct').answer(refused('roll at least one die before you stop the round'));
      await stopping;
      expect([game.wait.pending, game.wait.shown]).toEqual([null, false]);
      expect(game.error).toBe('roll at least one die before you stop the round');
      expect(game.view).toBe(view);
    } finally {
      vi.useRealTimers();
    }
  });
});
