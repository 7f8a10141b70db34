import type {
  ImportProgress,
  ImportResult,
  ReplayFile,
  ReplayFrame,
  WinChanceView,
} from '../../src-shared/api';
import type { FarkleState } from '../../src-shared/farkle';
import { moduleOf, runGameReplay, writeReplay } from '../engine';
import type { SeedMarks } from '../db/seed-known';
import type { GameStore, StoredGame } from '../db/game-store';
import { ServiceError } from '../errors';
import type { ImportSource, SourcedImportRunner } from './archive-jobs';
import { DrawnSeal } from './drawn-seal';
import { refuseOtherEngine } from './played-games';
import { HISTORY_FORMAT, type ImportPlace } from './import';
import { serviceOf } from './registry';
import { canSeal, seedShown } from './seal';
import type { WriteGate } from './write-gate';

export interface ArchiveOptions {
  now: () => string;
  newId: () => string;
  /** The odds a replay's frame shows (two-seat games); none when left out. */
  winChance?: (state: FarkleState) => WinChanceView;
  /** What an import works on, through connections of its own. */
  where: ImportPlace;
  /** Where imports run (and read their source): a worker thread in the app. */
  runImport: SourcedImportRunner;
  /** Held alone by an import while it writes. */
  gate: WriteGate;
  /** Drawn seeds made known: the games a history export carried count as typed. */
  marks: SeedMarks;
  /** This history's secret: it seals an export's drawn seeds, and checks an import's. */
  secret: string;
}

/** Export and import of every game, and step-by-step views of a stored game. */
export class Archive {
  /** The import under way: one at a time. */
  private importing: ImportProgress | null = null;

  constructor(
    private readonly history: GameStore,
    private readonly options: ArchiveOptions,
  ) {}

  /**
   * Every game; a sealed one (unfinished, drawn seed) only when `carried`, and then as typed,
   * since the file shows its seed. Damaged ones as they are stored, under `damaged` (left out
   * when there are none).
   */
  exportAll(carried: ReadonlySet<string>): ReplayFile {
    const games = this.history
      .all()
      .filter((game) => !sealed(game) || carried.has(game.id))
      .map((game) => (sealed(game) ? { ...game, seedChosen: true } : game));
    const damaged = this.history.damaged.list().map(({ gameId }) => this.damagedRaw(gameId)!);
    const seal = new DrawnSeal(this.options.secret);
    for (const game of games) seal.add(game);
    const exportedAt = this.options.now();
    const file = {
      format: HISTORY_FORMAT,
      version: 1,
      exportedAt,
      drawnSeal: seal.digest(),
      games,
    };
    const text = `${JSON.stringify(damaged.length > 0 ? { ...file, damaged } : file, null, 1)}\n`;
    return { fileName: `hotdice-history-${this.options.now().slice(0, 10)}.json`, text };
  }

  /**
   * Takes a replay file or a history export, all or nothing, off the thread that answers the
   * API: other calls answer meanwhile, and calls that write wait for its one transaction.
   */
  async importText(source: ImportSource): Promise<ImportResult> {
    if (this.importing) {
      throw new ServiceError(
        'illegal',
        'Hot Dice is still importing a file; wait for it to finish',
      );
    }
    this.importing = { phase: 'checking', done: 0, total: 0 };
    let release = (): void => {};
    try {
      const job = {
        source,
        now: this.options.now(),
        loneId: this.options.newId(),
        damaged: this.history.damaged.list(),
        secret: this.options.secret,
      };
      return await this.options.runImport(this.options.where, job, {
        progress: (progress) => (this.importing = progress),
        mayWrite: async () => {
          release = await this.options.gate.hold();
        },
      });
    } finally {
      release();
      this.importing = null;
    }
  }

  /** The sealed games (unfinished, drawn seed, not damaged) an export would carry. */
  sealedIds(): string[] {
    const damaged = new Set(this.history.damaged.list().map(({ gameId }) => gameId));
    return this.options.marks.drawnUnfinished().filter((id) => {
      const game = damaged.has(id) ? undefined : this.history.stored(id);
      return game !== undefined && game !== null && sealed(game);
    });
  }

  /** Carried sealed games count as typed from now on: the export made their dice readable. */
  markCarried(ids: readonly string[]): void {
    for (const id of ids) {
      const game = this.history.stored(id);
      if (!game || !sealed(game)) continue;
      const played = runGameReplay(serviceOf(game.replay.game).table.def, game.replay);
      const turns =
        played.ok && game.replay.game === 'farkle' ? (played.state as FarkleState).history : [];
      this.options.marks.markKnown(id, turns);
    }
  }

  /** How far the import under way has got, or null when there is none. */
  importStatus(): ImportProgress | null {
    return this.importing;
  }

  exportGame(gameId: string): ReplayFile {
    const raw = this.damagedRaw(gameId);
    if (raw) {
      return {
        fileName: `hotdice-damaged-${gameId}.json`,
        text: `${JSON.stringify(raw, null, 2)}\n`,
      };
    }
    const game = this.storedOf(gameId);
    if (sealed(game)) {
      throw new ServiceError(
        'illegal',
        'finish the game to export it: its dice are sealed until then',
      );
    }
    const { replay } = game;
    const seed = `0x${replay.seed.toString(16)}`;
    const name = moduleOf(replay).fileStem(replay);
    return { fileName: `hotdice-${name}-${seed}.json`, text: writeReplay(replay) };
  }

  /** The game as it stood after `step` actions, with where each turn (or round) starts. */
  frame(gameId: string, step: number): ReplayFrame {
    const { replay, seedChosen, endedAt } = this.storedOf(gameId);
    refuseOtherEngine(replay);
    // A game with an end, abandoned ones too, is never played again: its seed is shown.
    const ended = (last: unknown) => endedAt !== null || moduleOf(replay).def.isOver(last);
    const steps = replay.actions.length;
    if (step > steps) throw new ServiceError('bad-request', `this game has only ${steps} moves`);
    return serviceOf(replay.game).frame({
      gameId,
      replay,
      step,
      seedAt: (last) => seedShown(replay, seedChosen, ended(last)),
      ...(this.options.winChance ? { winChance: this.options.winChance } : {}),
    });
  }

  /** A damaged game as stored, but for a seed the app drew for a game not yet over. */
  private damagedRaw(gameId: string): Record<string, unknown> | null {
    const raw = this.history.damaged.raw(gameId);
    // Damaged this launch, it may replay again in another: its drawn seed stays sealed.
    return raw && raw.status === 'playing' && !raw.seedChosen ? { ...raw, seed: null } : raw;
  }

  private storedOf(gameId: string): StoredGame {
    const game = this.history.stored(gameId);
    if (!game) throw new ServiceError('not-found', 'that game is not in your history');
    return game;
  }
}

/** An unfinished game whose seed the app drew: its dice stay sealed until it ends (or is abandoned). */
function sealed(game: StoredGame): boolean {
  return game.endedAt === null && !game.seedChosen && canSeal(game.replay.generator);
}
