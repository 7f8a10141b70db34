import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FarkleState, Rules } from '../../src-shared/farkle';
import type { SeatPosition } from '../engine/farkle/seatapproxsolve';
import {
  SeatApprox,
  seatApproxProblem,
  type SeatOddsTable,
} from '../engine/farkle/seatapproxtable';
import {
  HandedFinalTurns,
  type FinalPosition,
  type FinalTurnCells,
} from '../engine/farkle/seatfinalturn';
import { MAX_SEAT_BYTES, seatRulesProblem, seatTableBytes } from '../engine/farkle/seatlayout';
import { seatTurnNeeded } from '../engine/farkle/seatplay';
import type { SeatTable } from '../engine/farkle/seatsolver';
import type { SeatTurnCells } from '../engine/farkle/seatturncells';
import { ServiceError } from '../errors';
import type { SeatOddsSource } from '../services/seatchance';
import {
  readSeatTable,
  seatRulesKey,
  seatTableKept,
  seatTableName,
  seatTableParts,
} from './seatOddsFile';

/**
 * Where the odds' turns the API's thread does not solve are solved (approxThread: a worker): the
 * approximation's race and turns, and every table's final-round turns.
 */
export interface ApproxTurns {
  /** Builds the race of these rules (about 1 to 6 s), reporting the share done. */
  build(rules: Rules, seats: number, onProgress: (share: number) => void): Promise<void>;
  /** The mover's turn at this position (SeatApproxSolver's), as cells. */
  turn(rules: Rules, seats: number, position: SeatPosition): Promise<SeatTurnCells>;
  /** The mover's turn in a final round (seatfinalturn's), as cells. */
  finalTurn(rules: Rules, seats: number, position: FinalPosition): Promise<FinalTurnCells>;
}

export interface SeatOddsStoreOptions {
  /** The data folder: solved tables are kept in its `seat-tables` folder by rules digest. */
  dataDir: string;
  /** Solves a table off this thread (seatPool's solveSeatsParallel), reporting the share done. */
  solve(rules: Rules, seats: number, onProgress: (share: number) => void): Promise<SeatTable>;
  /** Tables kept in memory (three seats at 10,000 points take 192 MB each). */
  capacity?: number;
  /** Threads a solve runs on (the setup's estimate of a first solve divides by them). */
  threads?: number;
  /** The approximate odds, past what the exact solve holds. */
  approx: ApproxTurns;
}

interface Solving {
  progress: number;
  table: Promise<SeatOddsTable>;
}

/**
 * Three- and four-seat win-chance tables for the app, mirroring WinOddsStore: from memory (the
 * most recently used), the data folder, and otherwise solved on worker threads once and kept in
 * the data folder (named by the SHA-256 of the rules and seats, with a checksum), so each rule
 * set is paid for once. The same rules and seats share one solve, and solves run one at a time
 * (each takes every core its threads may). Reading and writing a table hash it in chunks, so the
 * rest of the app keeps answering meanwhile.
 */
export class SeatOddsStore implements SeatOddsSource {
  private readonly memory = new Map<string, SeatOddsTable>();
  private readonly solving = new Map<string, Solving>();
  private readonly failed = new Set<string>();
  /** Approximate turns being solved, by rules, seats and position. */
  private readonly turns = new Map<string, Promise<void>>();
  private readonly capacity: number;
  private queue: Promise<unknown> = Promise.resolve();

  readonly threads: number;

  constructor(private readonly options: SeatOddsStoreOptions) {
    this.capacity = Math.max(1, options.capacity ?? 1);
    this.threads = Math.max(1, options.threads ?? 1);
  }

  private pathOf(rules: Rules, seats: number): string {
    return join(this.options.dataDir, 'seat-tables', seatTableName(rules, seats));
  }

  /** Whether the table needs no solve: in memory, or kept in the data folder for these rules. */
  async isKept(rules: Rules, seats: number): Promise<boolean> {
    if (seatRulesProblem(rules, seats) !== null || seatTableBytes(rules, seats) > MAX_SEAT_BYTES)
      return false;
    return (
      this.peek(rules, seats) !== null || seatTableKept(this.pathOf(rules, seats), rules, seats)
    );
  }

  /** The table if it is in memory now (never reads a file or starts a solve). */
  peek(rules: Rules, seats: number): SeatOddsTable | null {
    const key = seatRulesKey(rules, seats);
    const kept = this.memory.get(key);
    if (kept) this.remember(key, kept);
    return kept ?? null;
  }

