/**
 * Roll-Dice-Roll at the table: the lineup of players (each plays whole games in turn), the game
 * in play as the main process last showed it, the hint, and what is announced. Every target,
 * die, score and what each move changed comes from the API; this class only asks and shows.
 */
import type {
  ApiClient,
  RollDiceHintView,
  RollDicePlay,
  RollDiceView,
  SeatSetup,
} from '../../../src-shared/api';
import type { GeneratorKind } from '../../../src-shared/farkle';
import type { TableView } from '../../../src-shared/games';
import type { Announcer } from '../lib/announcer.svelte';
import { BotPacer, type BotMoves } from '../lib/bot-pacer.svelte';
import { seedWords } from '../lib/fair';
import { leaveTable } from '../lib/leave';
import { Lineup } from '../lib/lineup.svelte';
import { PlayerSeedSender } from '../lib/player-seed';
import type { Settings } from '../lib/settings.svelte';
import { SlowWait } from '../lib/slow-wait.svelte';
import { rollDiceSounds, type Sounds } from '../lib/sounds';
import {
  describeEvents,
  moveWaitWords,
  playsLine,
  rollDiceVoice,
  roundWords,
  tableWords,
  type Voice,
} from '../lib/words';

/** The one Roll-Dice-Roll bot (the solver's policy). */
export const ROLLDICE_BOT = 'optimal';

/** What the player waits on: a move (a roll names its die, the pressed control) or a new game. */
type RollDiceWaitKind = `roll-${number}` | 'stop' | 'retarget' | 'start';

/** The control a move is asked with, as the wait names it. */
function waitKindOf(action: RollDicePlay): RollDiceWaitKind {
  return action.type === 'roll' ? `roll-${action.die}` : action.type;
}

/** A finished game of this sitting, for the players' scores. */
export interface Finished {
  gameId: string;
  player: SeatSetup;
  total: number;
  won: boolean;
}

export class RollDiceSession {
  /** The players of this sitting, in the order they play. */
  readonly lineup: Lineup;
  seed = $state('');
  generator = $state<GeneratorKind>('xoroshiro128plus');
  /** Who of the lineup plays the game on the table. */
  playerIndex = $state(0);
  view = $state.raw<RollDiceView | null>(null);
  /** The seed commitment shown when the game was put on the table, for the check at the end. */
  promised = $state<string | null>(null);
  hint = $state.raw<RollDiceHintView | null>(null);
  /** The hint panel is open: it follows every move until it is closed. */
  hintOpen = $state(false);
  finished = $state.raw<Finished[]>([]);
  unfinished = $state.raw<RollDiceView[]>([]);
  /** The player's request on its way (a move, a new game): shown past a moment, a move's said once. */
  readonly wait = new SlowWait<RollDiceWaitKind>((kind) => {
    if (kind !== 'start' && this.view) this.announcer.say(moveWaitWords(this.voice, 0));
  });
  error = $state<string | null>(null);
  /** The die (1-5) just rolled, and a counter so its throw animates again. */
  lastRolled = $state(0);
  rollCount = $state(0);
  /** What the bot is about to do, from the solver's hint. */
  botPlan = $state.raw<RollDicePlay | null>(null);
  readonly bots: BotPacer;

  isBot = $derived(this.view?.player.bot != null);
  /** The player seed may still change: a drawn game with no roll yet. */
  seedEditable = $derived(
    !!this.view && this.view.playerSeed !== null && this.view.actionCount === 0,
  );
  /** A player seed on its way to the main process: the next move waits for it. */
  private readonly seeds: PlayerSeedSender<'rolldice'>;
  canPlay = $derived(!!this.view && !this.view.state.over && !this.isBot);
  /** The player after this one in the lineup, when the lineup has more than one. */
  nextPlayer = $derived.by(() => {
    const seats = this.lineup.seats;
    return seats.length > 1 ? (seats[(this.playerIndex + 1) % seats.length] ?? null) : null;
  });

