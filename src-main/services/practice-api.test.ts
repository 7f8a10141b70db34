import { describe, expect, it } from 'vitest';
import type {
  ExercisePosition,
  FarkleView,
  PracticeOverview,
  ProfileView,
} from '../../src-shared/api';
import type { CoachAdvice, FarkleAction } from '../../src-shared/farkle';
import { minimalGame, openTestApp, type TestCall } from '../api/test-app';

/**
 * A finished Minimal game of Ada, a person who takes the coach's worst keep and banks as soon as
 * she may, against Vera (the optimal bot), played through the API.
 */
async function playAdasGame(call: TestCall): Promise<void> {
  const seats: Array<[string, string | null]> = [
    ['Ada', null],
    ['Vera', 'optimal'],
  ];
  let view = await call<FarkleView>('createGame', minimalGame(seats, '5'));
  while (!view.over) {
    if (view.current === 1) {
      view = await call<FarkleView>('botStep', { gameId: view.id, toEndOfTurn: true });
      continue;
    }
    let action: FarkleAction = { type: 'roll' };
    if (view.moves.bank.allowed) action = { type: 'bank' };
    else if (view.turn.phase === 'choose') {
      const advice = await call<CoachAdvice>('coachHint', { gameId: view.id });
      const worst = advice.options.at(-1)!;
      if (worst.kind === 'keep') action = { type: 'keep', dice: worst.dice };
    }
    view = await call<FarkleView>('act', { gameId: view.id, step: view.actionCount, action });
  }
}

describe('practice through the API', () => {
  it('finds exercises in a finished game, and refuses bad requests in words, changing nothing', async () => {
    const { call, dispatch } = openTestApp();
    await playAdasGame(call);
    const profiles = await call<ProfileView[]>('listProfiles');
    const ada = profiles.find((p) => p.name === 'Ada')!;
    const overview = await call<PracticeOverview>('practiceOverview', { profileId: ada.id });
    expect(overview).toMatchObject({ reviewed: 1, unreviewed: 0 });
    expect(overview.exercises.length).toBeGreaterThan(0);
    const [exercise] = overview.exercises;
    const position = await call<ExercisePosition>('practiceExercise', {
      exerciseId: exercise!.id,
    });
    expect(position.exercise).toEqual(exercise);

    const refused = async (request: unknown, code: string, words: RegExp) => {
      const answer = await dispatch('answerExercise', request);
      expect(answer.ok).toBe(false);
      if (!answer.ok) {
        expect(answer.error.code).toBe(code);
        expect(answer.error.message).toMatch(words);
      }
    };
    const wrongKind: FarkleAction =
      position.decision === 'keep' ? { type: 'bank' } : { type: 'keep', dice: [0] };
    await refused({ exerciseId: exercise!.id, choice: wrongKind }, 'illegal', /not open here/);
    await refused({ exerciseId: exercise!.id, choice: { type: 'fold' } }, 'bad-request', /type/);
    await refused(
      { exerciseId: 0, choice: { type: 'roll' } },
      'bad-request',
      /"exercise id" 0 is less than .*at least 1/,
    );
    await refused({ exerciseId: 999, choice: { type: 'roll' } }, 'not-found', /no such exercise/);
    // Nothing was kept of the refused tries.
    const again = await call<PracticeOverview>('practiceOverview', { profileId: ada.id });
    expect(again.progress).toEqual({ solved: 0, tried: 0, total: overview.progress.total });
    expect(again.reviewed).toBe(0);
    await expect(call('practiceOverview', { profileId: 999 })).rejects.toThrow(
      'practiceOverview: there is no such profile',
    );
  });
});
