/**
 * One Farkle game at the table: the latest FarkleView from the main process, the player's dice
 * selection and its preview, and what the table shows and says after each answer. Every rule and
 * score comes from the API; this class only asks and shows.
 */
import type {
  ApiClient,
  ApiResult,
  FarkleView,
  KeepPreview,
  ReplayFile,
  SeatView,
} from '../../../src-shared/api';
import type { FarkleEvent } from '../../../src-shared/farkle';
import type { Announcer } from '../lib/announcer.svelte';
import { BotPacer, type BotMoves } from '../lib/bot-pacer.svelte';
import { seedWords } from '../lib/fair';
import { points } from '../lib/format';
import {
  eventWords,
  momentsOf,
  moveWaitWords,
  pickRefusal,
  previewWords,
  skippedTurnWords,
  startsLine,
  toggleWords,
  turnWords,
  Voice,
  type Moment,
} from '../lib/words';
import type { Settings } from '../lib/settings.svelte';
import { SlowWait } from '../lib/slow-wait.svelte';
import { farkleSounds, type Sounds } from '../lib/sounds';
import { FarkleHold } from './farkle-hold.svelte';
import { OddsWatch } from './odds-watch';
import { tableDice } from './table-dice';
import { actionButton, bankLosesGame, moveRefusal, selectionKey, type MoveKind } from './buttons';
import { Coach, costOf, keptLabel, type DecisionCost } from './coach.svelte';

export class FarkleSession {
  view = $state.raw<FarkleView | null>(null);
  /** The seed commitment shown when the game was put on the table, for the check at the end. */
  promised = $state<string | null>(null);
  /** Positions (0-5) of the live dice the player has picked, in the order picked. */
  selected = $state.raw<number[]>([]);
  preview = $state.raw<KeepPreview | null>(null);
  /** The selection `preview` answers (sorted positions); a newer selection waits for its own. */
  previewDice = $state.raw<number[]>([]);
  /** The player's request on its way (a move, a rematch): shown past a moment, said once. */
  readonly wait = new SlowWait<MoveKind | 'rematch'>((kind) => {
    const view = this.view;
    if (kind === 'rematch' || !view) return;
    this.announcer.say(moveWaitWords(this.voice, view.current, view.winChance));
  });
  /** The last thing that went wrong, in words for the player. */
  error = $state<string | null>(null);
  moments = $state.raw<Moment[]>([]);
  /** Goes up with every roll, so the dice that were thrown animate again. */
  rollCount = $state(0);
  /** A bot seat rolls first: the bots wait for the player's go, so the player seed is theirs to set. */
  held = $state(false);
  /**
   * A bank the main process says ends the game as a loss while rolling on could still win, held
   * for the player's word (the question, shown once); null when none waits.
   */
  confirmingBank = $state<string | null>(null);
  /** The last player seed change on its way (false: refused): a roll waits for it. */
  private seeding: Promise<boolean> | null = null;

  readonly bots: BotPacer;
  /** A person's farkle held on the felt until seen: the bots wait for it. */
  readonly farkle: FarkleHold;
  readonly coach: Coach;
  private readonly odds: OddsWatch;
  private previewRequest = 0;
  /** The selection's preview on its way: a move asked before it waits (it says what is allowed). */
  private previewing: Promise<void> = Promise.resolve();
  /** The player skipped to the end of the bot's turn: its rest is said in one sentence. */
  private skipping = false;
  private wholeTurn = false;

  constructor(
    private readonly api: ApiClient,
    private readonly settings: Settings,
    private readonly announcer: Announcer,
    private readonly sounds: Sounds,
  ) {
    this.bots = new BotPacer(settings);
    this.farkle = new FarkleHold(settings, () => this.bots.drive(this.botMoves));
    const setView = (view: FarkleView) => (this.view = view);
    this.odds = new OddsWatch(api, () => this.view, setView);
    this.coach = new Coach(api, settings, announcer, () => ({
      view: this.view,
      personToPlay: this.canPlay,
    }));
  }

  /** A request of the player's is on its way: another press is ignored, not queued. */
  get busy(): boolean {
    return this.wait.pending !== null;
  }

  current = $derived<SeatView | null>(
    this.view ? (this.view.seats[this.view.current] ?? null) : null,
  );
  isBotTurn = $derived(!!this.view && !this.view.over && this.current?.bot != null);
  /** The human player may act now. */
  canPlay = $derived(!!this.view && !this.view.over && !this.isBotTurn);
  canSelect = $derived(this.canPlay && this.view?.turn.phase === 'choose');
  /** The player seed may change until the first roll. */
  seedEditable = $derived(
    !!this.view && this.view.playerSeed !== null && this.view.actionCount === 0 && !this.view.over,
  );

  table = $derived(tableDice(this.view));
  private pick = $derived({
    canPlay: this.canPlay,
    selected: this.selected,
    preview: this.preview,
    previewFresh: selectionKey(this.previewDice) === selectionKey(this.selected),
  });
  rollButton = $derived(actionButton('roll', this.view, this.pick));
  bankButton = $derived(actionButton('bank', this.view, this.pick));