  private hintRequest = 0;

  /** A request of the player's is on its way: another press is ignored, not queued. */
  get busy(): boolean {
    return this.wait.pending !== null;
  }

  /** Who the table speaks to: the player in the second person (see youSeat). */
  get voice(): Voice {
    return rollDiceVoice(
      this.view ?? { player: { name: '', bot: null } },
      this.settings.playerName,
    );
  }

  constructor(
    private readonly api: ApiClient,
    private readonly settings: Settings,
    private readonly announcer: Announcer,
    botName: (id: string) => string | null,
    private readonly sounds: Sounds,
  ) {
    this.bots = new BotPacer(settings);
    this.seeds = new PlayerSeedSender(api, 'rolldice');
    this.lineup = new Lineup({
      botName,
      maxSeats: () => null,
      keep: 1,
      playerName: () => settings.playerName,
    });
    this.lineup.add(null);
  }

  /** The bot's moves: each one is a turn of its own, shown with the solver's plan before it. */
  private readonly botMoves: BotMoves<RollDiceView> = {
    due: () => this.isBot && !!this.view && !this.view.state.over,
    turnPause: 0,
    prepare: async (live) => {
      const plan = await this.api.rollDiceHint({ gameId: this.view!.id });
      if (live()) this.botPlan = plan.ok && plan.value ? plan.value.best : null;
    },
    move: () => this.api.rollDiceBotStep({ gameId: this.view!.id, step: this.view!.actionCount }),
    show: (view) => {
      this.show(view);
      return true;
    },
    fail: (message) => {
      this.error = message;
    },
  };

  async loadUnfinished(): Promise<void> {
    const startup = await this.api.startup(null);
    if (!startup.ok) return;
    this.unfinished = startup.value.unfinishedGames.flatMap((entry) =>
      entry.game === 'rolldice' ? [entry.view] : [],
    );
  }

  /** The lineup's first player starts; the typed seed (if any) is the main process's to read. */
  async begin(): Promise<boolean> {
    this.finished = [];
    return this.startFor(0);
  }

  /** The next player of the lineup plays a whole game of their own, on the same seed if typed. */
  async next(): Promise<boolean> {
    return this.startFor((this.playerIndex + 1) % Math.max(1, this.lineup.seats.length));
  }

  /** A new stored game for the player on the table, with fresh dice. */
  async newGame(): Promise<boolean> {
    if (!this.view) return false;
    return this.create(this.view.player, null, this.view.generator, this.playerIndex);
  }

  private startFor(index: number): Promise<boolean> {
    const seed = this.seed.trim();
    return this.create(this.lineup.setup(index), seed === '' ? null : seed, this.generator, index);
  }

  private async create(
    player: SeatSetup,
    seed: string | null,
    generator: GeneratorKind,
    index: number,
  ): Promise<boolean> {
    if (this.busy) return false;
    this.error = null;
    const result = await this.wait.run('start', () =>
      this.api.createRollDice({ player, seed, generator }),
    );
    if (!result.ok) {
      this.error = result.error.message;
      this.announcer.alert(`Cannot start: ${result.error.message}`);
      return false;
    }
    this.playerIndex = index;
    this.start(result.value);
    return true;
  }

  async resume(gameId: string): Promise<void> {
    this.error = null;
    const result = await this.api.getRollDice({ gameId });
    if (!result.ok) {
      this.error = result.error.message;
      return;
    }
    this.playerIndex = this.lineup.place(result.value.player);
    this.start(result.value);
  }

  private start(view: RollDiceView): void {
    const left = this.view;
    if (left && left.id !== view.id) void leaveTable(this.api, left);
    this.bots.reset();
    this.botPlan = null;
    this.hint = null;
    this.lastRolled = 0;
    this.view = view;
    this.promised = view.seedCommitment;
    this.announcer.say(`${playsLine(this.voice)}, ${seedWords(view)}. ${roundWords(view.state)}`);
    void this.refreshHint();
    this.bots.drive(this.botMoves);
  }

