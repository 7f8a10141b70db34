/**
 * The Stats screen's state: the profiles, the one picked, its figures from the main process, and
 * the profile changes (rename, merge, archive) with the main process's answer to each.
 */
import type { ApiClient, ProfileStats, ProfileView } from '../../../src-shared/api';

export class StatsModel {
  profiles = $state.raw<ProfileView[]>([]);
  /** Archived profiles are listed only when the player asks for them. */
  showArchived = $state(false);
  /** Count games whose seed the player typed (dice known before the game). */
  withChosenSeeds = $state(true);
  selectedId = $state<number | null>(null);
  stats = $state.raw<ProfileStats | null>(null);
  /** The first load has not answered yet. */
  loading = $state(true);
  /** Why the profiles or the figures could not be read. */
  error = $state<string | null>(null);
  /** The answer to the last profile change: done, or the main process's refusal. */
  outcome = $state.raw<{ ok: boolean; text: string } | null>(null);
  busy = $state(false);

  selected = $derived(this.profiles.find((p) => p.id === this.selectedId) ?? null);
  /** What the picker lists: archived profiles only on request (and the one picked, always). */
  listed = $derived(
    this.profiles.filter((p) => this.showArchived || !p.archived || p.id === this.selectedId),
  );
  archivedCount = $derived(this.profiles.filter((p) => p.archived).length);
  /** The profiles the picked one may be merged with: the same kind (person or bot), not itself. */
  mergeCandidates = $derived(
    this.profiles.filter(
      (p) =>
        this.selected !== null &&
        p.id !== this.selected.id &&
        (p.bot === null) === (this.selected.bot === null),
    ),
  );

  private request = 0;

  constructor(
    private readonly api: ApiClient,
    /** The player's own name (Settings): Stats opens on their profile. */
    private readonly playerName: () => string = () => '',
  ) {}

  /** Reads the profiles and shows the player's own (or the profile asked for, or the first person). */
  async load(prefer: number | null = this.selectedId): Promise<void> {
    const result = await this.api.listProfiles(null);
    this.loading = false;
    if (!result.ok) {
      this.error = result.error.message;
      return;
    }
    this.profiles = result.value;
    const keep = result.value.find((p) => p.id === prefer);
    const own = this.playerName().trim().toLowerCase();
    const mine = result.value.find((p) => p.bot === null && p.name.toLowerCase() === own);
    const first =
      keep ??
      mine ??
      result.value.find((p) => !p.archived && p.bot === null) ??
      result.value[0] ??
      null;
    await this.select(first?.id ?? null);
  }

  async select(id: number | null): Promise<void> {
    const request = ++this.request;
    this.selectedId = id;
    if (id === null) {
      this.stats = null;
      return;
    }
    const result = await this.api.profileStats({
      profileId: id,
      withChosenSeeds: this.withChosenSeeds,
    });
    if (request !== this.request) return;
    if (!result.ok) {
      this.error = result.error.message;
      this.stats = null;
      return;
    }
    this.error = null;
    this.stats = result.value;
  }

  /** Counts or leaves out the games whose seed was typed, and reads the figures again. */
  async countChosenSeeds(count: boolean): Promise<void> {
    this.withChosenSeeds = count;
    await this.select(this.selectedId);
  }

  async rename(name: string): Promise<boolean> {
    const profile = this.selected;
    if (!profile) return false;
    return this.change(
      'rename',
      () => this.api.renameProfile({ profileId: profile.id, name }),
      (view) => `Renamed ${profile.name} to ${view.name}.`,
    );
  }

  /** Moves every game of `fromId` to the picked profile; `fromId` leaves the lists. */
  async mergeFrom(fromId: number): Promise<boolean> {
    const into = this.selected;
    const from = this.profiles.find((p) => p.id === fromId);
    if (!into || !from) return false;
    return this.change(
      'merge',
      () => this.api.mergeProfiles({ fromId, intoId: into.id }),
      (view) => `${from.name}’s games now belong to ${view.name}.`,
    );
  }

  async setArchived(archived: boolean): Promise<boolean> {
    const profile = this.selected;
    if (!profile) return false;
    return this.change(
      archived ? 'archive' : 'unarchive',
      () => this.api.archiveProfile({ profileId: profile.id, archived }),
      (view) =>
        archived
          ? `${view.name} is archived: hidden from the list until “Show archived” is on.`
          : `${view.name} is back in the list.`,
    );
  }

  private async change(
    what: string,
    call: () => ReturnType<ApiClient['renameProfile']>,
    done: (view: ProfileView) => string,
  ): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    this.outcome = null;
    try {
      const result = await call();
      if (!result.ok) {
        this.outcome = {
          ok: false,
          text: `Could not ${what}: ${result.error.message.replace(/\.$/, '')}.`,
        };
        return false;
      }
      this.outcome = { ok: true, text: done(result.value) };
      await this.load(result.value.id);
      return true;
    } finally {
      this.busy = false;
    }
  }
}