  /** Who the table speaks to: the player in the second person, the other seats by name. */
  get voice(): Voice {
    return Voice.of(this.view?.seats ?? [], this.settings.playerName);
  }

  /** The bots' moves, as the pacer asks for them and this table shows them. */
  private readonly botMoves: BotMoves<FarkleView> = {
    due: () => this.isBotTurn && !this.held && !this.farkle.held,
    turnPause: 250,
    move: (toEndOfTurn) => {
      this.wholeTurn = toEndOfTurn && this.skipping;
      return this.api.botStep({ gameId: this.view!.id, step: this.view!.actionCount, toEndOfTurn });
    },
    show: (view) => {
      const turnsBefore = this.view?.turnsPlayed;
      this.show(view, view.events, this.wholeTurn);
      const newTurn = view.turnsPlayed !== turnsBefore;
      if (newTurn) this.skipping = false;
      return newTurn;
    },
    fail: (message) => void (this.error = message),
  };

  /** Shows a new game (created, rematched or reopened): any bot loop of the old one stops. */
  start(view: FarkleView): void {
    this.bots.reset();
    this.farkle.release(false);
    this.error = null;
    this.moments = [];
    this.coach.reset(view);
    this.promised = view.seedCommitment;
    this.held = view.playerSeed !== null && view.actionCount === 0;
    this.seeding = null;
    this.skipping = false;
    this.show(view, []);
    this.announcer.say(
      `New game of ${view.presetName}, ${seedWords(view)}. ${startsLine(this.voice, view.current)}`,
    );
    this.bots.drive(this.botMoves);
  }

  /** A new player seed before the first roll; a roll or the bots' go waits for the answer. */
  setPlayerSeed(text: string): void {
    const view = this.view;
    if (!view || !this.seedEditable) return;
    if (text.trim() === view.playerSeed) return void (this.seeding = null);
    const request = { gameId: view.id, step: view.actionCount, playerSeed: text.trim() };
    this.seeding = this.api.setPlayerSeed(request).then((result) => {
      const seeded = this.valueOf(result);
      if (seeded && !('game' in seeded) && this.view?.id === view.id) this.view = seeded;
      return seeded !== null;
    });
  }

  /** The player's go: the bots roll first with the player seed shown. */
  letBotsStart(): void {
    this.held = false;
    if (!this.seeding) return this.bots.drive(this.botMoves);
    void this.seeding.then((ok) => {
      if (ok) this.bots.drive(this.botMoves);
      else this.held = true;
    });
  }

  /** A move made on a device at a shared table: shown, and the bots go on from it. */
  arrived(view: FarkleView): void {
    if (this.view?.id !== view.id || view.actionCount <= this.view.actionCount) return;
    this.show(view, view.events);
    this.bots.drive(this.botMoves);
  }

  /** Leaves the table: bot loops stop. */
  stop(): void {
    this.bots.reset();
    this.farkle.release(false);
    this.view = null;
  }

  /** The same table again with a fresh seed. */
  async rematch(): Promise<void> {
    const view = this.view;
    if (!view || this.busy) return;
    const again = this.valueOf(
      await this.wait.run('rematch', () => this.api.rematch({ gameId: view.id })),
    );
    // A Farkle game's answer is its own view; only other games' are named with their kind.
    if (again && !('game' in again)) this.start(again);
  }

  /** The game's replay file, or null (with the reason in `error`). */
  async exportReplay(): Promise<ReplayFile | null> {
    const view = this.view;
    return view ? this.valueOf(await this.api.exportReplay({ gameId: view.id })) : null;
  }

  /** An answer's value, or null with its refusal shown in `error`. */
  private valueOf<T>(result: ApiResult<T>): T | null {
    if (result.ok) return result.value;
    this.error = result.error.message;
    return null;
  }

  dismissError(): void {
    this.error = null;
  }

  toggle(position: number): void {
    const view = this.view;
    if (!view || this.busy) return;
    const refused = pickRefusal(view, position);
    if (refused) return this.announcer.say(refused);
    const picked = !this.selected.includes(position);
    this.selected = picked
      ? [...this.selected, position]
      : this.selected.filter((p) => p !== position);
    this.announcer.say(toggleWords(position, view.turn.dice[position]!.face, picked));
    this.confirmingBank = null;
    this.previewing = this.refreshPreview();
  }

  clearSelection(): void {
    if (this.selected.length === 0) return;
    this.selected = [];
    this.announcer.say('Selection cleared.');
    this.previewing = this.refreshPreview();
  }

  /** Roll: at a turn's start or after a keep, or keep the selection and roll the rest. */
  roll(): Promise<void> {
    return this.play('roll');
  }

