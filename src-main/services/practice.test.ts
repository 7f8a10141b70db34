import { describe, expect, it } from 'vitest';
import type { FarkleView } from '../../src-shared/api';
import type { FarkleAction, FarkleState } from '../../src-shared/farkle';
import { GameStore } from '../db/game-store';
import { openMemoryDatabase } from '../db/open';
import { PracticeStore } from '../db/practice';
import { Profiles } from '../db/profiles';
import { profileStats } from '../db/stats';
import { winOptions } from '../engine/farkle/expert';
import { ServiceError } from '../errors';
import { PracticeService, REVIEWS_PER_CALL } from './practice';
import { SMALL, pricing, reviewedFarkle, smallOdds } from './review/review.testkit';
import { tableStoreOn } from './table-store';

/** A view's position as the engine holds it (the dice's stream plays no part in pricing). */
function stateOf(view: FarkleView): FarkleState {
  return { ...view, version: 1, rng: { kind: 'java', state: 0 } };
}

/** The two-seat solve's options in a view's position, best first. */
const optionsIn = (view: FarkleView) => winOptions(smallOdds, stateOf(view));

/** The person Ann, who always takes the worst choice, against Sage; on a history in memory. */
function practiceKit() {
  const db = openMemoryDatabase();
  const history = new GameStore(db);
  const store = tableStoreOn(history, () => new Date().toISOString());
  const { games, reviews } = reviewedFarkle(store, history);
  const profiles = new Profiles(db);
  const practiceStore = new PracticeStore(db);
  let clock = 0;
  const practice = new PracticeService({
    store: practiceStore,
    games: history,
    reviews,
    pricing,
    checkProfile: (profileId) => void profiles.get(profileId),
    now: () => `2026-01-01T00:00:${String(clock++).padStart(2, '0')}.000Z`,
  });
  const play = async (seed: number) => {
    let view = games.create({
      preset: 'minimal',
      rules: SMALL,
      seats: [
        { name: 'Ann', bot: null },
        { name: 'Sage', bot: 'expert' },
      ],
      seed: String(seed),
      generator: null,
    });
    while (!view.over) {
      if (view.current === 1) {
        view = await games.botStep(view.id, true);
        continue;
      }
      // Ann always takes the worst choice open.
      const action: FarkleAction =
        view.turn.phase === 'start' ? { type: 'roll' } : optionsIn(view).at(-1)!.action;
      view = games.act(view.id, view.actionCount, action);
    }
    return view;
  };
  const ann = () => profiles.list().find((p) => p.name === 'Ann')!.id;
  return { db, profiles, practice, practiceStore, play, ann };
}

describe('practice from the review', () => {
  it('turns the costliest decisions of the person’s seat into exercises, and keeps accuracy', async () => {
    const kit = practiceKit();
    await kit.play(3);
    await kit.play(4);
    const overview = await kit.practice.overview(kit.ann());
    expect(overview.unreviewed).toBe(0);
    expect(overview.exercises.length).toBeGreaterThan(0);
    expect(overview.exercises.length).toBeLessThanOrEqual(6);
    expect(overview.progress).toEqual({ solved: 0, tried: 0, total: overview.exercises.length });
    // Costliest first, all in win %.
    const losses = overview.exercises.map((e) => e.loss);
    expect(losses).toEqual([...losses].sort((a, b) => b - a));
    expect(overview.exercises.every((e) => e.unit === 'win' && e.loss >= 1)).toBe(true);
    // Sage's seat is a bot's: no exercises from it.
    const sage = kit.profiles.list().find((p) => p.name === 'Sage')!.id;
    expect((await kit.practice.overview(sage)).exercises).toEqual([]);
    // Stats draw accuracy over time from the kept reviews: one point per reviewed game.
    const stats = profileStats(kit.db, kit.profiles, kit.ann(), true);
    expect(stats.accuracyOverTime.map((p) => p.game)).toEqual([1, 2]);
    expect(stats.accuracyOverTime.every((p) => p.accuracy < 90)).toBe(true);
    expect(stats.luckOverTime).toHaveLength(2);
    const sageStats = profileStats(kit.db, kit.profiles, sage, true);
    expect(sageStats.accuracyOverTime.map((p) => p.accuracy)).toEqual([100, 100]);
  });

  it('looks through a batch of games a call, newest first', async () => {
    const kit = practiceKit();
    for (let seed = 1; seed <= REVIEWS_PER_CALL + 2; seed++) await kit.play(seed);
    expect((await kit.practice.overview(kit.ann())).unreviewed).toBe(2);
    expect((await kit.practice.overview(kit.ann())).unreviewed).toBe(0);
  });

  it('prices every option, tells the best from the rest, and keeps each try', async () => {
    const kit = practiceKit();
    await kit.play(3);
    const [exercise] = (await kit.practice.overview(kit.ann())).exercises;
    const position = kit.practice.position(exercise!.id);
    expect(position.view.actionCount).toBe(exercise!.step);
    expect(position.view.current).toBe(position.seat);
    const options = optionsIn(position.view);
    const wrong = await kit.practice.answer(exercise!.id, options.at(-1)!.action);
    expect(wrong.right).toBe(false);
    expect(wrong.unit).toBe('win');
    // The same figures as the review gave the choice made in the game (it was the worst).
    expect(wrong.loss).toBeCloseTo(exercise!.loss, 9);
    expect(wrong.options.map((o) => o.worth)).toEqual(options.map((o) => o.chance));
    expect(wrong.options.filter((o) => o.chosen)).toHaveLength(1);
    expect(wrong.progress).toEqual({ solved: 0, tried: 1, total: wrong.progress.total });
    expect(wrong.exercise).toMatchObject({ tries: 1, lastRight: false, solvedAt: null });

    const right = await kit.practice.answer(exercise!.id, options[0]!.action);
    expect(right).toMatchObject({ right: true, verdict: 'best', loss: 0 });
    expect(right.options[0]).toMatchObject({ best: true, chosen: true });
    expect(right.progress).toMatchObject({ solved: 1, tried: 1 });
    expect(right.exercise).toMatchObject({ tries: 2, lastRight: true });
    expect(right.exercise.solvedAt).not.toBeNull();
  });

  it('refuses a choice not open in the position, in words, and keeps nothing', async () => {
    const kit = practiceKit();
    await kit.play(3);
    const [exercise] = (await kit.practice.overview(kit.ann())).exercises;
    const position = kit.practice.position(exercise!.id);
    const wrongKind: FarkleAction =
      position.decision === 'keep' ? { type: 'bank' } : { type: 'keep', dice: [0] };
    await expect(kit.practice.answer(exercise!.id, wrongKind)).rejects.toThrow(
      /That choice is not open here/,
    );
    expect(kit.practiceStore.exercise(exercise!.id)!.summary.tries).toBe(0);
    expect(() => kit.practice.position(9999)).toThrow(ServiceError);
    await expect(kit.practice.overview(9999)).rejects.toThrow(/no such profile/);
  });
});
