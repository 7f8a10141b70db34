import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FarkleView, KeepPreview } from '../../../src-shared/api';
import { FakeApi, ok, refused, settle } from '../../test/fake-api';
import { recordingSounds } from '../../test/fake-sounds';
import { farkleView, rolled } from '../../test/views';
import { Announcer } from '../lib/announcer.svelte';
import { BOT_DELAY, Settings } from '../lib/settings.svelte';
import { FarkleSession } from './session.svelte';

function table(speed: Settings['speed'] = 'instant') {
  const api = new FakeApi();
  const settings = new Settings(api.client);
  settings.speed = speed;
  const announcer = new Announcer();
  const { sounds, heard } = recordingSounds();
  const session = new FarkleSession(api.client, settings, announcer, sounds);
  return { api, settings, announcer, session, heard };
}

const keepPreview = (score: number, losesGame = false): KeepPreview => ({
  ok: true,
  score,
  breakdown: [{ label: 'points', faces: [1], score }],
  junk: [],
  turnTotal: score,
  moves: {
    roll: { allowed: true, dice: 5, reason: null },
    bank: { allowed: true, amount: score, reason: null, losesGame },
  },
  next: null,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the Farkle table session', () => {
  it('keeps the seed commitment shown at the start for the check at the end', async () => {
    const { api, session } = table();
    const view = farkleView('g1', [['Ann', null]], { seed: null, seedChosen: false });
    session.start(view);
    void session.roll();
    // A later answer naming another commitment does not replace the one shown at the start.
    api
      .take('act')
      .answer(ok({ ...rolled(view, [1, 2, 3, 4, 6, 6]), seedCommitment: 'f'.repeat(64) }));
    await settle();
    expect(session.view?.seedCommitment).toBe('f'.repeat(64));
    expect(session.promised).toBe(view.seedCommitment);
  });

  it('plays the sounds of what each answer changed, none for a game just opened', async () => {
    const { api, session, heard } = table();
    const view = farkleView('g1', [['Ann', null]]);
    session.start(view);
    expect(heard).toEqual([]);
    const rolling = session.roll();
    api.take('act').answer(ok(rolled(view, [2, 3, 4, 6, 6, 2])));
    await rolling;
    expect(heard).toEqual(['throw', 'settle']);
  });

  it('ignores a preview answer that arrives after a newer selection was answered', async () => {
    const { api, session } = table();
    session.start(rolled(farkleView('g1', [['Ann', null]]), [1, 5, 2, 3, 4, 6]));
    session.toggle(0);
    session.toggle(1);
    const first = api.take('previewKeep');
    const second = api.take('previewKeep');
    expect(first.request.dice).toEqual([0]);
    expect(second.request.dice).toEqual([0, 1]);

    second.answer(ok(keepPreview(150)));
    await settle();
    first.answer(ok(keepPreview(100)));
    await settle();

    expect(session.preview).toEqual(keepPreview(150));
    expect(session.previewDice).toEqual([0, 1]);
    expect(session.rollButton).toMatchObject({ allowed: true, label: 'Roll 5 dice' });
  });

  it('keeps Roll refused while the selection on the table has no answer yet', async () => {
    const { api, session } = table();
    session.start(rolled(farkleView('g1', [['Ann', null]]), [1, 5, 2, 3, 4, 6]));
    session.toggle(0);
    api.take('previewKeep').answer(ok(keepPreview(100)));
    await settle();
    expect(session.rollButton.allowed).toBe(true);
    session.toggle(1);
    expect(session.rollButton.allowed).toBe(false);
  });

  it('stops the old game’s bot when a new game starts during its turn', async () => {
    const { api, session } = table('instant');
    const botGame = farkleView('old', [['Robo', 'greedy']]);
    session.start(botGame);
    expect(session.bots.running).toBe(true);
    await settle();
    const step = api.take('botStep');
    expect(step.request).toEqual({ gameId: 'old', step: 0, toEndOfTurn: true });

    const fresh = farkleView('new', [['Ann', null]]);
    session.start(fresh);
    step.answer(ok({ ...botGame, turnsPlayed: 1, actionCount: 3 }));
    await settle();

    expect(session.view).toBe(fresh);
    expect(session.bots.running).toBe(false);
    expect(api.count('botStep')).toBe(1);
  });

  it('shows the keep and the error when the keep succeeds and the roll after it fails', async () => {
    const { api, session } = table();
    const view = rolled(farkleView('g1', [['Ann', null]]), [1, 2, 3, 4, 6, 6]);
    session.start(view);
    session.toggle(0);
    api.take('previewKeep').answer(ok(keepPreview(100)));
    await settle();

    const rolling = session.roll();
    const keep = api.take('act');
    expect(keep.request.action).toEqual({ type: 'keep', dice: [0] });
    // Each move names the view it was made on: the roll, the one the keep answered.
    expect(keep.request.step).toBe(view.actionCount);
    const kept: FarkleView = {
      ...view,
      turn: {
        ...view.turn,
        phase: 'decide',
        dice: view.turn.dice.map((die, i) => ({ ...die, aside: i === 0 })),
        turnTotal: 100,
      },
      moves: {
        roll: { allowed: true, dice: 5, reason: null },
        bank: { allowed: true, amount: 100, reason: null, losesGame: false },
      },
      events: [{ type: 'keep', seat: 0, faces: [1], score: 100, turnTotal: 100 }],
      actionCount: 2,
    };
    keep.answer(ok(kept));
    await settle();
    const roll = api.take('act');
    expect(roll.request.action).toEqual({ type: 'roll' });
    expect(roll.request.step).toBe(kept.actionCount);
    roll.answer(refused('Hot Dice is not answering: is it still running?'));
    await rolling;

    expect(session.view).toBe(kept);
    expect(session.selected).toEqual([]);
    expect(session.error).toBe('Hot Dice is not answering: is it still running?');
    expect(session.busy).toBe(false);
    // The dice stay set aside, so trying again rolls without keeping them a second time.
    void session.roll();
    expect(api.take('act').request.action).toEqual({ type: 'roll' });
  });

  it('paces a bot at the chosen speed, and skipping plays the rest of its turn at once', async () => {
    vi.useFakeTimers();
    const { api, session } = table('slow');
    const game = farkleView('g1', [
      ['Robo', 'greedy'],
      ['Ann', null],
    ]);
    session.start(game);
    await vi.advanceTimersByTimeAsync(BOT_DELAY.slow);
    expect(api.pending('botStep')).toBe(0);

    session.skipBotTurn();
    await settle();
    const step = api.take('botStep');
    expect(step.request.toEndOfTurn).toBe(true);
    // The turn ends with Robo to play again: skipping was for that turn only.
    step.answer(ok({ ...game, turnsPlayed: 1, actionCount: 4 }));
    await settle();
    await vi.advanceTimersByTimeAsync(BOT_DELAY.slow);
    expect(api.pending('botStep')).toBe(0);
    await vi.advanceTimersByTimeAsync(250);
    expect(api.take('botStep').request.toEndOfTurn).toBe(false);
  });

  it('takes a faster speed in the middle of a pause', async () => {
    vi.useFakeTimers();
    const { api, settings, session } = table('slow');
    session.start(farkleView('g1', [['Robo', 'greedy']]));
    await vi.advanceTimersByTimeAsync(100);
    expect(api.pending('botStep')).toBe(0);
    settings.speed = 'instant';
    session.bots.speedChanged();
    await settle();
    expect(api.take('botStep').request.toEndOfTurn).toBe(true);
  });

  it('waits after a bot’s failed move until the player lets it continue', async () => {
    const { api, session } = table('instant');
    const game = farkleView('g1', [['Robo', 'greedy']]);
    session.start(game);
    await settle();
    api.take('botStep').answer(refused('the bot could not move'));
    await settle();
    expect(session.error).toBe('the bot could not move');
    expect(session.bots.stalled).toBe(true);
    expect(api.pending('botStep')).toBe(0);
    session.resumeBots();
    await settle();
    expect(api.pending('botStep')).toBe(1);
  });

  it('asks again each second while the odds are worked out, keeping the table as it is', async () => {
    vi.useFakeTimers();
    const { api, session } = table();
    const solving = farkleView(
      'g1',
      [
        ['Ann', null],
        ['Bo', null],
      ],
      {
        winChance: { status: 'solving', progress: 0.1 },
      },
    );
    session.start(solving);
    expect(api.pending('getGame')).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    api.take('getGame').answer(ok({ ...solving, winChance: { status: 'solving', progress: 0.4 } }));
    await settle();
    expect(session.view?.winChance).toEqual({ status: 'solving', progress: 0.4 });
    await vi.advanceTimersByTimeAsync(1000);
    const ready: FarkleView['winChance'] = { status: 'ready', seats: [0.55, 0.45] };
    api.take('getGame').answer(ok({ ...solving, winChance: ready }));
    await settle();
    expect(session.view?.winChance).toEqual(ready);
    // Ready: no more asking.
    await vi.advanceTimersByTimeAsync(3000);
    expect(api.pending('getGame')).toBe(0);
  });

  it('asks once before a bank that loses the game, unless the setting is off', async () => {
    const { api, session, settings } = table();
    const losing: FarkleView = {
      ...farkleView('g1', [
        ['Ann', null],
        ['Bo', null],
      ]),
      turn: { ...farkleView('g1', [['Ann', null]]).turn, phase: 'decide', turnTotal: 300 },
      moves: {
        roll: { allowed: true, dice: 5, reason: null },
        bank: { allowed: true, amount: 300, reason: null, losesGame: true },
      },
      actionCount: 2,
    };
    session.start(losing);
    void session.bank();
    expect(api.pending('act')).toBe(0);
    expect(session.confirmingBank).toMatch(/Banking 300 ends the game and you lose/);
    // Keep rolling: nothing was sent and the question goes.
    session.cancelBank();
    expect(session.confirmingBank).toBeNull();
    void session.bank();
    // Asked: banking again goes ahead.
    void session.bank();
    expect(api.take('act').request.action).toEqual({ type: 'bank' });
    await settle();

    const { api: quiet, session: unasked, settings: off } = table();
    off.confirmLosingBank = false;
    unasked.start(losing);
    void unasked.bank();
    expect(quiet.take('act').request.action).toEqual({ type: 'bank' });
    expect(unasked.confirmingBank).toBeNull();
    expect(settings.confirmLosingBank).toBe(true);
  });

  it('asks about a losing bank pressed before the selection’s preview answered', async () => {
    const { api, session } = table();
    session.start(
      rolled(
        farkleView('g1', [
          ['Ann', null],
          ['Bo', null],
        ]),
        [1, 2, 3, 4, 6, 6],
      ),
    );
    session.toggle(0);
    const banking = session.bank();
    expect(api.pending('act')).toBe(0);
    api.take('previewKeep').answer(ok(keepPreview(100, true)));
    await banking;
    expect(api.pending('act')).toBe(0);
    expect(session.confirmingBank).toMatch(/Banking 100 ends the game and you lose/);
  });

  it('plays a move asked for before the selection’s preview answered, by that preview', async () => {
    const { api, session } = table();
    session.start(rolled(farkleView('g1', [['Ann', null]]), [2, 2, 2, 3, 4, 6]));
    session.toggle(0);
    api.take('previewKeep').answer(ok({ ok: false, message: 'a single 2 scores nothing' }));
    await settle();
    session.toggle(1);
    session.toggle(2);
    // Asked at once, as a quick player types 1 2 3 R: the answer for one 2 is not the answer.
    void session.roll();
    api.take('previewKeep');
    api.take('previewKeep').answer(ok(keepPreview(200)));
    await settle();
    expect(api.take('act').request.action).toEqual({ type: 'keep', dice: [0, 1, 2] });
    expect(session.error).toBeNull();
  });
});
