/** The new-game form: what the player picked, kept between games so "New game" starts from it. */
import type { ApiClient, CreateGameRequest } from '../../../src-shared/api';
import type { GeneratorKind, PresetId, Rules } from '../../../src-shared/farkle';
import type { Catalog } from '../lib/app.svelte';
import { Lineup } from '../lib/lineup.svelte';
import { HouseRules } from './house-rules.svelte';

/** The generator a preset starts with: the ECE 209 table uses the course's own. */
export function defaultGenerator(preset: PresetId): GeneratorKind {
  return preset === 'ece209' ? 'ece209' : 'xoroshiro128plus';
}

export class SetupModel {
  presetId = $state<PresetId>('house');
  readonly lineup: Lineup;
  seed = $state('');
  generator = $state<GeneratorKind>('xoroshiro128plus');
  /** Solitaire (a preset with a turn limit): how many turns to play, as typed. */
  turns = $state('');
  /** Give each later seat the head start that brings the game closest to even. */
  fairStart = $state(false);

  /** The preset's rules as the player changes them. */
  readonly house: HouseRules;

  constructor(
    private readonly catalog: Catalog,
    api: ApiClient,
    /** The player's own name (Settings), for the first person seat. */
    playerName: () => string = () => 'You',
  ) {
    this.house = new HouseRules(api, () => this.preset);
    this.lineup = new Lineup({
      botName: catalog.botName,
      playerName,
      maxSeats: () => this.preset?.rules.maxSeats ?? null,
      keep: 0,
    });
  }

  preset = $derived.by(() => {
    const { presets } = this.catalog;
    return presets.find((p) => p.id === this.presetId) ?? presets[0] ?? null;
  });

  /** Why this many seats will not do for the chosen rules, or null. */
  seatProblem = $derived.by(() => {
    const rules = this.preset?.rules;
    if (!rules) return null;
    const count = this.lineup.seats.length;
    if (count >= rules.minSeats && count <= rules.maxSeats) return null;
    const range =
      rules.minSeats === rules.maxSeats
        ? `exactly ${rules.minSeats} ${rules.minSeats === 1 ? 'player' : 'players'}`
        : `${rules.minSeats} to ${rules.maxSeats} players`;
    const fix =
      count < rules.minSeats
        ? `add ${rules.minSeats - count} more`
        : `remove ${count - rules.maxSeats}`;
    return `“${this.preset!.name}” is for ${range}; this table has ${count}: ${fix}.`;
  });

  /** Picks the preferred preset (else the one chosen before) and seats a person and a bot. */
  load(preferred: PresetId | null): void {
    const { presets, bots } = this.catalog;
    const start =
      presets.find((p) => p.id === preferred) ?? presets.find((p) => p.id === this.presetId);
    if (start) this.choosePreset(start.id);
    else if (presets[0]) this.choosePreset(presets[0].id);
    if (this.lineup.seats.length === 0) {
      this.lineup.add(null);
      // The default opponent sits mid-ladder: a fair first game, neither a pushover nor the best.
      this.lineup.add(bots[Math.floor((bots.length - 1) / 2)]?.id ?? null);
    }
  }

  choosePreset(id: PresetId): void {
    this.house.reset();
    this.presetId = id;
    this.generator = defaultGenerator(id);
    const limit = this.catalog.presets.find((p) => p.id === id)?.rules.turnLimit ?? null;
    this.turns = limit === null ? '' : String(limit);
  }

  /** A saved rule set: its preset, with its rules to change further. */
  pickRules(id: PresetId, rules: Rules): void {
    this.choosePreset(id);
    this.house.begin(rules);
    if (rules.turnLimit !== null && this.hasTurnLimit) this.turns = String(rules.turnLimit);
  }

  /** Why the game cannot start as the form stands, or null (the main process checks the rest). */
  startProblem = $derived.by(() =>
    this.house.edit && this.house.rules === null
      ? 'A house rule is not a whole number: fix the field marked under Rules.'
      : null,
  );

  /** A fair start can be asked for: two to four seats and a target to reach. */
  get canStartFair(): boolean {
    const seats = this.lineup.seats.length;
    return seats >= 2 && seats <= 4 && this.preset?.rules.target != null;
  }

  /** The preset ends after a number of turns (the solitaire challenge): the player may pick it. */
  hasTurnLimit = $derived(this.preset?.rules.turnLimit != null);

  /** The typed number of turns is not a whole number (the main process checks its range). */
  turnsProblem = $derived(
    this.hasTurnLimit && !/^\d+$/.test(this.turns.trim())
      ? 'Type the number of turns as a whole number, like 1000.'
      : null,
  );

  request(): CreateGameRequest {
    const rules = this.house.rules;
    return {
      preset: this.presetId,
      // Solitaire: the rules with the chosen number of turns; otherwise changed rules, or none.
      rules:
        rules && this.hasTurnLimit
          ? { ...rules, turnLimit: Number(this.turns.trim()) }
          : this.house.edit
            ? rules
            : null,
      seats: this.lineup.all(),
      seed: this.seed.trim() === '' ? null : this.seed.trim(),
      generator: this.generator,
      ...(this.fairStart && this.canStartFair ? { fairStart: true } : {}),
    };
  }
}
