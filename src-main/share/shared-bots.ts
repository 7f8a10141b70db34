import type { TableView } from '../../src-shared/games';
import { seatingOf, standInMove, type SharedTable } from './table-port';

/** Who makes the move due at a shared table: its own bot, a stand-in for a person seat, or nobody here. */
export type MoverHere = 'bot' | 'stand-in' | null;

export interface SharedBotsOptions {
  table: SharedTable;
  /** Who moves now, as the sharing service sees the game. */
  mover(gameId: string, table: TableView): MoverHere;
  /** The pause before each move: the host's Bot speed. */
  delayMs(): number;
  log(line: string): void;
}

/**
 * The bots of shared games, paced here in the main process: a shared table's bots (and the
 * stand-ins of seats handed to a bot) go on while the host's window is on another screen or
 * closed. The window leaves a shared game's bots to this.
 */
export class SharedBots {
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(private readonly options: SharedBotsOptions) {}

  /** Looks at the game after a change: a move due here is made after the pause. */
  async poke(gameId: string): Promise<void> {
    this.stop(gameId);
    const now = await this.options.table.view(gameId);
    if (!now.ok || this.moverAt(gameId, now.value) === null) return;
    const step = seatingOf(now.value).actionCount;
    // A poke that came in meanwhile may have set a timer: the latest look decides.
    this.stop(gameId);
    this.timers.set(
      gameId,
      setTimeout(() => {
        this.timers.delete(gameId);
        void this.move(gameId, step);
      }, this.options.delayMs()),
    );
  }

  stop(gameId: string): void {
    clearTimeout(this.timers.get(gameId));
    this.timers.delete(gameId);
  }

  close(): void {
    for (const gameId of [...this.timers.keys()]) this.stop(gameId);
  }

  private moverAt(gameId: string, table: TableView): MoverHere {
    return seatingOf(table).over ? null : this.options.mover(gameId, table);
  }

  /**
   * One move on the step it was due at. A move the game went past (the host or a device moved
   * first) is refused as stale, and the change that moved it pokes again.
   */
  private async move(gameId: string, step: number): Promise<void> {
    const { table } = this.options;
    const now = await table.view(gameId);
    if (!now.ok || seatingOf(now.value).actionCount !== step) return;
    const mover = this.moverAt(gameId, now.value);
    if (mover === null) return;
    let done;
    if (mover === 'bot') done = await table.botStep(gameId, step);
    else {
      const hint = await table.hint(gameId);
      if (!hint.ok) return this.options.log(`A stand-in found no move: ${hint.error.message}`);
      done = await table.act(gameId, step, standInMove(now.value, hint.value));
    }
    if (!done.ok && done.error.code !== 'conflict') {
      this.options.log(`A shared game's bot could not move: ${done.error.message}`);
    }
  }
}
