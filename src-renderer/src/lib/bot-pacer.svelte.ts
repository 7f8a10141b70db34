/**
 * The bots' pacing for both games: a pause before each move at the chosen speed, a way to hurry
 * the rest of a turn, and a stop the moment another game takes the table. The session says what a
 * move is and shows its answer; the pacer only decides when.
 */
import type { ApiResult } from '../../../src-shared/api';
import { BOT_DELAY, type Settings } from './settings.svelte';
import { SlowWait } from './slow-wait.svelte';

/** What a game's session tells the pacer. */
export interface BotMoves<V> {
  /** A bot has a move to make now. */
  due(): boolean;
  /** Extra milliseconds before the first move of a turn, so a new turn can be seen to start. */
  turnPause: number;
  /** Before the pause: anything to show about the coming move (`live` is false once stale). */
  prepare?(live: () => boolean): Promise<void>;
  /** Asks for one move, or the rest of the turn when hurried or at instant speed. */
  move(toEndOfTurn: boolean): Promise<ApiResult<V>>;
  /** Shows a move's answer; true when a new turn starts with it. */
  show(view: V): boolean;
  /** Shows why a move failed; the bots wait until resumed. */
  fail(message: string): void;
}

export class BotPacer {
  /** A bot loop is running now. */
  running = $state(false);
  /** A bot's move failed: the bots wait until the player resumes them. */
  stalled = $state(false);
  /** A shared game's bots are paced by the main process: this window only shows their moves. */
  pacedElsewhere = $state(false);
  /** A bot's move asked for and not yet answered, shown once it takes more than a moment. */
  readonly moving = new SlowWait<'move'>();

  private epoch = 0;
  private hurried = false;
  private wake: (() => void) | null = null;
  /** The moves last driven, so the bots go on when a shared game's pacing comes back here. */
  private lastMoves: BotMoves<unknown> | null = null;

  constructor(private readonly settings: Settings) {}

  /**
   * A check that stays true until another game takes the table (or the table is left): an answer
   * that arrives after that is about a game no longer shown.
   */
  watch(): () => boolean {
    const epoch = this.epoch;
    return () => epoch === this.epoch;
  }

  /** Another game takes the table, or none does: any loop in progress stops at its next step. */
  reset(): void {
    this.epoch++;
    this.wakeUp();
    this.running = false;
    this.stalled = false;
    this.hurried = false;
  }

  /** Plays the bots' moves while they are due, unless a loop runs already or the bots wait. */
  drive<V>(moves: BotMoves<V>): void {
    this.lastMoves = moves;
    if (this.running || this.stalled || this.pacedElsewhere || !moves.due()) return;
    void this.loop(moves, this.watch());
  }

  /**
   * The game is shared (the main process paces its bots: any loop here stops) or no longer is
   * (the bots go on from here).
   */
  handOver(elsewhere: boolean): void {
    if (elsewhere === this.pacedElsewhere) return;
    this.pacedElsewhere = elsewhere;
    if (elsewhere) {
      this.epoch++;
      this.wakeUp();
      this.running = false;
    } else if (this.lastMoves) this.resume(this.lastMoves);
  }

  /** Stops waiting and plays the rest of the turn at once (restarting bots that wait). */
  hurry<V>(moves: BotMoves<V>): void {
    if (!moves.due()) return;
    this.hurried = true;
    this.wakeUp();
    this.resume(moves);
  }

  /** The player lets the waiting bots go on. */
  resume<V>(moves: BotMoves<V>): void {
    this.stalled = false;
    this.drive(moves);
  }

  /** A new speed takes effect at once, even in the middle of a pause, and is kept. */
  speedChanged(): void {
    if (this.settings.speed === 'instant') this.wakeUp();
    void this.settings.save();
  }

  private async loop<V>(moves: BotMoves<V>, live: () => boolean): Promise<void> {
    this.running = true;
    try {
      let firstOfTurn = true;
      while (live() && moves.due()) {
        await moves.prepare?.(live);
        if (!live()) return;
        const speed = this.settings.speed;
        if (!this.hurried && speed !== 'instant') {
          await this.pause(BOT_DELAY[speed] + (firstOfTurn ? moves.turnPause : 0));
          if (!live()) return;
        }
        const toEndOfTurn = this.hurried || this.settings.speed === 'instant';
        const result = await this.moving.run('move', () => moves.move(toEndOfTurn));
        if (!live()) return;
        if (!result.ok) {
          this.stalled = true;
          moves.fail(result.error.message);
          return;
        }
        firstOfTurn = moves.show(result.value);
        if (firstOfTurn) this.hurried = false;
      }
    } finally {
      if (live()) this.running = false;
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }

  private wakeUp(): void {
    this.wake?.();
  }
}
