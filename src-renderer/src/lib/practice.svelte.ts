/**
 * Practice from the player's own mistakes: the exercises and answers come from the main process
 * (practiceOverview, practiceExercise, answerExercise); this holds only what is on screen.
 */
import type {
  ApiClient,
  ApiResult,
  ExerciseAnswer,
  ExercisePosition,
  PracticeOverview,
} from '../../../src-shared/api';
import type { FarkleAction } from '../../../src-shared/farkle';

export class PracticeModel {
  overview = $state.raw<PracticeOverview | null>(null);
  /** The exercise being answered, and its answer once given. */
  position = $state.raw<ExercisePosition | null>(null);
  answer = $state.raw<ExerciseAnswer | null>(null);
  /** The dice picked to keep (positions 0-5). */
  selected = $state.raw<readonly number[]>([]);
  busy = $state(false);
  /** The main process's refusal or failure, in its words. */
  error = $state<string | null>(null);

  /** The costliest exercise not solved yet, else the costliest. */
  next = $derived(
    this.overview?.exercises.find((e) => e.solvedAt === null) ??
      this.overview?.exercises[0] ??
      null,
  );

  private profileId: number | null = null;

  constructor(
    private readonly api: ApiClient,
    /** Called once practice has reviewed more games (Stats reads its figures again). */
    private readonly onReviewed: () => void,
  ) {}

  /** Looks through a batch of the profile's games and lists its exercises. */
  async load(profileId: number): Promise<void> {
    if (this.profileId !== profileId) this.close();
    this.profileId = profileId;
    const result = await this.call(() => this.api.practiceOverview({ profileId }));
    // Another profile picked meanwhile: its own answer is on its way.
    if (!result || this.profileId !== profileId) return;
    this.overview = result;
    if (result.reviewed > 0) this.onReviewed();
  }

  async open(exerciseId: number): Promise<void> {
    const position = await this.call(() => this.api.practiceExercise({ exerciseId }));
    if (!position) return;
    this.position = position;
    this.answer = null;
    this.selected = [];
  }

  close(): void {
    this.position = null;
    this.answer = null;
    this.error = null;
  }

  toggle(index: number): void {
    this.selected = this.selected.includes(index)
      ? this.selected.filter((i) => i !== index)
      : [...this.selected, index];
  }

  /** Keeps the dice picked (a keep decision). */
  async keep(): Promise<void> {
    await this.choose({ type: 'keep', dice: [...this.selected].sort((a, b) => a - b) });
  }

  async choose(choice: FarkleAction): Promise<void> {
    const position = this.position;
    if (!position) return;
    const exerciseId = position.exercise.id;
    const answer = await this.call(() => this.api.answerExercise({ exerciseId, choice }));
    if (!answer || this.position !== position) return;
    this.answer = answer;
    const overview = this.overview;
    if (overview) {
      const exercises = overview.exercises.map((e) => (e.id === exerciseId ? answer.exercise : e));
      this.overview = { ...overview, exercises, progress: answer.progress };
    }
  }

  private async call<T>(request: () => Promise<ApiResult<T>>): Promise<T | null> {
    this.busy = true;
    try {
      const result = await request();
      this.error = result.ok ? null : result.error.message;
      return result.ok ? result.value : null;
    } finally {
      this.busy = false;
    }
  }
}
