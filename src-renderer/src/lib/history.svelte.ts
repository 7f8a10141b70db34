/**
 * The History screen's state: the filters, one page of past games, the replay being watched, and
 * export and import. Every game, frame and count comes from the main process.
 */
import type {
  ApiClient,
  HistoryEntry,
  HistoryQuery,
  ImportProgress,
  ImportResult,
  ProfileView,
  ReplayFrame,
} from '../../../src-shared/api';
import type { PresetId } from '../../../src-shared/farkle';
import { downloadFile } from './download';
import { screenGameOf } from './games';
import { exportedWords } from './words';

export const PAGE_SIZE = 15;
/** How often the screen asks how far an import has got. */
export const IMPORT_POLL_MS = 250;

export interface HistoryFilters {
  profileId: number | null;
  preset: PresetId | null;
  /** yyyy-mm-dd from the date fields; empty for no bound. */
  from: string;
  to: string;
}

/** What the last export or import did, in words for the player. */
export interface FileOutcome {
  ok: boolean;
  text: string;
}

export function importSummary(result: ImportResult): string {
  const count = (n: number) => n.toLocaleString('en');
  return `${count(result.imported)} imported, ${count(result.duplicates)} already kept`;
}

export class HistoryModel {
  filters = $state<HistoryFilters>({ profileId: null, preset: null, from: '', to: '' });
  page = $state(0);
  entries = $state.raw<HistoryEntry[]>([]);
  /** There is at least one older game past this page. */
  hasMore = $state(false);
  loading = $state(true);
  error = $state<string | null>(null);
  profiles = $state.raw<ProfileView[]>([]);
  fileOutcome = $state.raw<FileOutcome | null>(null);
  /** How many sealed games the export asked about would carry; null when it asks nothing. */
  askSealed = $state<number | null>(null);
  busy = $state(false);
  /** How far the import under way has got, as the main process last said. */
  importing = $state.raw<ImportProgress | null>(null);

  filtered = $derived(
    this.filters.profileId !== null ||
      this.filters.preset !== null ||
      this.filters.from !== '' ||
      this.filters.to !== '',
  );

  private request = 0;

  constructor(private readonly api: ApiClient) {}

  async loadProfiles(): Promise<void> {
    const result = await this.api.listProfiles(null);
    if (result.ok) this.profiles = result.value;
  }

  /** Reads the current page again (after a filter change, an import, or on opening). */
  async refresh(): Promise<void> {
    const request = ++this.request;
    this.loading = true;
    const { profileId, preset, from, to } = this.filters;
    const query: HistoryQuery = {
      profileId,
      preset,
      from: from === '' ? null : from,
      to: to === '' ? null : to,
      // One more than a page: whether it comes back says if there is an older page.
      limit: PAGE_SIZE + 1,
      offset: this.page * PAGE_SIZE,
    };
    const result = await this.api.listHistory(query);
    if (request !== this.request) return;
    this.loading = false;
    if (!result.ok) {
      this.error = result.error.message;
      this.entries = [];
      this.hasMore = false;
      return;
    }
    this.error = null;
    this.entries = result.value.slice(0, PAGE_SIZE);
    this.hasMore = result.value.length > PAGE_SIZE;
  }

  /** A filter changed: back to the newest page. */
  async filtersChanged(): Promise<void> {
    this.page = 0;
    await this.refresh();
  }

  async clearFilters(): Promise<void> {
    this.filters = { profileId: null, preset: null, from: '', to: '' };
    await this.filtersChanged();
  }

  async older(): Promise<void> {
    if (!this.hasMore) return;
    this.page++;
    await this.refresh();
  }

  async newer(): Promise<void> {
    if (this.page === 0) return;
    this.page--;
    await this.refresh();
  }

  /**
   * Export all history: with sealed games (unfinished, drawn seed) the player is told first what
   * carrying them means (`askSealed`), and answers with `exportAll(leaveOut)`.
   */
  async planExport(): Promise<void> {
    const plan = await this.api.exportPlan(null);
    if (!plan.ok) {
      this.fileOutcome = { ok: false, text: `Could not export: ${plan.error.message}` };
      return;
    }
    if (plan.value.sealed === 0) return this.exportAll(false);
    this.askSealed = plan.value.sealed;
  }

  async exportAll(leaveOutSealed: boolean): Promise<void> {
    const sealed = this.askSealed ?? 0;
    this.askSealed = null;
    const result = await this.api.exportHistory(leaveOutSealed ? { leaveOutSealed } : null);
    if (!result.ok) {
      this.fileOutcome = { ok: false, text: `Could not export: ${result.error.message}` };
      return;
    }
    downloadFile(result.value);
    this.fileOutcome = {
      ok: true,
      text: exportedWords(result.value.fileName, sealed, leaveOutSealed),
    };
    if (!leaveOutSealed && sealed > 0) await this.refresh();
  }

