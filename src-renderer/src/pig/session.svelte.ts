/**
 * Pig at the table: the setup, the game as the main process last showed it, the die's throw, the
 * coach, and what is heard and announced. Every roll, total and chance comes from the API; this
 * class only asks and shows.
 */
import type { ApiClient, ApiResult, TableView } from '../../../src-shared/api';
import type { GeneratorKind } from '../../../src-shared/dice';
import {
  PIG,
  PIG_BOTS,
  PIG_DEFAULT_BOT,
  type PigAction,
  type PigHint,
  type PigView,
} from '../../../src-shared/pig';
import type { Announcer } from '../lib/announcer.svelte';
import { BotPacer, type BotMoves } from '../lib/bot-pacer.svelte';
import { leaveTable } from '../lib/leave';
import { Lineup } from '../lib/lineup.svelte';
import { PlayerSeedSender } from '../lib/player-seed';
import type { Settings } from '../lib/settings.svelte';
import { SlowWait } from '../lib/slow-wait.svelte';
import { pigSounds, type Sounds } from '../lib/sounds';
import { landingMs } from '../components/tumble';
import {
  moveWaitWords,
  pigEventWords,
  pigScoresOnDemand,
  pigTurnWords,
  Voice,
  youSeat,
} from '../lib/words';

/** A bot's name as the setup seats it. */
const pigBotName = (id: string): string | null =>
  PIG_BOTS.find((bot) => bot.id === id)?.name ?? null;

export class PigSession {
  target = $state<number>(PIG.target);
  seed = $state('');
  generator = $state<GeneratorKind>('xoroshiro128plus');
  readonly lineup: Lineup;
  view = $state.raw<PigView | null>(null);
  hint = $state.raw<PigHint | null>(null);
  /** The player's request on its way (a move, a new game): shown past a moment, a move's said once. */
  readonly wait = new SlowWait<PigAction['type'] | 'start' | 'rematch'>((kind) => {
    const view = this.view;
    if (kind === 'start' || kind === 'rematch' || !view) return;
    this.announcer.say(moveWaitWords(this.voice, view.state.current));
  });
  error = $state<string | null>(null);
  /** The face the die shows (0 before the first roll), and a counter so each throw animates. */
  face = $state(0);
  rollCount = $state(0);
  /** The 1 just rolled, on the felt once the die has landed, until the next roll. */
  one = $state.raw<{ seat: number; lost: number } | null>(null);
  /** The seat whose die is in the air, named by the heading until it lands; null when none is. */
  thrower = $state<number | null>(null);
  readonly bots: BotPacer;
  private readonly seeds: PlayerSeedSender<'pig'>;
  private landing: ReturnType<typeof setTimeout> | undefined;

  /** A request of the player's is on its way: another press is ignored, not queued. */
  get busy(): boolean {
    return this.wait.pending !== null;
  }

  /** Whose turn it is: a person at this seat may move. */
  canPlay = $derived(
    !!this.view && !this.view.state.over && this.view.seats[this.view.state.current]?.bot === null,
  );
  /** The player seed may still change: a drawn game with no roll yet. */
  seedEditable = $derived(
    !!this.view && this.view.playerSeed !== null && this.view.actionCount === 0,
  );

