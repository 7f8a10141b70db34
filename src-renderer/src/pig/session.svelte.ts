/**
 * Pig at the table: the setup, the game as the main process last showed it, the coach, and what
 * is announced. Every roll, total and chance comes from the API; this class only asks and shows.
 */
import type { ApiClient, ApiResult, TableView } from '../../../src-shared/api';
import { PIG, PIG_BOTS, type PigAction, type PigHint, type PigView } from '../../../src-shared/pig';
import type { Announcer } from '../lib/announcer.svelte';
import { BotPacer, type BotMoves } from '../lib/bot-pacer.svelte';
import { Lineup } from '../lib/lineup.svelte';
import type { Settings } from '../lib/settings.svelte';
import { pigEventWords, pigScoresOnDemand, pigTurnWords, Voice } from '../lib/words';

/** A bot's name as the setup seats it. */
const pigBotName = (id: string): string | null =>
  PIG_BOTS.find((bot) => bot.id === id)?.name ?? null;

export class PigSession {
  target = $state<number>(PIG.target);
  seed = $state('');
  readonly lineup: Lineup;
  view = $state.raw<PigView | null>(null);
  hint = $state.raw<PigHint | null>(null);
  busy = $state(false);
  error = $state<string | null>(null);
  readonly bots: BotPacer;

  /** Whose turn it is: a person at this seat may move. */
  canPlay = $derived(
    !!this.view && !this.view.state.over && this.view.seats[this.view.state.current]?.bot === null,
  );

  constructor(
    private readonly api: ApiClient,
    private readonly settings: Settings,
    private readonly announcer: Announcer,
  ) {
    this.bots = new BotPacer(settings);
    this.lineup = new Lineup({
      botName: pigBotName,
      maxSeats: () => PIG.maxSeats,
      keep: 1,
      playerName: () => settings.playerName,
    });
    this.lineup.add(null);
    this.lineup.add('optimal');
  }

  /** The bots' moves, one action each; a hold or a 1 ends a turn. */
  private readonly botMoves: BotMoves<TableView> = {
    due: () => !!this.view && !this.view.state.over && !this.canPlay,
    turnPause: 0,
    move: () => this.api.tableBotStep({ gameId: this.view!.id, step: this.view!.actionCount }),
    show: (table) => {
      const view = this.show(table);
      return !!view?.events.some((event) => event.type === 'hold' || event.type === 'pig');
    },
    fail: (message) => this.fail(message),
  };

  async start(): Promise<void> {
    this.error = null;
    const seed = this.seed.trim() === '' ? null : this.seed.trim();
    const seats = this.lineup.all();
    const setup = { target: this.target, seats, seed, generator: null };
    this.put(await this.api.createTable({ game: 'pig', setup }));
  }

  /** An unfinished game back on the table, as the main process kept it. */
  async resume(gameId: string): Promise<void> {
    this.error = null;
    this.put(await this.api.getTable({ gameId }));
  }

  async move(type: PigAction['type']): Promise<void> {
    const view = this.view;
    if (!view || this.busy) return;
    if (!this.canPlay) return this.refuse(view);
    if (type === 'hold' && view.state.rolls.length === 0) {
      return this.announcer.say('Nothing to hold yet: press R to roll.');
    }
    const live = this.bots.watch();
    this.busy = true;
    try {
      const step = view.actionCount;
      const action: PigAction = type === 'roll' ? { type: 'roll' } : { type: 'hold' };
      const result = await this.api.tableAct({ gameId: view.id, step, action });
      if (!live()) return;
      if (!result.ok) {
        this.fail(result.error.message);
        return;
      }
      this.show(result.value);
    } finally {
      this.busy = false;
    }
    this.bots.drive(this.botMoves);
  }

  /** A move made on a device (or by the bots) at a shared table: shown, and the bots go on. */
  arrived(table: TableView): void {
    if (table.game !== 'pig' || table.view.id !== this.view?.id) return;
    if (table.view.actionCount <= this.view.actionCount) return;
    this.show(table);
    this.bots.drive(this.botMoves);
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

  /** A game takes the table: any bot loop of the one before stops, and its bots start. */
  private put(result: ApiResult<TableView>): void {
    if (!result.ok) {
      this.fail(result.error.message);
      return;
    }
    this.bots.reset();
    this.hint = null;
    this.show(result.value);
    this.bots.drive(this.botMoves);
  }

  private show(table: TableView): PigView | null {
    if (table.game !== 'pig') return null;
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
    return view;
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

  /** Leaves the game on the table (it stays open to resume) and stops its bots. */
  leave(): void {
    this.bots.reset();
    this.view = null;
    this.hint = null;
  }
}
