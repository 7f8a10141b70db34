import type {
  ExerciseAnswer,
  ExercisePosition,
  PracticeOverview,
} from '../../src-shared/domains/practice';
import type { GameReview } from '../../src-shared/domains/review';
import type { FarkleAction, FarkleState } from '../../src-shared/farkle';
import type { StoredGame } from '../db/game-store';
import type { NewExercise, PracticeStore } from '../db/practice';
import { apply, farkleGame, type FarkleReplay } from '../engine';
import { ServiceError } from '../errors';
import { frameOf } from './frames';
import { gameView } from './farkle';
import {
  farkleBlunderAt,
  optionTaken,
  pricedOptions,
  type FarklePricing,
  type OptionWorth,
} from './review/farkle';
import { onWinScale, verdictOf } from './review/grade';
import { seedShown } from './seal';

/** Games looked through per overview: each review takes about a tenth of a second. */
export const REVIEWS_PER_CALL = 10;

/** The costliest decisions of each person's seat in a game that become exercises. */
const EXERCISES_PER_SEAT = 3;

/** Decisions that gave up this little are not worth practising. */
const WORTH_PRACTISING = new Set(['inaccuracy', 'mistake', 'blunder']);

export interface PracticeDeps {
  store: PracticeStore;
  games: { stored(gameId: string): StoredGame | null };
  reviews: { review(gameId: string): Promise<GameReview> };
  pricing: FarklePricing;
  /** Refuses a profile that does not exist (throws). */
  checkProfile: (profileId: number) => void;
  now: () => string;
}

/** The decisions of people's seats worth practising: the costliest few of each seat. */
function exercisesOf(review: GameReview, replay: FarkleReplay): NewExercise[] {
  if (review.unit === 'total') return [];
  const unit = review.unit;
  return replay.seats.flatMap((seat, index) => {
    if (seat.bot !== null) return [];
    return review.decisions
      .filter((d) => d.seat === index && WORTH_PRACTISING.has(d.verdict))
      .sort((a, b) => b.loss - a.loss)
      .slice(0, EXERCISES_PER_SEAT)
      .map(({ step, seat: s, loss }) => ({
        step,
        seat: s,
        unit,
        loss,
        weight: onWinScale(loss, farkleBlunderAt(unit)),
      }));
  });
}

/** Practice from the player's own mistakes, and the per-game accuracy Stats draws over time. */
export class PracticeService {
  constructor(private readonly deps: PracticeDeps) {}

  /** The profile's exercises, after looking through a batch of its games not reviewed yet. */
  async overview(profileId: number): Promise<PracticeOverview> {
    const { store, checkProfile } = this.deps;
    checkProfile(profileId);
    const { ids, total } = store.unreviewed(profileId, REVIEWS_PER_CALL);
    for (const id of ids) await this.keepReview(id);
    return { ...store.exercises(profileId), reviewed: ids.length, unreviewed: total - ids.length };
  }

  /** The position an exercise asks about, as the table showed it. */
  position(exerciseId: number): ExercisePosition {
    const { exercise, stored, state, replay } = this.find(exerciseId);
    const shown = seedShown(replay, stored.seedChosen, true);
    return {
      exercise: exercise.summary,
      decision: state.turn.phase === 'choose' ? 'keep' : 'roll-or-bank',
      seat: exercise.seat,
      view: gameView(stored.id, replay, state, [], shown),
    };
  }

  /** Prices every option against the choice, and keeps the try; an illegal choice changes nothing. */
  async answer(exerciseId: number, choice: FarkleAction): Promise<ExerciseAnswer> {
    const { exercise, state, replay } = this.find(exerciseId);
    const legal = apply(state, choice);
    if (!legal.ok)
      throw new ServiceError('illegal', `That choice is not open here: ${legal.error.message}`);
    const { pricing, store, now } = this.deps;
    await pricing.prepare(replay);
    const table = pricing.oddsFor(replay);
    const unit = table ? 'win' : 'points';
    const options = pricedOptions(state, table);
    const chosen = optionTaken(state, options, choice);
    if (!chosen) {
      throw new ServiceError(
        'illegal',
        'That choice is not one the coach weighs: pick dice that score.',
      );
    }
    // In the review's units: percentage points of winning, or points.
    const lossOf = (option: OptionWorth) => (options[0]!.worth - option.worth) * (table ? 100 : 1);
    const verdictOfOption = (option: OptionWorth) =>
      verdictOf(lossOf(option), farkleBlunderAt(unit));
    const verdict = verdictOfOption(chosen);
    const right = verdict === 'best';
    store.recordTry(exerciseId, right, now());
    return {
      unit,
      right,
      verdict,
      loss: lossOf(chosen),
      options: options.map((option) => ({
        label: option.label,
        worth: option.worth,
        best: verdictOfOption(option) === 'best',
        chosen: option === chosen,
      })),
      exercise: store.exercise(exerciseId)!.summary,
      progress: store.progress(exercise.profileId),
    };
  }

  /** An exercise, its game and the state its decision was made in. */
  private find(exerciseId: number) {
    const exercise = this.deps.store.exercise(exerciseId);
    const stored = exercise && this.deps.games.stored(exercise.summary.gameId);
    if (!exercise || stored?.replay.game !== 'farkle') {
      throw new ServiceError(
        'not-found',
        'There is no such exercise: its game may have been deleted.',
      );
    }
    const replay = stored.replay;
    const frame = frameOf(farkleGame, replay, exercise.summary.step);
    const state: FarkleState = frame.shown;
    return { exercise, stored, state, replay: frame.replay };
  }

  /** Reviews a finished game once, keeping each seat's accuracy and its exercises. */
  private async keepReview(gameId: string): Promise<void> {
    const stored = this.deps.games.stored(gameId);
    if (stored?.replay.game !== 'farkle') return;
    const replay = stored.replay;
    try {
      const review = await this.deps.reviews.review(gameId);
      const seats = review.seats.map(({ seat, accuracy }) => ({ seat, accuracy }));
      this.deps.store.saveReview(gameId, seats, exercisesOf(review, replay));
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      // A game the review refuses (played by a later engine) is marked so it is not asked again.
      const seats = replay.seats.map((_, seat) => ({ seat, accuracy: null }));
      this.deps.store.saveReview(gameId, seats, []);
    }
  }
}
