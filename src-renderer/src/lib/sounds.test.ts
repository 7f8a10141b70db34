import { describe, expect, it } from 'vitest';
import type { FarkleEvent } from '../../../src-shared/farkle';
import type { PigEvent } from '../../../src-shared/pig';
import type { RollDiceEvent } from '../../../src-shared/rolldice';
import {
  Sounds,
  cues,
  farkleSounds,
  gainOf,
  pigSounds,
  rollDiceSounds,
  type AudioSink,
  type SoundLevel,
  type SoundName,
} from './sounds';

/** Records what would have been heard. */
class FakeSink implements AudioSink {
  heard: Array<{ sound: SoundName; at: number; gain: number }> = [];
  resumed = 0;
  play(sound: SoundName, at: number, gain: number): void {
    this.heard.push({ sound, at, gain });
  }
  resume(): void {
    this.resumed++;
  }
}

function setup(level: SoundLevel = { volume: 100, muted: false }) {
  const sink = new FakeSink();
  let opened = 0;
  const sounds = new Sounds(
    () => level,
    () => {
      opened++;
      return sink;
    },
  );
  return { sink, sounds, level, opened: () => opened };
}

const roll: FarkleEvent = { type: 'roll', seat: 0, faces: [1, 2, 3, 4, 6, 6] };

describe('the sounds of Farkle events', () => {
  it('throws and settles the dice, then sets aside, banks and wins', () => {
    expect(farkleSounds([roll], 0)).toEqual(['throw', 'settle']);
    const keepAndBank: FarkleEvent[] = [
      { type: 'keep', seat: 0, faces: [1], score: 100, turnTotal: 100 },
      { type: 'bank', seat: 0, points: 100, total: 10_050 },
      { type: 'game-over', winner: 0 },
    ];
    expect(farkleSounds(keepAndBank, 0)).toEqual(['aside', 'bank', 'win']);
  });

  it('closes on a falling note, not the fanfare, when someone else beats the player', () => {
    const botWins: FarkleEvent[] = [{ type: 'game-over', winner: 1 }];
    expect(farkleSounds(botWins, 0)).toEqual(['lose']);
    // With nobody at the table spoken to as "you" (a hotseat), any win is a fanfare.
    expect(farkleSounds(botWins, null)).toEqual(['win']);
  });

  it('has a farkle and hot dice of their own, and no win for a game that ends without one', () => {
    const farkle: FarkleEvent[] = [roll, { type: 'farkle', seat: 1, lost: 350, penalty: 0 }];
    expect(farkleSounds(farkle, 0)).toEqual(['throw', 'settle', 'farkle']);
    const hot: FarkleEvent[] = [
      { type: 'keep', seat: 0, faces: [1, 1, 1, 5, 5, 5], score: 1500, turnTotal: 1500 },
      { type: 'hot-dice', seat: 0 },
    ];
    expect(farkleSounds(hot, 0)).toEqual(['aside', 'hot-dice']);
    expect(farkleSounds([{ type: 'game-over', winner: null }], 0)).toEqual([]);
    expect(farkleSounds([{ type: 'on-board', seat: 0 }], 0)).toEqual([]);
  });

  it('plays a bot’s whole turn as each sound once, in the order first heard', () => {
    const keep: FarkleEvent = { type: 'keep', seat: 1, faces: [5], score: 50, turnTotal: 50 };
    const turn: FarkleEvent[] = [roll, keep, roll, keep, roll, keep, roll];
    expect(farkleSounds(turn, 0)).toEqual(['throw', 'settle', 'aside']);
  });
});

describe('the sounds of Roll-Dice-Roll events', () => {
  it('rolls, stops and wins; a lost game stays quiet', () => {
    const events: RollDiceEvent[] = [
      { type: 'roll', die: 2, value: 5, score: 12 },
      { type: 'stop', round: 3, score: 12 },
      { type: 'game-over', total: 100, won: true },
    ];
    expect(rollDiceSounds(events)).toEqual(['throw', 'settle', 'bank', 'win']);
    expect(rollDiceSounds([{ type: 'game-over', total: 84, won: false }])).toEqual([]);
    expect(rollDiceSounds([{ type: 'retarget', from: 30, to: 40, penalty: 5 }])).toEqual([]);
  });
});

describe('the sounds of Pig events', () => {
  it('throws the die, falls on a 1, banks a hold, and hears the end from the player’s side', () => {
    const one: PigEvent[] = [
      { type: 'roll', seat: 0, face: 1, turnTotal: 0 },
      { type: 'pig', seat: 0, lost: 9 },
    ];
    expect(pigSounds(one, 0)).toEqual(['throw', 'settle', 'farkle']);
    const won: PigEvent[] = [
      { type: 'hold', seat: 1, points: 20, total: 100 },
      { type: 'game-over', winner: 1 },
    ];
    expect(pigSounds(won, 0)).toEqual(['bank', 'lose']);
    expect(pigSounds(won, 1)).toEqual(['bank', 'win']);
    expect(pigSounds(won, null)).toEqual(['bank', 'win']);
  });
});

describe('Sounds', () => {
  it('stays silent until the first gesture, and opens the audio only once', () => {
    const { sink, sounds, opened } = setup();
    sounds.play(['throw']);
    expect(sink.heard).toEqual([]);
    expect(opened()).toBe(0);
    sounds.unlock();
    sounds.unlock();
    expect(opened()).toBe(1);
    expect(sink.resumed).toBe(2);
    sounds.play(['throw', 'settle']);
    expect(sink.heard.map((h) => h.sound)).toEqual(['throw', 'settle']);
  });

  it('plays nothing when muted or at volume 0', () => {
    const { sink, sounds, level } = setup({ volume: 80, muted: true });
    sounds.unlock();
    sounds.play(['bank']);
    level.muted = false;
    level.volume = 0;
    sounds.play(['bank']);
    expect(sink.heard).toEqual([]);
    level.volume = 50;
    sounds.play(['bank']);
    expect(sink.heard).toEqual([{ sound: 'bank', at: 0, gain: 0.25 }]);
  });

  it('starts each sound after the one before it, the settle after the throw', () => {
    const timed = cues(['throw', 'settle', 'farkle']);
    expect(timed.map((c) => c.sound)).toEqual(['throw', 'settle', 'farkle']);
    expect(timed[0]!.at).toBe(0);
    expect(timed[1]!.at).toBeGreaterThan(0.3);
    expect(timed[2]!.at).toBeGreaterThan(timed[1]!.at);
  });

  it('turns volume into a gain that grows with it, silent at 0, full at 100', () => {
    expect(gainOf(0)).toBe(0);
    expect(gainOf(100)).toBe(1);
    expect(gainOf(150)).toBe(1);
    expect(gainOf(30)).toBeLessThan(gainOf(60));
  });

  it('does nothing where the browser has no audio', () => {
    const sounds = new Sounds(
      () => ({ volume: 100, muted: false }),
      () => null,
    );
    sounds.unlock();
    expect(() => sounds.play(['win'])).not.toThrow();
  });
});