  /** The share (0 to 1) of the solve under way for these rules and seats, or null if none is. */
  progress(rules: Rules, seats: number): number | null {
    return this.solving.get(seatRulesKey(rules, seats))?.progress ?? null;
  }

  hasFailed(rules: Rules, seats: number): boolean {
    return this.failed.has(seatRulesKey(rules, seats));
  }

  /**
   * The table for these rules and seats: kept, read from the data folder, or solved. Rejects
   * with a ServiceError in the player's words for rules or seat counts the solver cannot take.
   */
  get(rules: Rules, seats: number): Promise<SeatOddsTable> {
    const tooLarge =
      seatRulesProblem(rules, seats) === null && seatTableBytes(rules, seats) > MAX_SEAT_BYTES;
    const problem = tooLarge ? seatApproxProblem(rules, seats) : seatRulesProblem(rules, seats);
    if (problem) return Promise.reject(new ServiceError('illegal', problem));
    const found = this.peek(rules, seats);
    if (found) return Promise.resolve(found);
    const key = seatRulesKey(rules, seats);
    const under = this.solving.get(key);
    if (under) return under.table;
    const entry: Solving = { progress: 0, table: Promise.resolve(null as never) };
    const made = tooLarge
      ? this.options.approx
          .build(rules, seats, (share) => (entry.progress = share))
          .then(() => new SeatApprox(rules, seats, null))
      : this.solved(this.pathOf(rules, seats), rules, seats, entry).then(
          // Its final-round turns are solved off this thread too, and handed to it.
          (exact): SeatTable => ({ ...exact, finalTurns: new HandedFinalTurns() }),
        );
    const table = made
      .then((ready) => {
        this.remember(key, ready);
        return ready;
      })
      .catch((error: unknown) => {
        this.failed.add(key);
        throw error;
      })
      .finally(() => this.solving.delete(key));
    entry.table = table;
    this.solving.set(key, entry);
    return table;
  }

  /**
   * The turn a game in this state needs from a table in memory (an approximate table's, or a
   * final round's), solved on the odds' turn thread and handed to the table; at once when there
   * is none to solve.
   */
  prepare(state: FarkleState): Promise<void> {
    const seats = state.seats.length;
    const table = this.peek(state.rules, seats);
    const need = table && seatTurnNeeded(table, state);
    if (!table || !need) return Promise.resolve();
    const { totals, flags } = need.position;
    const at = need.kind === 'final' ? `;${need.position.leader}` : '';
    const key = `${seatRulesKey(state.rules, seats)}@${need.kind}:${totals.join()};${flags.join()}${at}`;
    let solving = this.turns.get(key);
    if (!solving) {
      const { approx } = this.options;
      solving = (
        need.kind === 'final'
          ? approx
              .finalTurn(state.rules, seats, need.position)
              .then((cells) => table.finalTurns!.accept(need.position, cells))
          : approx
              .turn(state.rules, seats, need.position)
              .then((cells) => (table as SeatApprox).accept(need.position, cells))
      ).finally(() => this.turns.delete(key));
      this.turns.set(key, solving);
    }
    return solving;
  }

  /** The exact table: from the data folder, else solved (one solve at a time) and saved there. */
  private solved(path: string, rules: Rules, seats: number, entry: Solving): Promise<SeatTable> {
    return readSeatTable(path, rules, seats).then(async (saved) => {
      if (saved) return saved;
      const turn = this.queue.then(() =>
        this.options.solve(rules, seats, (share) => (entry.progress = share)),
      );
      this.queue = turn.catch(() => undefined);
      const solved = await turn;
      await this.save(path, solved);
      return solved;
    });
  }

  /** Most recently used last; the oldest goes when there are too many. */
  private remember(key: string, table: SeatOddsTable): void {
    this.memory.delete(key);
    this.memory.set(key, table);
    while (this.memory.size > this.capacity) {
      this.memory.delete(this.memory.keys().next().value!);
    }
  }

  /** Written whole or not at all: a temporary file renamed into place. A failed write is only a lost cache. */
  private async save(path: string, table: SeatTable): Promise<void> {
    const temp = `${path}.${process.pid}.tmp`;
    try {
      await mkdir(join(this.options.dataDir, 'seat-tables'), { recursive: true });
      await writeFile(temp, await seatTableParts(table));
      await rename(temp, path);
    } catch {
      await rm(temp, { force: true });
    }
  }
}
