/**
 * One game at the table: the latest GameView from the main process, the player's dice selection
 * and its preview, the bots' pacing, and what the table shows and says after each answer. Every
 * rule and score comes from the API; this class only asks and shows.
 */
import type {
  ApiClient,
  ApiResult,
  GameView,
  KeepPreview,
  LegalMoves,
  ReplayFile,
  SeatView,
} from '../../../src-shared/api';
import type { CoachAdvice, Die, GameEvent, TurnRecord } from '../../../src-shared/farkle';
import type { Announcer } from './announcer.svelte';
import { announce, diceCount, momentsOf, points, type Moment } from './format';
import { BOT_DELAY, type Settings } from './settings.svelte';

/** One decision of the person's last move and what it gave up in expectation (0 = the best). */
export interface DecisionCost {
  what: string;
  cost: number;
}

/** A cost this small is a tie with the best choice (expected values are floating point). */
export function isBestChoice(cost: number): boolean {
  return cost <= 0.05;
}

export interface ActionButton {
  allowed: boolean;
  label: string;
  /** Why it is not allowed now, in the engine's words. */
  reason: string | null;
  /** The reason is the selection's, already shown beside the dice. */
  fromSelection: boolean;
}

/** The dice the table shows: the turn in play, or how the last turn ended. */
export interface TableDice {
  dice: Die[];
  /** The dice belong to the turn in play (not to the turn that just ended). */
  live: boolean;
  /** The turn that ended, when the dice are its. */
  ended: TurnRecord | null;
}

export class GameSession {
  view = $state.raw<GameView | null>(null);
  /** Positions (0-5) of the live dice the player has picked, in the order picked. */
  selected = $state.raw<number[]>([]);
  preview = $state.raw<KeepPreview | null>(null);
  /** The selection `preview` answers (sorted positions); a newer selection waits for its own. */
  previewDice = $state.raw<number[]>([]);
  /** A request of the player's is on its way. */
  busy = $state(false);
  /** The last thing that went wrong, in words for the player. */
  error = $state<string | null>(null);
  moments = $state.raw<Moment[]>([]);
  /** Goes up with every roll, so the dice that were thrown animate again. */
  rollCount = $state(0);
  /** A bot's turn is paused after an error until the player resumes it. */
  botStalled = $state(false);
  /** The bots are being driven now. */
  botRunning = $state(false);
  /** The coach's latest answer and the snapshot it is about (game id and action count). */
  private coachAnswer = $state.raw<{ at: string; advice: CoachAdvice | null } | null>(null);
  /** The coach's advice for the decision in front of the person playing (settings.coach). */
  advice = $derived(
    this.view && this.coachAnswer?.at === snapshotKey(this.view) ? this.coachAnswer.advice : null,
  );

  /** The decisions of the person's last move, each with its cost from the main process. */
  lastCosts = $state.raw<DecisionCost[]>([]);
  /** Solitaire: the solver's expected score per turn under these rules, the best average. */
  optimum = $state<number | null>(null);

