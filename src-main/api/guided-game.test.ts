import { describe, expect, it } from 'vitest';
import type { FarkleView } from '../../src-shared/api';
import { GUIDED_GAME } from '../../src-shared/guided-game';
import { openTestApp } from './test-app';

describe('the guided first game', () => {
  it('goes through a keep, a roll, a farkle, the bot, then a keep and a bank', async () => {
    const { call } = openTestApp();
    const act = (view: FarkleView, action: unknown) =>
      call<FarkleView>('act', { gameId: view.id, step: view.actionCount, action });
    let view = await call<FarkleView>('createGame', {
      preset: GUIDED_GAME.preset,
      rules: null,
      seed: GUIDED_GAME.seed,
      generator: null,
      seats: [
        { name: 'You', bot: null },
        { name: GUIDED_GAME.botName, bot: GUIDED_GAME.bot },
      ],
    });
    expect(view.current).toBe(0);

    view = await act(view, { type: 'roll' });
    const scoring = view.turn.dice.flatMap((die, i) =>
      die.face === 1 || die.face === 5 ? [i] : [],
    );
    expect(scoring).toEqual(GUIDED_GAME.firstKeep);
    view = await act(view, { type: 'keep', dice: GUIDED_GAME.firstKeep });
    expect(view.turn.turnTotal).toBe(GUIDED_GAME.firstKeepPoints);
    view = await act(view, { type: 'roll' });
    expect(view.events).toContainEqual(
      expect.objectContaining({ type: 'farkle', seat: 0, lost: GUIDED_GAME.firstKeepPoints }),
    );

    expect(view.current).toBe(1);
    view = await call<FarkleView>('botStep', { gameId: view.id, toEndOfTurn: true });
    expect(view.current).toBe(0);
    expect(view.over).toBe(false);

    view = await act(view, { type: 'roll' });
    const faces = GUIDED_GAME.secondKeep.map((i) => view.turn.dice[i]!.face);
    expect(faces).toEqual([4, 4, 4]);
    view = await act(view, { type: 'keep', dice: GUIDED_GAME.secondKeep });
    expect(view.turn.turnTotal).toBe(GUIDED_GAME.secondKeepPoints);
    view = await act(view, { type: 'bank' });
    expect(view.seats[0]!.total).toBe(GUIDED_GAME.secondKeepPoints);
  });
});
