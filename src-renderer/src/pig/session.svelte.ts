/**
 * Pig at the table: the setup, the game as the main process last showed it, the coach, and what
 * is announced. Every roll, total and chance comes from the API; this class only asks and shows.
 */
import type { ApiClient, TableView } from '../../../src-shared/api';
import { PIG, type PigAction, type PigHint, type PigView } from '../../../src-shared/pig';
import type { Announcer } from '../lib/announcer.svelte';
import type { Settings } from '../lib/settings.svelte';
import { pigEventWords, pigScoresOnDemand, pigTurnWords, Voice } from '../lib/words';

export interface PigSeat {
  name: string;
  /** A bot id, or null for a person. */
  bot: string | null;
}

/** A bot's move is shown this long before the next (none with animations off). */
const BOT_PAUSE_MS = 350;

export class PigSession {
  target = $state<number>(PIG.target);
  seed = $state('');
  seats = $state<PigSeat[]>([
    { name: 'You', bot: null },
    { name: 'Neller', bot: 'optimal' },
  ]);
  view = $state.raw<PigView | null>(null);
  hint = $state.raw<PigHint | null>(null);
  busy = $state(false);
  error = $state<string | null>(null);

  /** Whose turn it is: a person at this seat may move. */
  canPlay = $derived(
    !!this.view && !this.view.state.over && this.view.seats[this.view.state.current]?.bot === null,
  );

  private playing = false;

  constructor(
    private readonly api: ApiClient,
    private readonly settings: Settings,
    private readonly announcer: Announcer,
  ) {}

  async start(): Promise<void> {
    this.error = null;
    const seed = this.seed.trim() === '' ? null : this.seed.trim();
    const setup = { target: this.target, seats: this.seats, seed, generator: null };
    const result = await this.api.createTable({ game: 'pig', setup });
    if (!result.ok) {
      this.fail(result.error.message);
      return;
    }
    this.show(result.value);
    await this.botsPlay();
  }

  async move(type: PigAction['type']): Promise<void> {
    const view = this.view;
    if (!view || this.busy) return;
    if (!this.canPlay) return this.refuse(view);
    if (type === 'hold' && view.state.rolls.length === 0) {
      return this.announcer.say('Nothing to hold yet: press R to roll.');
    }
    this.busy = true;
    try {
      const step = view.actionCount;
      const action: PigAction = type === 'roll' ? { type: 'roll' } : { type: 'hold' };
      const result = await this.api.tableAct({ gameId: view.id, step, action });
      if (!result.ok) {
        this.fail(result.error.message);
        return;
      }
      this.show(result.value);
    } finally {
      this.busy = false;
    }
    await this.botsPlay();
  }

  /** Why a move asked for now is not made, said rather than ignored. */
  private refuse(view: PigView): void {
    if (view.state.over) return this.announcer.say('The game is over.');
    const seat = view.seats[view.state.current]?.name ?? 'A bot';
    this.announcer.say(`${seat} is playing: wait for your turn.`);
  }

  private voice(view: PigView): Voice {
    return Voice.of(view.seats, this.settings.playerName);
  }

  /** Shows what went wrong and says it at once (the page's live region is there from the start). */
  private fail(message: string): void {
    this.error = message;
    this.announcer.alert(message);
  }

  /** Key S: the scores and the turn total. */
  sayScores(): void {
    if (this.view) this.announcer.say(pigScoresOnDemand(this.view, this.voice(this.view)));
  }

  /** The bots move, one action at a time, until a person's turn or the end. */
  private async botsPlay(): Promise<void> {
    if (this.playing) return;
    this.playing = true;
    try {
      while (this.view && !this.view.state.over && !this.canPlay) {
        if (this.settings.animations) await new Promise((r) => setTimeout(r, BOT_PAUSE_MS));
        const view = this.view;
        const result = await this.api.tableBotStep({ gameId: view.id, step: view.actionCount });
        if (!result.ok) {
          this.fail(result.error.message);
          return;
        }
        this.show(result.value);
      }
    } finally {
      this.playing = false;
    }
  }

  private show(table: TableView): void {
    if (table.game !== 'pig') return;
    const before = this.view;
    const view = table.view;
    this.view = view;
    this.error = null;
    const voice = this.voice(view);
    const words = pigEventWords(view.events, voice);
    if (words) this.announcer.say(words);
    const newTurn = before?.id !== view.id || before.state.current !== view.state.current;
    if (newTurn && !view.state.over) this.announcer.say(pigTurnWords(view, voice));
    void this.refreshHint();
  }

  private async refreshHint(): Promise<void> {
    const view = this.view;
    if (!view || !this.settings.coach || !this.canPlay) {
      this.hint = null;
      return;
    }
    const result = await this.api.tableHint({ gameId: view.id });
    if (result.ok && result.value.game === 'pig' && this.view === view)
      this.hint = result.value.hint;
  }

  addSeat(): void {
    if (this.seats.length < PIG.maxSeats) {
      this.seats.push({ name: `Player ${this.seats.length + 1}`, bot: null });
    }
  }

  removeSeat(index: number): void {
    if (this.seats.length > 1) this.seats.splice(index, 1);
  }

  leave(): void {
    this.view = null;
    this.hint = null;
  }
}