  /** A move made on a device (or by the bot) at a shared table: shown, and the bot goes on. */
  arrived(table: TableView): void {
    if (table.game !== 'rolldice' || table.view.id !== this.view?.id) return;
    if (table.view.actionCount <= this.view.actionCount) return;
    this.show(table.view);
    this.bots.drive(this.botMoves);
  }

  /** Leaves the game (kept to resume once it has a move) and stops the bot. */
  async leave(): Promise<void> {
    const left = this.view;
    this.bots.reset();
    this.view = null;
    this.hint = null;
    this.error = null;
    if (left) await leaveTable(this.api, left);
    await this.loadUnfinished();
  }

  dismissError(): void {
    this.error = null;
  }

  roll(die: number): Promise<void> {
    return this.play({ type: 'roll', die });
  }

  stop(): Promise<void> {
    return this.play({ type: 'stop' });
  }

  retarget(): Promise<void> {
    return this.play({ type: 'retarget' });
  }

  toggleHint(): void {
    this.hintOpen = !this.hintOpen;
    if (this.hintOpen) void this.refreshHint();
  }

  /** Plays the bot's next move without waiting. */
  hurry(): void {
    this.bots.hurry(this.botMoves);
  }

  /** A new player seed before the first roll (setPlayerSeed); a refusal is shown, not rolled on. */
  setPlayerSeed(text: string): void {
    const view = this.view;
    if (!view || !this.seedEditable || text.trim() === view.playerSeed) return;
    const taken = (seeded: RollDiceView) => {
      if (this.view?.id === view.id) this.view = seeded;
    };
    this.seeds.send(view, text, taken, (message) => (this.error = message));
  }

  /** Key D: the round, its figures and the dice. */
  sayTable(): void {
    if (this.view) this.announcer.say(tableWords(this.view));
  }

  private async play(action: RollDicePlay): Promise<void> {
    const view = this.view;
    if (!view || this.busy) return;
    if (!this.canPlay) {
      // Said, not ignored: a key pressed while the bot plays or after the end.
      const why = view.state.over ? 'The game is over.' : `${view.player.name} is playing: wait.`;
      return this.announcer.say(why);
    }
    const live = this.bots.watch();
    this.error = null;
    const result = await this.wait.run(waitKindOf(action), async () => {
      // A player seed on its way is the game's before its first roll (refused: no roll).
      const seeding = this.seeds.waiting;
      if (seeding && !(await seeding)) return null;
      return this.api.rollDiceAct({ gameId: view.id, step: view.actionCount, action });
    });
    if (!result || !live()) return;
    if (!result.ok) {
      this.error = result.error.message;
      return;
    }
    this.show(result.value);
  }

  /** Takes a new snapshot and says what changed. */
  private show(view: RollDiceView): void {
    this.view = view;
    for (const event of view.events) {
      if (event.type === 'roll') {
        this.lastRolled = event.die;
        this.rollCount++;
      }
    }
    if (view.events.length > 0) this.announcer.say(describeEvents(view, this.voice));
    this.sounds.play(rollDiceSounds(view.events));
    if (view.state.over) this.recordFinished(view);
    void this.refreshHint();
  }

  private recordFinished(view: RollDiceView): void {
    if (this.finished.some((f) => f.gameId === view.id)) return;
    const { total, won } = view.state;
    this.finished = [
      ...this.finished,
      { gameId: view.id, player: view.player, total, won: won === true },
    ];
  }

  private async refreshHint(): Promise<void> {
    const view = this.view;
    const request = ++this.hintRequest;
    if (!view || view.state.over || !this.hintOpen) {
      this.hint = null;
      return;
    }
    const result = await this.api.rollDiceHint({ gameId: view.id });
    if (request !== this.hintRequest) return;
    this.hint = result.ok ? result.value : null;
  }
}
