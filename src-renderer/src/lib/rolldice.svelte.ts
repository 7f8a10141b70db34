/**
 * Roll-Dice-Roll at the table: the lineup of players (each plays whole games in turn), the game
 * in play as the main process last showed it, the hint, the bot's pacing and what is announced.
 * Every target, die and score comes from the API; this class only asks and shows.
 */
import type {
  ApiClient,
  ApiResult,
  RollDiceHintView,
  RollDicePlay,
  RollDiceView,
  SeatSetup,
} from '../../../src-shared/api';
import type { GeneratorKind } from '../../../src-shared/farkle';
import { ROLLDICE } from '../../../src-shared/rolldice';
import type { Announcer } from './announcer.svelte';
import { faceWord, points } from './format';
import { BOT_DELAY, type Settings } from './settings.svelte';

/** The one Roll-Dice-Roll bot (the solver's policy). */
export const ROLLDICE_BOT = 'optimal';

export interface LineupDraft {
  /** Stable key for the list; not sent anywhere. */
  key: number;
  name: string;
  bot: string | null;
}

/** A finished game of this sitting, for the players' scores. */
export interface Finished {
  gameId: string;
  player: SeatSetup;
  total: number;
  won: boolean;
}

/** How a move reads on a button, in the hint and in the live region. */
export function playLabel(play: RollDicePlay): string {
  switch (play.type) {
    case 'roll':
      return `Roll die ${play.die}`;
    case 'stop':
      return 'Stop the round';
    case 'retarget':
      return 'New target (+2)';
  }
}

export class RollDiceSession {
  /** The players of this sitting, in the order they play. */
  lineup = $state<LineupDraft[]>([]);
  seed = $state('');
  generator = $state<GeneratorKind>('xoroshiro128plus');
  /** Who of the lineup plays the game on the table. */
  playerIndex = $state(0);
  view = $state.raw<RollDiceView | null>(null);
  hint = $state.raw<RollDiceHintView | null>(null);
  /** The hint panel is open: it follows every move until it is closed. */
  hintOpen = $state(false);
  finished = $state.raw<Finished[]>([]);
  unfinished = $state.raw<RollDiceView[]>([]);
  busy = $state(false);
  error = $state<string | null>(null);
  /** The die (1-5) just rolled, and a counter so its throw animates again. */
  lastRolled = $state(0);
  rollCount = $state(0);
  botRunning = $state(false);
  /** What the bot is about to do, from the solver's hint. */
  botPlan = $state.raw<RollDicePlay | null>(null);

  isBot = $derived(this.view?.player.bot != null);
  canPlay = $derived(!!this.view && !this.view.state.over && !this.isBot);
  /** The player after this one in the lineup, when the lineup has more than one. */
  nextPlayer = $derived(
    this.lineup.length > 1
      ? (this.lineup[(this.playerIndex + 1) % this.lineup.length] ?? null)
      : null,
  );