  private generation = 0;
  private previewRequest = 0;
  private adviceRequest = 0;
  private skipRequested = false;
  private wake: (() => void) | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly settings: Settings,
    private readonly announcer: Announcer,
  ) {}

  current = $derived<SeatView | null>(
    this.view ? (this.view.seats[this.view.current] ?? null) : null,
  );
  isBotTurn = $derived(!!this.view && !this.view.over && this.current?.bot != null);
  /** The human player may act now. */
  canPlay = $derived(!!this.view && !this.view.over && !this.isBotTurn);
  canSelect = $derived(this.canPlay && this.view?.turn.phase === 'choose');

  table = $derived.by((): TableDice => {
    const view = this.view;
    if (!view) return { dice: [], live: false, ended: null };
    const { turn, history } = view;
    if (turn.rolls.length > 0 || history.length === 0) {
      return { dice: turn.dice, live: true, ended: null };
    }
    const ended = history[history.length - 1]!;
    return { dice: ended.dice, live: false, ended };
  });

  /** The preview answers the dice selected now (not a selection of a moment ago). */
  private previewFresh = $derived(keyOf(this.previewDice) === keyOf(this.selected));

  rollButton = $derived.by((): ActionButton => {
    const view = this.view;
    if (!view) return { allowed: false, label: 'Roll', reason: null, fromSelection: false };
    const { roll } = view.moves;
    if (view.turn.phase === 'choose' && this.selected.length > 0) {
      // Keep, then roll what is left: the main process says how many dice that is.
      return this.afterSelection('roll', (after) =>
        after.dice > 0 ? `Roll ${diceCount(after.dice)}` : 'Roll',
      );
    }
    return {
      allowed: roll.allowed && this.canPlay,
      label: roll.dice > 0 ? `Roll ${diceCount(roll.dice)}` : 'Roll',
      reason: roll.reason,
      fromSelection: false,
    };
  });

  bankButton = $derived.by((): ActionButton => {
    const view = this.view;
    if (!view) return { allowed: false, label: 'Bank', reason: null, fromSelection: false };
    const { bank } = view.moves;
    if (view.turn.phase === 'choose' && this.selected.length > 0) {
      // Keep, then bank: the amount and whether banking is allowed come with the preview.
      return this.afterSelection('bank', (after) => `Bank ${points(after.amount)}`);
    }
    return {
      allowed: bank.allowed && this.canPlay,
      label: bank.amount > 0 ? `Bank ${points(bank.amount)}` : 'Bank',
      reason: bank.reason,
      fromSelection: false,
    };
  });

  /** Keep the selection, then this move: the preview tells what the move would be then. */
  private afterSelection<K extends 'roll' | 'bank'>(
    kind: K,
    label: (after: LegalMoves[K]) => string,
  ): ActionButton {
    const after = this.preview?.ok ? this.preview.moves[kind] : null;
    const selectionProblem = this.preview && !this.preview.ok ? this.preview.message : null;
    return {
      allowed: this.canPlay && this.previewFresh && after !== null && after.allowed,
      label: after ? label(after) : kind === 'roll' ? 'Roll' : 'Bank',
      reason: after ? after.reason : selectionProblem,
      // An illegal selection is explained beside the dice; a refused move, under its button.
      fromSelection: after === null,
    };
  }

  /** The coach is on and still weighing the options of the snapshot on the table. */
  get adviceLoading(): boolean {
    return !!this.view && this.settings.coach && this.coachAnswer?.at !== snapshotKey(this.view);
  }

  name = (seat: number): string => this.view?.seats[seat]?.name ?? `Player ${seat + 1}`;

  /** Shows a new game (created, rematched or reopened): any bot loop of the old one stops. */
  start(view: GameView): void {
    this.generation++;
    this.wakeUp();
    this.botRunning = false;
    this.skipRequested = false;
    this.botStalled = false;
    this.error = null;
    this.moments = [];
    this.lastCosts = [];
    this.optimum = null;
    this.announcer.clear();
    this.show(view, []);
    if (view.rules.turnLimit !== null) void this.loadOptimum(view);
    this.announcer.say(
      `New game of ${view.presetName}, seed ${view.seed}. ${this.name(view.current)} to play.`,
    );
    this.driveBots();
  }

  /** Leaves the table: bot loops stop. */
  stop(): void {
    this.generation++;
    this.wakeUp();
    this.botRunning = false;
    this.view = null;
  }

  /** The same table again with a fresh seed. */
  async rematch(): Promise<void> {
    const view = this.view;
    if (!view || this.busy) return;
    this.busy = true;
    try {
      const result = await this.api.rematch({ gameId: view.id });
      if (!result.ok) {
        this.error = result.error.message;
        return;
      }
      this.start(result.value);
    } finally {
      this.busy = false;
    }
  }

  /** The game's replay file, or null (with the reason in `error`). */
  async exportReplay(): Promise<ReplayFile | null> {
    const view = this.view;
    if (!view) return null;
    const result = await this.api.exportReplay({ gameId: view.id });
    if (!result.ok) {
      this.error = result.error.message;
      return null;
    }
    return result.value;
  }

  dismissError(): void {
    this.error = null;
  }

  toggle(position: number): void {
    const view = this.view;
    if (!view || !this.canSelect || this.busy) return;
    const die = view.turn.dice[position];
    if (!die || die.aside || die.face === 0) return;
    this.selected = this.selected.includes(position)
      ? this.selected.filter((p) => p !== position)
      : [...this.selected, position];
    void this.refreshPreview();
  }

  clearSelection(): void {
    if (this.selected.length === 0) return;
    this.selected = [];
    void this.refreshPreview();
  }

  /** Roll: at a turn's start or after a keep, or keep the selection and roll the rest. */
  async roll(): Promise<void> {
    await this.play('roll');
  }

  /** Bank: the turn total, or keep the selection first and bank. */
  async bank(): Promise<void> {
    await this.play('bank');
  }

  /** Stops waiting and plays the rest of the bot's turn at once. */
  skipBotTurn(): void {
    if (!this.isBotTurn) return;
    this.skipRequested = true;
    this.wakeUp();
    if (this.botStalled || !this.botRunning) {
      this.botStalled = false;
      this.driveBots();
    }
  }

  resumeBots(): void {
    this.botStalled = false;
    this.driveBots();
  }

  /** The coach was switched on or off at the table: advice follows at once, and it is kept. */
  coachChanged(): void {
    void this.settings.save();
    void this.refreshAdvice();
  }

  /** A new speed takes effect at once, even in the middle of a pause, and is kept. */
  speedChanged(): void {
    if (this.settings.speed === 'instant') this.wakeUp();
    void this.settings.save();
  }

  private async play(kind: 'roll' | 'bank'): Promise<void> {
    const view = this.view;
    if (!view || !this.canPlay || this.busy) return;
    const gameId = view.id;
    const generation = this.generation;
    const keep = view.turn.phase === 'choose' ? [...this.selected].sort((a, b) => a - b) : [];
    if (view.turn.phase === 'choose' && keep.length === 0) {
      this.error = (kind === 'roll' ? view.moves.roll.reason : view.moves.bank.reason) ?? null;
      return;
    }
    if (keep.length > 0 && this.preview?.ok) {
      // Nothing is set aside for a move that the rules would then refuse.
      const after = kind === 'roll' ? this.preview.moves.roll : this.preview.moves.bank;
      if (!after.allowed) {
        this.error = after.reason;
        return;
      }
    }
    this.busy = true;
    this.error = null;
    try {
      const events: GameEvent[] = [];
      const costs: DecisionCost[] = [];
      if (keep.length > 0) {
        const kept = await this.api.act({ gameId, action: { type: 'keep', dice: keep } });
        if (generation !== this.generation) return;
        if (!kept.ok) {
          this.error = kept.error.message;
          return;
        }
        events.push(...kept.value.events);
        costs.push(...costOf(kept.value, keptLabel(kept.value.events)));
        this.show(kept.value, events);
        const move = kind === 'roll' ? kept.value.moves.roll : kept.value.moves.bank;
        if (!move.allowed) {
          this.error = `The dice are set aside, but you cannot ${kind} now: ${move.reason ?? 'not allowed'}.`;
          return;
        }
      }
      const result = await this.api.act({ gameId, action: { type: kind } });
      if (generation !== this.generation) return;
      if (!result.ok) {
        this.error = result.error.message;
        return;
      }
      events.push(...result.value.events);
      costs.push(...costOf(result.value, kind === 'roll' ? 'Roll' : 'Bank'));
      if (costs.length > 0) {
        this.lastCosts = costs;
        if (this.settings.coach) this.announcer.say(`Coach: ${costs.map(costWords).join('; ')}.`);
      }
      this.show(result.value, events);
    } finally {
      this.busy = false;
    }
    this.driveBots();
  }

  /** Takes a new snapshot: moments, announcements, animation and a fresh selection. */
  private show(view: GameView, batch: GameEvent[]): void {
    const before = this.view;
    this.view = view;
    this.selected = [];
    this.preview = null;
    this.previewDice = [];
    this.previewRequest++;
    if (view.events.some((e) => e.type === 'roll')) this.rollCount++;
    for (const event of view.events) this.announcer.say(announce(event, this.name));
    if (batch.length > 0 || view.events.length > 0) {
      this.moments = momentsOf(batch.length > 0 ? batch : view.events, this.name, (seat) =>
        seat < view.seats.length ? view.seats[seat]!.total : 0,
      );
    }
    if (before && before.id === view.id && before.current !== view.current && !view.over) {
      this.announcer.say(`${this.name(view.current)}’s turn.`);
    }
    void this.refreshAdvice();
  }

  /** Asks the coach about the decision in front of the person playing, when the coach is on. */
  private async refreshAdvice(): Promise<void> {
    const view = this.view;
    const request = ++this.adviceRequest;
    if (!view || !this.settings.coach || view.over || this.isBotTurn) {
      this.coachAnswer = view ? { at: snapshotKey(view), advice: null } : null;
      return;
    }
    const result = await this.api.coachHint({ gameId: view.id });
    if (request !== this.adviceRequest) return;
    this.coachAnswer = { at: snapshotKey(view), advice: result.ok ? result.value : null };
  }

  private async loadOptimum(view: GameView): Promise<void> {
    const result = await this.api.solveRules({ rules: view.rules });
    if (result.ok && this.view?.id === view.id) this.optimum = result.value.expected;
  }

  private async refreshPreview(): Promise<void> {
    const view = this.view;
    const request = ++this.previewRequest;
    if (!view || this.selected.length === 0) {
      this.preview = null;
      return;
    }
    const dice = [...this.selected].sort((a, b) => a - b);
    const result: ApiResult<KeepPreview> = await this.api.previewKeep({ gameId: view.id, dice });
    if (request !== this.previewRequest) return;
    this.previewDice = dice;
    if (!result.ok) {
      this.preview = { ok: false, message: result.error.message };
      return;
    }
    this.preview = result.value;
    if (!result.value.ok) this.announcer.say(`Not a keep: ${result.value.message}.`);
  }

  /** Plays the bots' turns, one shown action at a time at the chosen speed. */
  private driveBots(): void {
    if (this.botRunning || !this.isBotTurn || this.botStalled) return;
    void this.runBots(this.generation);
  }

  private async runBots(generation: number): Promise<void> {
    this.botRunning = true;
    try {
      let firstStep = true;
      while (generation === this.generation && this.isBotTurn && this.view) {
        const speed = this.settings.speed;
        if (!this.skipRequested && speed !== 'instant') {
          await this.pause(firstStep ? BOT_DELAY[speed] + 250 : BOT_DELAY[speed]);
          if (generation !== this.generation) return;
        }
        firstStep = false;
        const toEndOfTurn = this.skipRequested || this.settings.speed === 'instant';
        const turnsBefore = this.view.turnsPlayed;
        const result = await this.api.botStep({ gameId: this.view.id, toEndOfTurn });
        if (generation !== this.generation) return;
        if (!result.ok) {
          this.error = result.error.message;
          this.botStalled = true;
          return;
        }
        this.show(result.value, result.value.events);
        if (result.value.turnsPlayed !== turnsBefore) {
          this.skipRequested = false;
          firstStep = true;
        }
      }
    } finally {
      if (generation === this.generation) this.botRunning = false;
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = null;
        done();
      };
    });
  }

  private wakeUp(): void {
    this.wake?.();
  }
}

/** A selection as a key: its positions in order. */
function keyOf(positions: readonly number[]): string {
  return [...positions].sort((a, b) => a - b).join(',');
}

/** A decision's cost as the main process priced it; none for moves that decide nothing. */
function costOf(view: GameView, what: string): DecisionCost[] {
  return view.decisionCost === null ? [] : [{ what, cost: view.decisionCost }];
}

/** A priced decision as the live region says it. */
function costWords(decision: DecisionCost): string {
  return isBestChoice(decision.cost)
    ? `${decision.what} was the best choice`
    : `${decision.what} cost ${decision.cost.toFixed(1)} points`;
}

function keptLabel(events: readonly GameEvent[]): string {
  const keep = events.find((e) => e.type === 'keep');
  return keep ? `Keep ${keep.faces.join(', ')}` : 'Keep';
}

/** Which snapshot of which game: the coach's advice is about exactly one. */
function snapshotKey(view: GameView): string {
  return `${view.id}:${view.actionCount}`;
}
