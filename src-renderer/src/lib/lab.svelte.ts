/**
 * The bot lab's form and its run: the main process simulates on worker threads, the screen only
 * polls its progress (every 200 ms while it is open) and shows the report it ends with. The run
 * outlives the screen: coming back shows it where it got to.
 */
import type { ApiClient } from '../../../src-shared/api';
import type { PresetId } from '../../../src-shared/farkle';
import {
  LAB_LIMITS,
  type LabReport,
  type LabRequest,
  type LabStatus,
} from '../../../src-shared/strategy';

export const POLL_MS = 200;
export const MAX_BOTS = LAB_LIMITS.bots;

/** A whole number as typed ("100000", "100,000" or "1e6" are fine); null if it is not one. */
export function wholeNumber(text: string): number | null {
  const value = Number(text.replace(/[,_\s]/g, ''));
  return Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/** A seed as typed: decimal or 0x hex; null if it is neither. The main process checks its range. */
export function seedNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^(0x[0-9a-f]+|[0-9]+)$/i.test(trimmed) ? Number(trimmed) : null;
}

export class LabModel {
  bots = $state<string[]>(['optimal', 'ones-fives']);
  preset = $state<PresetId>('minimal');
  turns = $state('100000');
  games = $state('100');
  seed = $state('');
  status = $state.raw<LabStatus | null>(null);
  /** What the main process (or the form) objected to. */
  error = $state<string | null>(null);
  starting = $state(false);

  cancelling = $state(false);

  /** A run that has not ended: waiting its turn or running. */
  running = $derived(this.status?.state === 'queued' || this.status?.state === 'running');
  /** Where the run is, in words. */
  stage = $derived.by(() => {
    const status = this.status;
    if (!status) return '';
    if (status.state === 'cancelled') return 'Cancelled';
    if (status.state === 'failed') return 'Stopped';
    if (status.state === 'queued') {
      const ahead = status.position ?? 1;
      return `Waiting for ${ahead} ${ahead === 1 ? 'run' : 'runs'} ahead of it`;
    }
    return status.stage;
  });
  report = $derived<LabReport | null>(this.status?.report ?? null);

  /** Why the form cannot be sent as it is, or null. */
  problem = $derived.by(() => {
    if (this.bots.length === 0) return 'Pick at least one bot.';
    if (this.bots.length > MAX_BOTS) return `Pick at most ${MAX_BOTS} bots.`;
    if (wholeNumber(this.turns) === null) return 'Turns per bot must be a whole number.';
    if (wholeNumber(this.games) === null) return 'Games must be a whole number.';
    if (this.seed.trim() !== '' && seedNumber(this.seed) === null) {
      return `"${this.seed.trim()}" is not a seed: type 333 or 0x14d, or leave it empty.`;
    }
    return null;
  });

  private polling = false;
  private attached = false;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly api: ApiClient) {}

  toggleBot(id: string): void {
    this.bots = this.bots.includes(id) ? this.bots.filter((b) => b !== id) : [...this.bots, id];
  }

  async start(): Promise<void> {
    if (this.starting || this.running) return;
    if (this.problem) {
      this.error = this.problem;
      return;
    }
    const request: LabRequest = {
      bots: this.bots,
      preset: this.preset,
      turns: wholeNumber(this.turns)!,
      games: wholeNumber(this.games)!,
      seed: this.seed.trim() === '' ? null : seedNumber(this.seed),
    };
    this.starting = true;
    this.error = null;
    // A new run's outcome replaces the last report, whether it starts or is refused.
    this.status = null;
    try {
      const result = await this.api.startLab(request);
      if (!result.ok) {
        this.error = result.error.message;
        return;
      }
      this.status = result.value;
      this.poll();
    } finally {
      this.starting = false;
    }
  }

  /** Stops the run (or takes it off the queue); what it got to is not reported. */
  async cancel(): Promise<void> {
    const jobId = this.status?.jobId;
    if (!jobId || !this.running || this.cancelling) return;
    this.cancelling = true;
    try {
      const result = await this.api.cancelLab({ jobId });
      if (!result.ok) this.error = result.error.message;
      else if (this.status?.jobId === jobId) this.status = result.value;
    } finally {
      this.cancelling = false;
    }
  }

  /** The screen is open: keep polling a run that is going on. */
  attach(): void {
    this.attached = true;
    this.poll();
  }

  /** The screen closed: stop polling (the run goes on in the main process). */
  detach(): void {
    this.attached = false;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.polling = false;
  }

  private poll(): void {
    if (!this.attached || this.polling || !this.running) return;
    this.polling = true;
    this.timer = setTimeout(() => void this.pollOnce(), POLL_MS);
  }

  private async pollOnce(): Promise<void> {
    this.timer = null;
    const jobId = this.status?.jobId;
    if (!this.attached || !jobId) {
      this.polling = false;
      return;
    }
    const result = await this.api.labStatus({ jobId });
    this.polling = false;
    if (!this.attached || this.status?.jobId !== jobId) return;
    if (!result.ok) {
      this.error = result.error.message;
      this.status = { ...this.status, state: 'failed', error: result.error.message };
      return;
    }
    this.status = result.value;
    if (result.value.error) this.error = result.value.error;
    this.poll();
  }
}

let kept: LabModel | null = null;

/** The one lab of this window, kept while the app runs so a run survives leaving its screen. */
export function labModel(api: ApiClient): LabModel {
  kept ??= new LabModel(api);
  return kept;
}