  constructor(
    private readonly api: ApiClient,
    private readonly settings: Settings,
    private readonly announcer: Announcer,
    private readonly sounds: Sounds,
  ) {
    this.bots = new BotPacer(settings);
    this.seeds = new PlayerSeedSender(api, 'pig');
    this.lineup = new Lineup({
      botName: pigBotName,
      maxSeats: () => PIG.maxSeats,
      keep: 1,
      playerName: () => settings.playerName,
    });
    this.lineup.add(null);
    this.lineup.add(PIG_DEFAULT_BOT);
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

  get voice(): Voice {
    return Voice.of(this.view?.seats ?? [], this.settings.playerName);
  }

  start(): Promise<void> {
    this.error = null;
    const seed = this.seed.trim() === '' ? null : this.seed.trim();
    const setup = {
      target: this.target,
      seats: this.lineup.all(),
      seed,
      generator: this.generator,
    };
    return this.whileBusy('start', async () =>
      this.put(await this.api.createTable({ game: 'pig', setup })),
    );
  }

  /** The same seats and target again, with fresh dice. */
  rematch(): Promise<void> {
    const gameId = this.view?.id;
    if (!gameId) return Promise.resolve();
    return this.whileBusy('rematch', async () => {
      const result = await this.api.rematch({ gameId });
      // Only a Farkle game answers with its bare view; Pig's is named with its kind.
      if (!result.ok || 'game' in result.value) this.put(result as ApiResult<TableView>);
    });
  }

  /** A request with the table busy: a second click meanwhile does nothing. */
  private async whileBusy(kind: 'start' | 'rematch', work: () => Promise<void>): Promise<void> {
    if (this.busy) return;
    await this.wait.run(kind, work);
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
    // A player seed on its way is the game's before its first roll.
    const seeding = this.seeds.waiting;
    if (seeding && !(await seeding)) return;
    const live = this.bots.watch();
    const step = this.view!.actionCount;
    const action: PigAction = type === 'roll' ? { type: 'roll' } : { type: 'hold' };
    const result = await this.wait.run(type, () =>
      this.api.tableAct({ gameId: view.id, step, action }),
    );
    if (!live()) return;
    if (!result.ok) return this.fail(result.error.message);
    this.show(result.value);
    this.bots.drive(this.botMoves);
  }

  /** A new player seed before the first roll; the next roll waits for the answer. */
  setPlayerSeed(text: string): void {
    const view = this.view;
    if (!view || !this.seedEditable || text.trim() === view.playerSeed) return;
    this.seeds.send(
      view,
      text,
      (seeded) => {
        if (this.view?.id !== view.id) return;
        this.view = seeded;
        this.announcer.say(`Player seed set to ${seeded.playerSeed}.`);
      },
      (message) => this.fail(message),
    );
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
    const playing = this.voice.does(view.state.current, 'are', 'is');
    this.announcer.say(`${playing} playing: wait for your turn.`);
  }

  /** Shows what went wrong and says it at once (the page's live region is there from the start). */
  private fail(message: string): void {
    this.error = message;
    this.announcer.alert(message);
  }

  dismissError(): void {
    this.error = null;
  }

  /** Key S: the scores and the turn total. */
  sayScores(): void {
    if (this.view) this.announcer.say(pigScoresOnDemand(this.view, this.voice));
  }

  /** Plays the bots' next move without waiting. */
  hurry(): void {
    this.bots.hurry(this.botMoves);
  }

  /** A game takes the table: any bot loop of the one before stops, and its bots start. */
  private put(result: ApiResult<TableView>): void {
    if (!result.ok) return this.fail(result.error.message);
    if (result.value.game !== 'pig') return;
    this.bots.reset();
    this.hint = null;
    this.one = null;
    this.thrower = null;
    const { state } = result.value.view;
    // A resumed game shows its last die: this turn's, or the last turn's.
    this.face = state.rolls.at(-1) ?? state.turns.at(-1)?.rolls.at(-1) ?? 0;
    this.show(result.value);
    this.bots.drive(this.botMoves);
  }

  private show(table: TableView): PigView | null {
    if (table.game !== 'pig') return null;
    const before = this.view;
    const view = table.view;
    this.view = view;
    this.error = null;
    const voice = this.voice;
    let one: { seat: number; lost: number } | null = null;
    let thrower: number | null = null;
    for (const event of view.events) {
      if (event.type === 'roll') {
        this.face = event.face;
        this.rollCount++;
        this.one = null;
        thrower = event.seat;
      }
      if (event.type === 'pig') one = { seat: event.seat, lost: event.lost };
    }
    this.land(thrower, one);
    const words = pigEventWords(view.events, voice);
    if (words) this.announcer.say(words);
    this.sounds.play(pigSounds(view.events, youSeat(view.seats, this.settings.playerName)));
    const newTurn = before?.id !== view.id || before.state.current !== view.state.current;
    if (newTurn && !view.state.over) this.announcer.say(pigTurnWords(view, voice));
    void this.refreshHint();
    return view;
  }

  /**
   * A throw in the air: the heading names its thrower, and a 1 goes on the felt, once the die has
   * landed (the events' words have said it already: this is for the eye).
   */
  private land(seat: number | null, one: { seat: number; lost: number } | null): void {
    clearTimeout(this.landing);
    if (seat === null) return;
    const landed = () => {
      this.thrower = null;
      this.one = one;
    };
    const wait = landingMs(1, this.settings.animations);
    if (wait === 0) return landed();
    this.thrower = seat;
    this.landing = setTimeout(landed, wait);
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

  /** Leaves the game (kept to resume once it has a move) and stops its bots. */
  leave(): Promise<void> {
    const left = this.view;
    clearTimeout(this.landing);
    this.bots.reset();
    this.view = null;
    this.hint = null;
    this.one = null;
    this.thrower = null;
    return left ? leaveTable(this.api, left) : Promise.resolve();
  }
}
