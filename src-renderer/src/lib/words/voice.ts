/**
 * Who the table speaks to. Every player-facing sentence about a seat goes through a Voice, so the
 * player reads "Your turn" and "You win!" while everyone else is told in the third person
 * ("Milo’s turn", "Milo wins!"). Words only: never a rule or a score.
 */

/** A seat as the words need it: its name, and a bot id or null for a person. */
export interface Sitter {
  name: string;
  bot: string | null;
}

/**
 * Which seat is "you", or null for nobody. "You" is the seat whose profile is the app's own
 * player: the person seat (not a bot) under the player's name (Settings' playerName, "You" until
 * the player names themself), which a new table gives its first person seat. Profiles gather by
 * name, so a seat renamed to someone else is someone else: a friend at a table of bots, or each
 * person of a hotseat, is told by name in the third person, as the screen is shared.
 */
export function youSeat(seats: readonly Sitter[], playerName: string): number | null {
  const own = playerName.trim().toLowerCase();
  const at = seats.findIndex((s) => s.bot === null && s.name.trim().toLowerCase() === own);
  return own !== '' && at >= 0 ? at : null;
}

/** Capitalises the first letter, for a word that opens a sentence. */
export function upper(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export class Voice {
  constructor(
    private readonly seats: readonly Sitter[],
    /** The seat spoken to in the second person, or null. */
    readonly you: number | null,
  ) {}

  /** The voice for a table: "you" found by `youSeat`. */
  static of(seats: readonly Sitter[], playerName: string): Voice {
    return new Voice(seats, youSeat(seats, playerName));
  }

  /**
   * The voice for seats known only by name (a review's): "you" is the seat under the player's
   * own name, as nothing says which seats were bots.
   */
  static byName(names: readonly string[], playerName: string): Voice {
    const own = playerName.trim().toLowerCase();
    const at = names.findIndex((name) => name.trim().toLowerCase() === own);
    return new Voice(
      names.map((name) => ({ name, bot: null })),
      own !== '' && at >= 0 ? at : null,
    );
  }

  isYou(seat: number): boolean {
    return seat === this.you;
  }

  /** The seat's name as the scoreboard shows it (never "you"). */
  name(seat: number): string {
    return this.seats[seat]?.name ?? `Player ${seat + 1}`;
  }

  /** The seat opening a sentence: "You" or "Milo". */
  who(seat: number): string {
    return this.isYou(seat) ? 'You' : this.name(seat);
  }

  /** The seat inside a sentence: "you" or "Milo". */
  whom(seat: number): string {
    return this.isYou(seat) ? 'you' : this.name(seat);
  }

  /** Whose, inside a sentence: "your" or "Milo’s". */
  whose(seat: number): string {
    return this.isYou(seat) ? 'your' : `${this.name(seat)}’s`;
  }

  /** Whose, opening a sentence: "Your" or "Milo’s". */
  Whose(seat: number): string {
    return upper(this.whose(seat));
  }

  /** Subject and verb that agree: does(seat, 'win', 'wins') is "You win" or "Milo wins". */
  does(seat: number, youForm: string, theyForm: string): string {
    return `${this.who(seat)} ${this.isYou(seat) ? youForm : theyForm}`;
  }

  /** The same inside a sentence: "you win" or "Milo wins". */
  doesIn(seat: number, youForm: string, theyForm: string): string {
    return `${this.whom(seat)} ${this.isYou(seat) ? youForm : theyForm}`;
  }

  /**
   * A name to add after a greeting (", Ana"), or nothing when the player's seat has only the
   * default name "You" ("You won, You!" reads wrong).
   */
  greeting(seat: number): string {
    const name = this.name(seat).trim();
    return name === '' || name.toLowerCase() === 'you' ? '' : `, ${name}`;
  }

  /** "Your turn" or "Milo’s turn". */
  turn(seat: number): string {
    return `${this.Whose(seat)} turn`;
  }
}
