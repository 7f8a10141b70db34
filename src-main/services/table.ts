import type { TurnRecord } from '../../src-shared/farkle';
import { runGameReplay, type GameDef, type GameReplay } from '../engine';
import type { StoredMove, StoredReplay } from '../db/history';
import { ServiceError } from './errors';

/** Where tables are kept as they are played (the games store). */
export interface TableStore {
  started(gameId: string, replay: StoredReplay): void;
  acted(gameId: string, seq: number, move: StoredMove): void;
  /** An unfinished game given up (kept, as abandoned) or deleted with its played turns. */
  removed(gameId: string, how: 'abandon' | 'delete', turns: readonly TurnRecord[]): void;
}

/** A game on the table: its replay (setup + actions so far) and the state it leads to. */
export interface Table<S, R> {
  id: string;
  replay: R;
  state: S;
}

/** What the table service needs of a game beyond the engine's contract. */
export interface TableKind<S, A, Ev, R extends StoredReplay & GameReplay<A>> {
  def: GameDef<unknown, S, A, Ev, R, { code: string; message: string }>;
  /** The move as the store keeps it, with the coach's figures where the game has a coach. */
  move(before: S, action: A, after: S): StoredMove;
}

/** A bot may not act forever in one request; a turn this long means the bot is broken. */
const MAX_BOT_ACTIONS_PER_TURN = 10_000;

/**
 * The one table service for both games: opens, restores, finds and plays tables, storing every
 * move before the table makes it. Each game's service adds its own requests and views on top.
 */
export class Tables<S, A, Ev, R extends StoredReplay & GameReplay<A>> {
  private readonly tables = new Map<string, Table<S, R>>();

  constructor(
    private readonly kind: TableKind<S, A, Ev, R>,
    private readonly options: { store?: TableStore | undefined; newId: () => string },
  ) {}

  /** A new table from a replay with no actions yet. */
  start(replay: R): Table<S, R> {
    const table: Table<S, R> = {
      id: this.options.newId(),
      replay,
      state: this.kind.def.newGame(this.kind.def.setupOf(replay)),
    };
    this.options.store?.started(table.id, replay);
    this.tables.set(table.id, table);
    return table;
  }

  /** Puts a stored game back on the table, replayed from its log to its exact last state. */
  restore(gameId: string, replay: R): void {
    const result = runGameReplay(this.kind.def, replay);
    if (!result.ok) throw new Error(`stored game ${gameId} does not replay: ${result.error}`);
    this.tables.set(gameId, { id: gameId, replay, state: result.state });
  }

  find(gameId: string): Table<S, R> {
    const table = this.tables.get(gameId);
    if (!table) throw new ServiceError('not-found', 'that game is not open any more');
    return table;
  }

  /** Tables still being played, most recent first. */
  unfinished(): Array<Table<S, R>> {
    return [...this.tables.values()]
      .filter((table) => !this.kind.def.isOver(table.state))
      .reverse();
  }

  /**
   * Takes an unfinished table off, abandoned or deleted, stored first; `turns` are its played
   * Farkle turns (none for Roll-Dice-Roll), whose figures a deletion takes back.
   */
  remove(gameId: string, how: 'abandon' | 'delete', turns: readonly TurnRecord[]): void {
    const table = this.find(gameId);
    if (this.kind.def.isOver(table.state)) {
      throw new ServiceError('illegal', 'that game is over: it stays in History');
    }
    this.options.store?.removed(gameId, how, turns);
    this.tables.delete(gameId);
  }

  /** Plays one action: refused in the engine's words, or stored, made, and told as events. */
  step(table: Table<S, R>, action: A): { events: Ev[]; move: StoredMove } {
    const result = this.kind.def.apply(table.state, action);
    if (!result.ok) throw new ServiceError('illegal', result.error.message);
    const events = this.kind.def.events(table.state, action, result.value);
    const move = this.kind.move(table.state, action, result.value);
    // Stored first: if the history cannot take the move, the table does not make it either.
    this.options.store?.acted(table.id, table.replay.actions.length, move);
    table.state = result.value;
    table.replay.actions.push(action);
    return { events, move };
  }

  /** A bot's action, or its actions to the end of its turn (or round). */
  botStep(
    table: Table<S, R>,
    bot: { name: string; decide: (state: S) => A },
    toEndOfTurn: boolean,
  ): Ev[] {
    const events: Ev[] = [];
    for (let steps = 1; ; steps++) {
      const before = table.state;
      events.push(...this.step(table, bot.decide(before)).events);
      const done = this.kind.def.isOver(table.state) || this.kind.def.endsTurn(before, table.state);
      if (!toEndOfTurn || done) return events;
      if (steps >= MAX_BOT_ACTIONS_PER_TURN) {
        throw new ServiceError('internal', `${bot.name} would not finish its turn`);
      }
    }
  }
}
