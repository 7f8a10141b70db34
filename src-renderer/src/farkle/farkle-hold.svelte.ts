/**
 * A person's farkle stays on the felt until it has been seen: the dice land, then a short pause
 * passes or the player presses a key or clicks (Settings' farkleHold). Only then do the bots go on.
 */
import type { FarkleView } from '../../../src-shared/api';
import type { FarkleEvent } from '../../../src-shared/farkle';
import { landingMs } from '../components/tumble';
import type { Settings } from '../lib/settings.svelte';

/** How long a person's farkle stays after the dice land, with farkleHold 'pause'. */
export const FARKLE_PAUSE_MS = 1200;

export class FarkleHold {
  /** A farkle is on the felt and the bots wait. */
  held = $state(false);
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly settings: Pick<Settings, 'farkleHold' | 'animations'>,
    /** What waits for the farkle to be seen (the bots' next move). */
    private readonly goOn: () => void,
  ) {}

  /** Holds the table when a person farkled in these events and the game goes on. */
  hold(view: FarkleView, events: readonly FarkleEvent[]): void {
    const farkle = events.find((e) => e.type === 'farkle');
    if (!farkle || view.over || view.seats[farkle.seat]?.bot !== null) return;
    this.held = true;
    if (this.settings.farkleHold === 'key') return;
    const thrown = events.findLast((e) => e.type === 'roll');
    const dice = thrown?.type === 'roll' ? thrown.faces.length : 6;
    const wait = landingMs(dice, this.settings.animations) + FARKLE_PAUSE_MS;
    this.timer = setTimeout(() => this.release(), wait);
  }

  /** The farkle has been seen (a key, a click or the pause); `goOn` false: a new game drops it. */
  release(goOn = true): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.held) return;
    this.held = false;
    if (goOn) this.goOn();
  }
}