  /**
   * Bank: the turn total, or keep the selection first and bank. A bank that would lose the game
   * asks once (settings.confirmLosingBank); banking again while it asks goes ahead.
   */
  async bank(): Promise<void> {
    if (!this.pick.previewFresh) await this.previewing;
    if (
      this.confirmingBank === null &&
      this.settings.confirmLosingBank &&
      bankLosesGame(this.view, this.pick)
    ) {
      this.confirmingBank = `Banking ${points(this.bankButton.amount)} ends the game and you lose; rolling on could still win.`;
      this.announcer.alert(`${this.confirmingBank} Bank again to bank anyway.`);
      return;
    }
    this.confirmingBank = null;
    return this.play('bank');
  }

  /** The player keeps playing instead of the losing bank. */
  cancelBank(): void {
    this.confirmingBank = null;
  }

  /** Stops waiting and plays the rest of the bot's turn at once. */
  skipBotTurn(): void {
    this.skipping = this.isBotTurn;
    this.bots.hurry(this.botMoves);
  }

  resumeBots(): void {
    this.bots.resume(this.botMoves);
  }

  private async play(kind: MoveKind): Promise<void> {
    if (!this.pick.previewFresh) await this.previewing;
    const view = this.view;
    if (!view || !this.canPlay || this.busy) return;
    const keep = view.turn.phase === 'choose' ? [...this.selected].sort((a, b) => a - b) : [];
    const refused = moveRefusal(view, kind, keep, this.preview);
    if (refused !== undefined) {
      // The reason is on screen already (under the button, or beside the dice): said, not shown again.
      if (refused) this.announcer.alert(`Cannot ${kind}: ${refused}.`);
      return;
    }
    const live = this.bots.watch();
    const played = await this.wait.run(kind, async () => {
      // A refused player seed stops the roll: the player sees why and may fix it.
      if (this.seeding && !(await this.seeding)) return false;
      this.error = null;
      this.held = false;
      const events: FarkleEvent[] = [];
      const costs: DecisionCost[] = [];
      if (keep.length > 0) {
        const answer = await this.api.act({
          gameId: view.id,
          step: view.actionCount,
          action: { type: 'keep', dice: keep },
        });
        if (!live()) return false;
        const kept = this.valueOf(answer);
        if (!kept) return false;
        events.push(...kept.events);
        costs.push(...costOf(kept, keptLabel(kept.events)));
        this.show(kept, events);
        const move = kept.moves[kind];
        if (!move.allowed) {
          this.error = `The dice are set aside, but you cannot ${kind} now: ${move.reason ?? 'not allowed'}.`;
          return false;
        }
      }
      // Made on the view as the keep left it, if there was one.
      const step = this.view?.actionCount ?? view.actionCount;
      const answer = await this.api.act({ gameId: view.id, step, action: { type: kind } });
      if (!live()) return false;
      const moved = this.valueOf(answer);
      if (!moved) return false;
      events.push(...moved.events);
      costs.push(...costOf(moved, kind === 'roll' ? 'Roll' : 'Bank'));
      this.coach.priced(view.current, costs);
      this.show(moved, events);
      this.farkle.hold(moved, events);
      return true;
    });
    if (played) this.bots.drive(this.botMoves);
  }

  /** Takes a new snapshot: moments, announcements, animation and a fresh selection. */
  private show(view: FarkleView, batch: FarkleEvent[], skipped = false): void {
    const before = this.view;
    this.view = view;
    this.selected = [];
    this.confirmingBank = null;
    this.preview = null;
    this.previewDice = [];
    this.previewRequest++;
    if (view.events.some((e) => e.type === 'roll')) this.rollCount++;
    this.sounds.play(farkleSounds(view.events, this.voice.you));
    const said = skipped
      ? skippedTurnWords(view.events, view, this.voice)
      : eventWords(view.events, view, this.voice);
    for (const words of said) this.announcer.say(words);
    if (batch.length > 0 || view.events.length > 0) {
      this.moments = momentsOf(batch.length > 0 ? batch : view.events, this.voice, (seat) =>
        seat < view.seats.length ? view.seats[seat]!.total : 0,
      );
    }
    if (before && before.id === view.id && before.current !== view.current && !view.over) {
      this.announcer.say(turnWords(view, this.voice));
    }
    void this.coach.refresh();
    this.odds.watch();
  }

  private async refreshPreview(): Promise<void> {
    const view = this.view;
    const request = ++this.previewRequest;
    if (!view || this.selected.length === 0) {
      this.preview = null;
      return;
    }
    const dice = [...this.selected].sort((a, b) => a - b);
    const result = await this.api.previewKeep({ gameId: view.id, dice });
    if (request !== this.previewRequest) return;
    this.previewDice = dice;
    if (!result.ok) {
      this.preview = { ok: false, message: result.error.message };
      return;
    }
    this.preview = result.value;
    const faces = dice.map((p) => view.turn.dice[p]?.face ?? 0).sort((a, b) => a - b);
    // A refusal is an error, said at once; a keep's figures are play.
    this.announcer[result.value.ok ? 'say' : 'alert'](previewWords(faces, result.value));
  }
}