  private nextKey = 1;
  private generation = 0;
  private hintRequest = 0;
  private wake: (() => void) | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly settings: Settings,
    private readonly announcer: Announcer,
  ) {
    this.addPlayer(null);
  }

  addPlayer(bot: string | null): void {
    const count = this.lineup.length + 1;
    this.lineup.push({
      key: this.nextKey++,
      name: bot ? `Optimal ${count}` : `Player ${count}`,
      bot,
    });
  }

  removePlayer(key: number): void {
    if (this.lineup.length <= 1) return;
    this.lineup = this.lineup.filter((p) => p.key !== key);
  }

  setKind(key: number, bot: string | null): void {
    const index = this.lineup.findIndex((p) => p.key === key);
    const draft = this.lineup[index];
    if (!draft) return;
    const wasDefault = /^(Player|Optimal) \d+$/.test(draft.name.trim()) || draft.name.trim() === '';
    draft.bot = bot;
    if (wasDefault) draft.name = bot ? `Optimal ${index + 1}` : `Player ${index + 1}`;
  }

  private seat(index: number): SeatSetup {
    const draft = this.lineup[index];
    if (!draft) return { name: 'Player 1', bot: null };
    return { name: draft.name.trim() || `Player ${index + 1}`, bot: draft.bot };
  }

  async loadUnfinished(): Promise<void> {
    const startup = await this.api.startup(null);
    if (startup.ok) this.unfinished = startup.value.unfinishedRollDice;
  }

  /** The lineup's first player starts; the typed seed (if any) is the main process's to read. */
  async begin(): Promise<boolean> {
    this.finished = [];
    return this.startFor(0, this.seed);
  }

  /** The next player of the lineup plays a whole game of their own, on the same seed if typed. */
  async next(): Promise<boolean> {
    return this.startFor((this.playerIndex + 1) % Math.max(1, this.lineup.length), this.seed);
  }

  /** A new stored game for the player on the table, with fresh dice. */
  async newGame(): Promise<boolean> {
    if (!this.view) return false;
    return this.create(this.view.player, null, this.view.generator, this.playerIndex);
  }

  private async startFor(index: number, seed: string): Promise<boolean> {
    return this.create(
      this.seat(index),
      seed.trim() === '' ? null : seed.trim(),
      this.generator,
      index,
    );
  }

  private async create(
    player: SeatSetup,
    seed: string | null,
    generator: GeneratorKind,
    index: number,
  ): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    this.error = null;
    try {
      const result = await this.api.createRollDice({ player, seed, generator });
      if (!result.ok) {
        this.error = result.error.message;
        this.announcer.say(`Cannot start: ${result.error.message}`);
        return false;
      }
      this.playerIndex = index;
      this.start(result.value);
      return true;
    } finally {
      this.busy = false;
    }
  }

  async resume(gameId: string): Promise<void> {
    this.error = null;
    const result = await this.api.getRollDice({ gameId });
    if (!result.ok) {
      this.error = result.error.message;
      return;
    }
    const view = result.value;
    const at = this.lineup.findIndex(
      (p) => p.name.trim() === view.player.name && p.bot === view.player.bot,
    );
    if (at >= 0) this.playerIndex = at;
    else {
      this.lineup.push({ key: this.nextKey++, name: view.player.name, bot: view.player.bot });
      this.playerIndex = this.lineup.length - 1;
    }
    this.start(view);
  }

  private start(view: RollDiceView): void {
    this.generation++;
    this.wakeUp();
    this.botRunning = false;
    this.botPlan = null;
    this.hint = null;
    this.lastRolled = 0;
    this.view = view;
    const { state } = view;
    this.announcer.say(
      `${view.player.name} plays Roll-Dice-Roll, seed ${view.seed}. Round ${state.round} of 3: target ${state.target}. Total ${points(state.total)}.`,
    );
    void this.refreshHint();
    this.driveBot();
  }

  /** Leaves the game on the table (it stays open to resume) and stops the bot. */
  leave(): void {
    this.generation++;
    this.wakeUp();
    this.botRunning = false;
    this.view = null;
    this.hint = null;
    this.error = null;
    void this.loadUnfinished();
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

  /** A new speed takes effect at once, even in the middle of a pause, and is kept. */
  speedChanged(): void {
    if (this.settings.speed === 'instant') this.wakeUp();
    void this.settings.save();
  }

  /** Plays the bot's remaining moves without waiting. */
  hurry(): void {
    this.wakeUp();
  }

  private async play(action: RollDicePlay): Promise<void> {
    const view = this.view;
    if (!view || !this.canPlay || this.busy) return;
    const generation = this.generation;
    this.busy = true;
    this.error = null;
    try {
      const result = await this.api.rollDiceAct({ gameId: view.id, action });
      if (generation !== this.generation) return;
      if (!result.ok) {
        this.error = result.error.message;
        this.announcer.say(result.error.message);
        return;
      }
      this.show(view, result.value, action);
    } finally {
      this.busy = false;
    }
  }

  /** Takes a new snapshot and says what changed. */
  private show(before: RollDiceView, after: RollDiceView, action: RollDicePlay): void {
    this.view = after;
    if (action.type === 'roll') {
      this.lastRolled = action.die;
      this.rollCount++;
    }
    this.announcer.say(describe(before, after, action));
    if (after.state.over) this.recordFinished(after);
    void this.refreshHint();
  }

  private recordFinished(view: RollDiceView): void {
    if (this.finished.some((f) => f.gameId === view.id)) return;
    this.finished = [
      ...this.finished,
      {
        gameId: view.id,
        player: view.player,
        total: view.state.total,
        won: view.state.won === true,
      },
    ];
  }

  private async refreshHint(): Promise<void> {
    const view = this.view;
    const request = ++this.hintRequest;
    if (!view || view.state.over || !this.hintOpen) {
      this.hint = null;
      return;
    }
    const result: ApiResult<RollDiceHintView | null> = await this.api.rollDiceHint({
      gameId: view.id,
    });
    if (request !== this.hintRequest) return;
    this.hint = result.ok ? result.value : null;
  }

  private driveBot(): void {
    if (this.botRunning || !this.view || !this.isBot || this.view.state.over) return;
    void this.runBot(this.generation);
  }

  private async runBot(generation: number): Promise<void> {
    this.botRunning = true;
    try {
      while (generation === this.generation && this.view && !this.view.state.over) {
        const before = this.view;
        const plan = await this.api.rollDiceHint({ gameId: before.id });
        if (generation !== this.generation) return;
        this.botPlan = plan.ok && plan.value ? plan.value.best : null;
        const speed = this.settings.speed;
        if (speed !== 'instant') {
          await this.pause(BOT_DELAY[speed]);
          if (generation !== this.generation) return;
        }
        const result = await this.api.rollDiceBotStep({ gameId: before.id });
        if (generation !== this.generation) return;
        if (!result.ok) {
          this.error = result.error.message;
          return;
        }
        this.show(before, result.value, this.botPlan ?? guessPlay(before, result.value));
      }
    } finally {
      if (generation === this.generation) {
        this.botRunning = false;
        this.botPlan = null;
      }
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

/** A move told from the snapshots around it, when the move itself is not known. */
function guessPlay(before: RollDiceView, after: RollDiceView): RollDicePlay {
  if (after.state.rejected.length > before.state.rejected.length) return { type: 'retarget' };
  if (after.state.round !== before.state.round || after.state.over) return { type: 'stop' };
  const changed = after.state.dice.findIndex((value, i) => value !== before.state.dice[i]);
  return { type: 'roll', die: changed + 1 };
}

/** What the live region says after a move. */
function describe(before: RollDiceView, after: RollDiceView, action: RollDicePlay): string {
  const who = after.player.name;
  const { state } = after;
  switch (action.type) {
    case 'roll': {
      const value = state.dice[action.die - 1] ?? 0;
      const die = action.die > 0 ? `die ${action.die}` : 'a die';
      return `${who} rolled ${die}: ${faceWord(value)}. Turn ${state.turn}, round score ${points(state.roundScore)}, total ${points(state.total)}.`;
    }
    case 'retarget':
      return `New target ${state.target}, 2 points added. Total ${points(state.total)}.`;
    case 'stop': {
      const round = state.rounds.at(-1);
      const stopped = `Round ${before.state.round} stopped at ${points(round?.score ?? before.state.roundScore)}.`;
      if (state.over) {
        return state.won
          ? `${stopped} Congratulations, ${who}! Final total ${points(state.total)}: under ${ROLLDICE.winBelow}, you win.`
          : `${stopped} Final total ${points(state.total)}: not under ${ROLLDICE.winBelow} this time, ${who}. Better luck next game!`;
      }
      return `${stopped} Round ${state.round} of 3: target ${state.target}. Total ${points(state.total)}.`;
    }
  }
}
