/**
 * The coach at the Farkle table: its advice on the decision in front of the person playing, the
 * price of the person's last decisions, and (solitaire) the solver's best average per turn. Every
 * figure comes from the main process.
 */
import type { ApiClient, FarkleView } from '../../../src-shared/api';
import type { CoachAdvice, FarkleEvent } from '../../../src-shared/farkle';
import type { Announcer } from '../lib/announcer.svelte';
import type { Settings } from '../lib/settings.svelte';

/**
 * One decision of the person's last move and what it gave up against the best choice (0 = the
 * best): percentage points of winning in a two-seat game with the odds at hand, else points.
 */
export interface DecisionCost {
  what: string;
  cost: number;
  unit: 'points' | 'win';
}

/** A cost this small is a tie with the best choice (expected values are floating point). */
export function isBestChoice(cost: number): boolean {
  return cost <= 0.05;
}

/** A decision's cost as the main process priced it; none for moves that decide nothing. */
export function costOf(view: FarkleView, what: string): DecisionCost[] {
  if (view.decisionWinCost !== null) return [{ what, cost: view.decisionWinCost, unit: 'win' }];
  return view.decisionCost === null ? [] : [{ what, cost: view.decisionCost, unit: 'points' }];
}

/** A price as the coach prints it. */
export function costText(decision: DecisionCost): string {
  return decision.unit === 'win'
    ? `${decision.cost.toFixed(1)} percentage points of winning`
    : `${decision.cost.toFixed(1)} points`;
}

export function keptLabel(events: readonly FarkleEvent[]): string {
  const keep = events.find((e) => e.type === 'keep');
  return keep ? `Keep ${keep.faces.join(', ')}` : 'Keep';
}

/** A priced decision as the live region says it. */
function costWords(decision: DecisionCost): string {
  return isBestChoice(decision.cost)
    ? `${decision.what} was the best choice`
    : `${decision.what} cost ${costText(decision)}`;
}

/** Which snapshot of which game: the coach's advice is about exactly one. */
function snapshotKey(view: FarkleView): string {
  return `${view.id}:${view.actionCount}`;
}

export class Coach {
  /** The coach's latest answer and the snapshot it is about. */
  private answer = $state.raw<{ at: string; advice: CoachAdvice | null } | null>(null);
  /** The decisions of each person's last move by seat, each with its cost from the main process. */
  private costsBySeat = $state.raw<ReadonlyArray<DecisionCost[] | undefined>>([]);
  /** The seat whose move was priced last: its move stays shown while a bot plays. */
  private pricedSeat = $state<number | null>(null);
  /** Solitaire: the solver's expected score per turn under these rules, the best average. */
  optimum = $state<number | null>(null);
  private request = 0;

  constructor(
    private readonly api: ApiClient,
    private readonly settings: Settings,
    private readonly announcer: Announcer,
    /** The snapshot on the table, and whether a person decides in it. */
    private readonly table: () => { view: FarkleView | null; personToPlay: boolean },
  ) {}

  /**
   * The last move of the person whose turn it is (while a bot plays, of the person who moved
   * last): in hotseat, never the previous person's move shown as yours.
   */
  get lastCosts(): DecisionCost[] {
    const { view } = this.table();
    if (!view) return [];
    const seat = view.seats[view.current]?.bot ? this.pricedSeat : view.current;
    return seat === null ? [] : (this.costsBySeat[seat] ?? []);
  }

  /** The coach's advice for the snapshot on the table (settings.coach). */
  get advice(): CoachAdvice | null {
    const { view } = this.table();
    return view && this.answer?.at === snapshotKey(view) ? this.answer.advice : null;
  }

  /** The coach is on and still weighing the options of the snapshot on the table. */
  get loading(): boolean {
    const { view } = this.table();
    return !!view && this.settings.coach && this.answer?.at !== snapshotKey(view);
  }

  /** A new game: nothing priced yet, and the solitaire optimum asked for when it applies. */
  reset(view: FarkleView): void {
    this.costsBySeat = [];
    this.pricedSeat = null;
    this.optimum = null;
    if (view.rules.turnLimit !== null) void this.loadOptimum(view);
  }

  /** The prices of the last move of the person at `seat`, said aloud when the coach is on. */
  priced(seat: number, costs: DecisionCost[]): void {
    if (costs.length === 0) return;
    const bySeat = [...this.costsBySeat];
    bySeat[seat] = costs;
    this.costsBySeat = bySeat;
    this.pricedSeat = seat;
    if (this.settings.coach) this.announcer.say(`Coach: ${costs.map(costWords).join('; ')}.`);
  }

  /** The coach was switched on or off at the table: advice follows at once, and it is kept. */
  toggled(): void {
    void this.settings.save();
    void this.refresh();
  }

  /** Asks about the decision in front of the person playing, when the coach is on. */
  async refresh(): Promise<void> {
    const { view, personToPlay } = this.table();
    const request = ++this.request;
    if (!view || !this.settings.coach || !personToPlay) {
      this.answer = view ? { at: snapshotKey(view), advice: null } : null;
      return;
    }
    const result = await this.api.coachHint({ gameId: view.id });
    if (request !== this.request) return;
    this.answer = { at: snapshotKey(view), advice: result.ok ? result.value : null };
  }

  private async loadOptimum(view: FarkleView): Promise<void> {
    const result = await this.api.solveRules({ rules: view.rules });
    if (result.ok && this.table().view?.id === view.id) this.optimum = result.value.expected;
  }
}
