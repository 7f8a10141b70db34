/** The new-game form: what the player picked, kept between games so "New game" starts from it. */
import type { BotInfo, CreateGameRequest, PresetView } from '../../../src-shared/api';
import { MAX_SEATS, type GeneratorKind, type PresetId } from '../../../src-shared/farkle';

export interface SeatDraft {
  /** Stable key for the list; not sent anywhere. */
  key: number;
  name: string;
  /** A bot id, or null for a person. */
  bot: string | null;
}

export const GENERATORS: ReadonlyArray<{ id: GeneratorKind; label: string; help: string }> = [
  {
    id: 'xoroshiro128plus',
    label: 'xoroshiro128+ (standard)',
    help: 'A modern generator with no bias: the default for every table.',
  },
  {
    id: 'ece209',
    label: 'ECE 209 xorshift (course)',
    help: 'The course generator: the same seed rolls the same dice as the ECE 209 appendix.',
  },
  {
    id: 'java',
    label: 'java.util.Random (course)',
    help: 'Java’s generator, as CS 3793’s Farkle.java uses it: each die is nextInt(6) + 1.',
  },
];

/** The generator a preset starts with: the ECE 209 table uses the course's own. */
export function defaultGenerator(preset: PresetId): GeneratorKind {
  return preset === 'ece209' ? 'ece209' : 'xoroshiro128plus';
}

export class SetupModel {
  presets = $state.raw<PresetView[]>([]);
  bots = $state.raw<BotInfo[]>([]);
  presetId = $state<PresetId>('house');
  seats = $state<SeatDraft[]>([]);
  seed = $state('');
  generator = $state<GeneratorKind>('xoroshiro128plus');
  /** Solitaire (a preset with a turn limit): how many turns to play, as typed. */
  turns = $state('');

  preset = $derived(this.presets.find((p) => p.id === this.presetId) ?? this.presets[0] ?? null);

  /** Why this many seats will not do for the chosen rules, or null. */
  seatProblem = $derived.by(() => {
    const rules = this.preset?.rules;
    if (!rules) return null;
    const count = this.seats.length;
    if (count >= rules.minSeats && count <= rules.maxSeats) return null;
    const range =
      rules.minSeats === rules.maxSeats
        ? `exactly ${rules.minSeats} ${rules.minSeats === 1 ? 'player' : 'players'}`
        : `${rules.minSeats} to ${rules.maxSeats} players`;
    const fix =
      count < rules.minSeats
        ? `add ${rules.minSeats - count} more`
        : `remove ${count - rules.maxSeats}`;
    return `${this.preset!.name} is for ${range}; this table has ${count}: ${fix}.`;
  });

  private nextKey = 1;

  load(presets: PresetView[], bots: BotInfo[], preferred: PresetId | null): void {
    this.presets = presets;
    this.bots = bots;
    const start =
      presets.find((p) => p.id === preferred) ?? presets.find((p) => p.id === this.presetId);
    if (start) this.choosePreset(start.id);
    else if (presets[0]) this.choosePreset(presets[0].id);
    if (this.seats.length === 0) {
      this.addSeat(null);
      if (bots.length > 0) this.addSeat(bots[Math.floor((bots.length - 1) / 2)]!.id);
      else this.addSeat(null);
    }
  }

  choosePreset(id: PresetId): void {
    this.presetId = id;
    this.generator = defaultGenerator(id);
    const limit = this.presets.find((p) => p.id === id)?.rules.turnLimit ?? null;
    this.turns = limit === null ? '' : String(limit);
  }

  /** The preset ends after a number of turns (the solitaire challenge): the player may pick it. */
  hasTurnLimit = $derived(this.preset?.rules.turnLimit != null);

  /** The typed number of turns is not a whole number (the main process checks its range). */
  turnsProblem = $derived(
    this.hasTurnLimit && !/^\d+$/.test(this.turns.trim())
      ? 'Type the number of turns as a whole number, like 1000.'
      : null,
  );

  canAddSeat = $derived(this.seats.length < MAX_SEATS);

  addSeat(bot: string | null = null): void {
    if (this.seats.length >= MAX_SEATS) return;
    const seat: SeatDraft = { key: this.nextKey++, name: '', bot };
    seat.name = this.defaultName(seat, this.seats.length);
    this.seats.push(seat);
  }

  removeSeat(key: number): void {
    this.seats = this.seats.filter((s) => s.key !== key);
  }

  /** Changes a seat between a person and a bot; a name still at its default follows along. */
  setSeatKind(key: number, bot: string | null): void {
    const index = this.seats.findIndex((s) => s.key === key);
    const seat = this.seats[index];
    if (!seat) return;
    const wasDefault = seat.name.trim() === '' || seat.name === this.defaultName(seat, index);
    seat.bot = bot;
    if (wasDefault) seat.name = this.defaultName(seat, index);
  }

  botInfo(id: string | null): BotInfo | null {
    return id === null ? null : (this.bots.find((b) => b.id === id) ?? null);
  }

  private defaultName(seat: SeatDraft, index: number): string {
    const bot = this.botInfo(seat.bot);
    return bot ? `${bot.name} ${index + 1}` : `Player ${index + 1}`;
  }

  request(): CreateGameRequest {
    const rules = this.preset?.rules ?? null;
    return {
      preset: this.presetId,
      // Solitaire: the preset's rules with the chosen number of turns.
      rules:
        rules && rules.turnLimit !== null
          ? { ...rules, turnLimit: Number(this.turns.trim()) }
          : null,
      seats: this.seats.map((s, i) => ({
        name: s.name.trim() || this.defaultName(s, i),
        bot: s.bot,
      })),
      seed: this.seed.trim() === '' ? null : this.seed.trim(),
      generator: this.generator,
    };
  }
}