  async exportGame(gameId: string): Promise<void> {
    const result = await this.api.exportReplay({ gameId });
    if (!result.ok) {
      this.fileOutcome = { ok: false, text: `Could not export: ${result.error.message}` };
      return;
    }
    downloadFile(result.value);
    this.fileOutcome = { ok: true, text: `Saved this game as ${result.value.fileName}.` };
  }

  /** Sends a chosen file's text to the main process; the list shows what it brought. */
  async importFile(file: File): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.fileOutcome = null;
    try {
      let text: string;
      try {
        text = await file.text();
      } catch {
        this.fileOutcome = { ok: false, text: `${file.name} could not be read.` };
        return;
      }
      const answer = this.api.importFile({ text });
      await this.watchImport(answer);
      const result = await answer;
      if (!result.ok) {
        this.fileOutcome = { ok: false, text: result.error.message };
        return;
      }
      this.fileOutcome = { ok: true, text: `${file.name}: ${importSummary(result.value)}.` };
      await Promise.all([this.refresh(), this.loadProfiles()]);
    } finally {
      this.busy = false;
    }
  }

  /** An import begun before the screen was last left: followed to its end, then listed. */
  async followImport(): Promise<void> {
    if (this.busy) return;
    const status = await this.api.importStatus(null);
    if (!status.ok || status.value === null || this.busy) return;
    this.busy = true;
    try {
      this.importing = status.value;
      await this.watchImport(null);
      this.fileOutcome = { ok: true, text: 'The import under way has finished.' };
      await Promise.all([this.refresh(), this.loadProfiles()]);
    } finally {
      this.busy = false;
    }
  }

  /** Shows the import's progress until `answer` comes, or until the main process has none left. */
  private async watchImport(answer: Promise<unknown> | null): Promise<void> {
    let answered = false;
    void answer?.then(() => (answered = true));
    for (;;) {
      const pause = new Promise((wake) => setTimeout(wake, IMPORT_POLL_MS));
      await (answer ? Promise.race([answer, pause]) : pause);
      if (answered) break;
      const status = await this.api.importStatus(null);
      if (answered || !status.ok) break;
      // None now, after one was shown: it has ended (before this screen's request, none yet).
      if (status.value === null && this.importing !== null) break;
      this.importing = status.value;
    }
    this.importing = null;
  }
}

/**
 * A stored game watched step by step: the frame after `step` actions, asked of the main process
 * as the player moves. Moves made faster than the answers come are counted from the step asked
 * for, and only the latest answer is shown.
 */
export class ReplayModel {
  frame = $state.raw<ReplayFrame | null>(null);
  /** The game as it ended (the last step): who played each turn, for the jump list. */
  final = $state.raw<ReplayFrame | null>(null);
  /** The step asked for last (the frame catches up with it). */
  target = $state(0);
  error = $state<string | null>(null);

  steps = $derived(this.frame?.steps ?? 0);
  step = $derived(this.frame?.step ?? 0);
  /** Where each part of the game (a turn, a round) starts. */
  starts = $derived.by((): number[] => {
    const frame = this.frame;
    if (!frame) return [];
    return screenGameOf(frame.kind).starts(frame);
  });
  /** Which turn or round (0-based) the shown step belongs to. */
  part = $derived.by(() => {
    let found = 0;
    this.starts.forEach((start, i) => {
      if (start <= this.step) found = i;
    });
    return found;
  });

  private request = 0;

  constructor(
    private readonly api: ApiClient,
    readonly entry: HistoryEntry,
  ) {}

  /** The first frame (before any move) and the last one. */
  async open(): Promise<void> {
    const first = await this.api.replayFrame({ gameId: this.entry.gameId, step: 0 });
    if (!first.ok) {
      this.error = first.error.message;
      return;
    }
    this.frame = first.value;
    this.target = 0;
    const last = await this.api.replayFrame({
      gameId: this.entry.gameId,
      step: first.value.steps,
    });
    if (last.ok) this.final = last.value;
  }

  async go(step: number): Promise<void> {
    if (!this.frame) return;
    const to = Math.max(0, Math.min(this.frame.steps, Math.round(step)));
    this.target = to;
    const request = ++this.request;
    const result = await this.api.replayFrame({ gameId: this.entry.gameId, step: to });
    if (request !== this.request) return;
    if (!result.ok) {
      this.error = result.error.message;
      return;
    }
    this.error = null;
    this.frame = result.value;
  }

  forward(): Promise<void> {
    return this.go(this.target + 1);
  }

  back(): Promise<void> {
    return this.go(this.target - 1);
  }

  first(): Promise<void> {
    return this.go(0);
  }

  last(): Promise<void> {
    return this.go(this.steps);
  }

  /** To the start of turn (or round) `index`, 0-based. */
  jump(index: number): Promise<void> {
    return this.go(this.starts[index] ?? 0);
  }
}
