/** Who sits at a new game, for both games: each seat a person or a bot, with a name. */
import type { SeatSetup } from '../../../src-shared/api';

export interface Seat {
  /** Stable key for the list; not sent anywhere. */
  key: number;
  name: string;
  /** A bot id, or null for a person. */
  bot: string | null;
  /** The name the seat had as a person, given back when it is a person again. */
  personName?: string;
}

export interface LineupRules {
  /** A bot's name as listBots gives it, for the seat's default name. */
  botName: (id: string) => string | null;
  /** The most seats allowed now (the chosen rules'), or null for no limit. */
  maxSeats: () => number | null;
  /** Seats the player cannot remove below (a game needs someone to play it). */
  keep: number;
  /** The player's own name (Settings): the first person seat's default, so their stats gather. */
  playerName?: () => string;
}

/** Roman numerals for a second, third... bot of one kind: "Milo II", as in a family line. */
const NUMERALS = ['', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

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
    seat.name = this.defaultName(seat);
    this.seats.push(seat);
  }

  remove(key: number): void {
    if (this.canRemove) this.seats = this.seats.filter((s) => s.key !== key);
  }

  /**
   * Changes a seat between a person and a bot, or one bot for another: the name goes with the
   * kind (a bot sits under its own name; a person gets back the name they had, else a default).
   */
  setKind(key: number, bot: string | null): void {
    const seat = this.seats.find((s) => s.key === key);
    if (!seat || seat.bot === bot) return;
    if (seat.bot === null) seat.personName = seat.name;
    seat.bot = bot;
    const person = bot === null ? seat.personName?.trim() : undefined;
    seat.name = person || this.defaultName(seat);
  }

  /** The seat as the main process takes it: an empty name becomes the default one. */
  setup(index: number): SeatSetup {
    const seat = this.seats[index];
    if (!seat) return { name: `Player ${index + 1}`, bot: null };
    return { name: seat.name.trim() || this.defaultName(seat), bot: seat.bot };
  }

  all(): SeatSetup[] {
    return this.seats.map((_, i) => this.setup(i));
  }

  /** The player set a new name for themself: a person seat under the old one takes it. */
  renamePlayer(before: string, after: string): void {
    if (before === after || after.trim() === '') return;
    for (const seat of this.seats) if (seat.bot === null && seat.name === before) seat.name = after;
  }

  /** The seat of a player (a resumed game's), added at the end when the lineup lacks it. */
  place(player: SeatSetup): number {
    const at = this.seats.findIndex((s) => s.name.trim() === player.name && s.bot === player.bot);
    if (at >= 0) return at;
    this.seats.push({ key: this.nextKey++, name: player.name, bot: player.bot });
    return this.seats.length - 1;
  }

  /**
   * A name no other seat has: a bot's own ("Milo", then "Milo II"); for a person, the player's
   * name while no other seat has it, else "Player <n>" by place.
   */
  private defaultName(seat: Seat): string {
    const taken = this.seats
      .filter((s) => s.key !== seat.key)
      .map((s) => s.name.trim().toLowerCase());
    const free = (name: string) => !taken.includes(name.toLowerCase());
    const bot = seat.bot === null ? null : this.rules.botName(seat.bot);
    if (bot) {
      const named = NUMERALS.map((n) => (n ? `${bot} ${n}` : bot)).find(free);
      if (named) return named;
    }
    const own = this.rules.playerName?.().trim();
    if (!bot && own && free(own)) return own;
    const index = this.seats.findIndex((s) => s.key === seat.key);
    let place = index < 0 ? this.seats.length + 1 : index + 1;
    while (!free(`Player ${place}`)) place++;
    return `Player ${place}`;
  }
}
