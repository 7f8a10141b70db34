/**
 * The table's sounds: which to play for the events the main process sent with a view, when, and
 * how loud. The sounds themselves come from a sink (Web Audio in the app, a fake in the tests);
 * nothing here decides a rule, it only listens to what happened.
 */
import type { FarkleEvent } from '../../../src-shared/farkle';
import type { PigEvent } from '../../../src-shared/pig';
import type { RollDiceEvent } from '../../../src-shared/rolldice';

export type SoundName =
  'throw' | 'settle' | 'aside' | 'bank' | 'farkle' | 'hot-dice' | 'win' | 'lose';

/** Plays one sound `at` seconds from now, at `gain` (0-1). */
export interface AudioSink {
  play(sound: SoundName, at: number, gain: number): void;
  /** Lets the sink start making sound (browsers wait for a gesture). */
  resume(): void;
}

export interface Cue {
  sound: SoundName;
  /** Seconds after the batch starts. */
  at: number;
}

/** How long each sound holds the stage before the next one of a batch starts. */
const LENGTH: Record<SoundName, number> = {
  throw: 0.55,
  settle: 0.2,
  aside: 0.14,
  bank: 0.3,
  farkle: 0.6,
  'hot-dice': 0.5,
  win: 1,
  lose: 0.8,
};

/**
 * The sounds of a Farkle move's events, in order. The end is heard from the player's side: the
 * fanfare when `you` (the player's seat, see words/voice) win or nobody at the table is "you",
 * a falling close when someone else beats the player.
 */
export function farkleSounds(events: readonly FarkleEvent[], you: number | null): SoundName[] {
  return distinct(
    events.flatMap((event): SoundName[] => {
      switch (event.type) {
        case 'roll':
          return ['throw', 'settle'];
        case 'keep':
          return ['aside'];
        case 'hot-dice':
          return ['hot-dice'];
        case 'farkle':
          return ['farkle'];
        case 'bank':
          return ['bank'];
        case 'game-over':
          if (event.winner === null) return [];
          return you !== null && event.winner !== you ? ['lose'] : ['win'];
        default:
          return [];
      }
    }),
  );
}

/** The sounds of a Roll-Dice-Roll move's events: a roll, a stop, a win. */
export function rollDiceSounds(events: readonly RollDiceEvent[]): SoundName[] {
  return distinct(
    events.flatMap((event): SoundName[] => {
      switch (event.type) {
        case 'roll':
          return ['throw', 'settle'];
        case 'stop':
          return ['bank'];
        case 'game-over':
          return event.won ? ['win'] : [];
        default:
          return [];
      }
    }),
  );
}

/** The sounds of a Pig move's events, the end heard from `you`'s side as in Farkle. */
export function pigSounds(events: readonly PigEvent[], you: number | null): SoundName[] {
  return distinct(
    events.flatMap((event): SoundName[] => {
      switch (event.type) {
        case 'roll':
          return ['throw', 'settle'];
        case 'pig':
          return ['farkle'];
        case 'hold':
          return ['bank'];
        case 'game-over':
          return you !== null && event.winner !== you ? ['lose'] : ['win'];
      }
    }),
  );
}

/**
 * Each sound once, in the order first heard: a bot's whole turn arrives as one batch, and six
 * throws in a row would only be noise (it also bounds a batch to seven sounds).
 */
function distinct(sounds: SoundName[]): SoundName[] {
  return [...new Set(sounds)];
}

/** One sound after another: each starts when the one before it has had its time. */
export function cues(sounds: readonly SoundName[]): Cue[] {
  let at = 0;
  return sounds.map((sound) => {
    const cue = { sound, at };
    at += LENGTH[sound];
    return cue;
  });
}

/** Volume 0-100 as a gain: the ear hears loudness roughly as the square. */
export function gainOf(volume: number): number {
  const level = Math.min(100, Math.max(0, volume)) / 100;
  return level * level;
}

export interface SoundLevel {
  volume: number;
  muted: boolean;
}

/** Plays batches of sounds at the player's volume; silent until the first gesture, and when muted. */
export class Sounds {
  private sink: AudioSink | null = null;

  constructor(
    private readonly level: () => SoundLevel,
    /** Makes the sink, or null where the browser has no audio. */
    private readonly open: () => AudioSink | null,
  ) {}

  /** The player's gesture lets audio start (called on every gesture; opens the sink once). */
  unlock(): void {
    this.sink ??= this.open();
    this.sink?.resume();
  }

  play(sounds: readonly SoundName[]): void {
    const { volume, muted } = this.level();
    if (!this.sink || muted || volume <= 0) return;
    const gain = gainOf(volume);
    for (const cue of cues(sounds)) this.sink.play(cue.sound, cue.at, gain);
  }
}
