/** Player preferences kept by the main process (getSettings/saveSettings). */
import type { ApiClient, Settings as StoredSettings } from '../../../src-shared/api';
import type { PresetId } from '../../../src-shared/farkle';

export type BotSpeed = StoredSettings['botSpeed'];

export const BOT_SPEEDS: ReadonlyArray<{ id: BotSpeed; label: string }> = [
  { id: 'slow', label: 'Slow' },
  { id: 'normal', label: 'Normal' },
  { id: 'fast', label: 'Fast' },
  { id: 'instant', label: 'Instant' },
];

export const THEMES: ReadonlyArray<{ id: StoredSettings['theme']; label: string }> = [
  { id: 'felt', label: 'Green felt' },
  { id: 'light', label: 'Light table' },
  { id: 'system', label: 'Follow the system' },
];

export { BOT_DELAY } from '../../../src-shared/domains/settings';

export class Settings {
  speed = $state<BotSpeed>('normal');
  animations = $state(true);
  /** The coach's hints and the price of each decision at the table. */
  coach = $state(false);
  /** Sound volume 0-100, and whether sound is off altogether. */
  volume = $state(70);
  muted = $state(false);
  theme = $state<StoredSettings['theme']>('felt');
  /** Mark the dice that can score in the current roll. */
  scoringAid = $state(false);
  /** Ask before a bank that ends the game as a loss while rolling on could still win. */
  confirmLosingBank = $state(true);
  defaultPreset = $state<PresetId | null>(null);
  /** The player's own name: a new table's first person seat takes it. */
  playerName = $state('You');
  /** The first-run question for the name was answered or skipped; true until the stored settings say. */
  nameAsked = $state(true);
  /** The guided first game was offered once; true until the stored settings say. */
  guideOffered = $state(true);
  /** The player's own farkle stays on the felt until a key ('key') or a short pause. */
  farkleHold = $state<StoredSettings['farkleHold']>('pause');
  /** Why the settings could not be kept, if they could not. */
  problem = $state<string | null>(null);
  private stored: StoredSettings | null = null;
  /** The saves asked for so far, and the last of them: each goes once the one before is answered. */
  private savesAsked = 0;
  private lastSave: Promise<void> = Promise.resolve();

  constructor(private readonly api: ApiClient) {}

  /** Takes the stored settings from getSettings's answer (asked for as the page starts). */
  async load(answer: ReturnType<ApiClient['getSettings']>): Promise<void> {
    const result = await answer;
    if (!result.ok) {
      this.problem = result.error.message;
      return;
    }
    this.take(result.value);
  }

  /**
   * Keeps the current choices; a refusal leaves them in force for this session. Saves go one at a
   * time (two at once could be stored in either order), and only the last one's answer is taken:
   * an earlier answer would undo the choices made since.
   */
  save(): Promise<void> {
    const asked = ++this.savesAsked;
    const turn = this.lastSave.then(() => this.send(asked));
    this.lastSave = turn.catch(() => undefined);
    return turn;
  }

  private async send(asked: number): Promise<void> {
    if (!this.stored) return;
    const result = await this.api.saveSettings({
      ...this.stored,
      botSpeed: this.speed,
      animations: this.animations,
      coach: this.coach,
      volume: this.volume,
      muted: this.muted,
      theme: this.theme,
      scoringAid: this.scoringAid,
      confirmLosingBank: this.confirmLosingBank,
      defaultPreset: this.defaultPreset ?? this.stored.defaultPreset,
      playerName: this.playerName.trim() || this.stored.playerName,
      nameAsked: this.nameAsked,
      guideOffered: this.guideOffered,
      farkleHold: this.farkleHold,
    });
    if (asked !== this.savesAsked) return;
    if (!result.ok) {
      this.problem = result.error.message;
      return;
    }
    this.problem = null;
    this.take(result.value);
  }

  private take(settings: StoredSettings): void {
    this.stored = settings;
    this.speed = settings.botSpeed;
    this.animations = settings.animations;
    this.coach = settings.coach;
    this.volume = settings.volume;
    this.muted = settings.muted;
    this.theme = settings.theme;
    this.scoringAid = settings.scoringAid;
    this.confirmLosingBank = settings.confirmLosingBank;
    this.defaultPreset = settings.defaultPreset;
    this.playerName = settings.playerName;
    this.nameAsked = settings.nameAsked;
    this.guideOffered = settings.guideOffered;
    this.farkleHold = settings.farkleHold;
  }
}
