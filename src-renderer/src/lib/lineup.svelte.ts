/** Who sits at a new game, for both games: each seat a person or a bot, with a name. */
import type { SeatSetup } from '../../../src-shared/api';

export interface Seat {
  /** Stable key for the list; not sent anywhere. */
  key: number;
  name: string;
  /** A bot id, or null for a person. */
  bot: string | null;
}

export interface LineupRules {
  /** A bot's name as listBots gives it, for the seat's default name. */
  botName: (id: string) => string | null;
  /** The most seats allowed now (the chosen rules'), or null for no limit. */
  maxSeats: () => number | null;
  /** Seats the player cannot remove below (a game needs someone to play it). */
  keep: number;
}

export class Lineup {
  seats = $state<Seat[]>([]);
  private nextKey = 1;

  constructor(private readonly rules: LineupRules) {}

  get canAdd(): boolean {
    const max = this.rules.maxSeats();
    return max === null || this.seats.length < max;
  }

  get canRemove(): boolean {
    return this.seats.length > this.rules.keep;
  }

  add(bot: string | null): void {
    if (!this.canAdd) return;
    const seat: Seat = { key: this.nextKey++, name: '', bot };
    seat.name = this.defaultName(seat, this.seats.length);
    this.seats.push(seat);
  }

  remove(key: number): void {
    if (this.canRemove) this.seats = this.seats.filter((s) => s.key !== key);
  }

  /** Changes a seat between a person and a bot; a name still at its default follows along. */
  setKind(key: number, bot: string | null): void {
    const index = this.seats.findIndex((s) => s.key === key);
    const seat = this.seats[index];
    if (!seat) return;
    const wasDefault = seat.name.trim() === '' || seat.name === this.defaultName(seat, index);
    seat.bot = bot;
    if (wasDefault) seat.name = this.defaultName(seat, index);
  }

  /** The seat as the main process takes it: an empty name becomes the default one. */
  setup(index: number): SeatSetup {
    const seat = this.seats[index];
    if (!seat) return { name: `Player ${index + 1}`, bot: null };
    return { name: seat.name.trim() || this.defaultName(seat, index), bot: seat.bot };
  }

  all(): SeatSetup[] {
    return this.seats.map((_, i) => this.setup(i));
  }

  /** The seat of a player (a resumed game's), added at the end when the lineup lacks it. */
  place(player: SeatSetup): number {
    const at = this.seats.findIndex((s) => s.name.trim() === player.name && s.bot === player.bot);
    if (at >= 0) return at;
    this.seats.push({ key: this.nextKey++, name: player.name, bot: player.bot });
    return this.seats.length - 1;
  }

  private defaultName(seat: Seat, index: number): string {
    const bot = seat.bot === null ? null : this.rules.botName(seat.bot);
    return bot ? `${bot} ${index + 1}` : `Player ${index + 1}`;
  }
}
