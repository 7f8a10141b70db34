/**
 * The sounds, synthesized with the Web Audio API: clicks and rattles from filtered noise, chimes
 * from sine tones. No files and no network: it works offline and under the strict CSP.
 */
import type { AudioSink, SoundName } from './sounds';

type Voice = (ctx: AudioContext, out: AudioNode, t: number, noise: AudioBuffer) => void;

/** A short burst of filtered noise: a die striking wood or another die. */
function click(
  ctx: AudioContext,
  out: AudioNode,
  t: number,
  noise: AudioBuffer,
  { freq, level, length }: { freq: number; level: number; length: number },
): void {
  const source = ctx.createBufferSource();
  source.buffer = noise;
  const filter = ctx.createBiquadFilter();
  filter.type = 'bandpass';
  filter.frequency.value = freq;
  filter.Q.value = 4;
  const env = ctx.createGain();
  env.gain.setValueAtTime(level, t);
  env.gain.exponentialRampToValueAtTime(0.001, t + length);
  source.connect(filter).connect(env).connect(out);
  source.start(t, Math.random() * 0.5, length + 0.02);
}

/** A tone that fades out: a chime, or with `to` a slide from one pitch to another. */
function tone(
  ctx: AudioContext,
  out: AudioNode,
  t: number,
  { freq, to, level, length, type = 'sine' }: ToneSpec,
): void {
  const osc = ctx.createOscillator();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, t);
  if (to !== undefined) osc.frequency.exponentialRampToValueAtTime(to, t + length);
  const env = ctx.createGain();
  env.gain.setValueAtTime(0.0001, t);
  env.gain.exponentialRampToValueAtTime(level, t + 0.01);
  env.gain.exponentialRampToValueAtTime(0.001, t + length);
  osc.connect(env).connect(out);
  osc.start(t);
  osc.stop(t + length + 0.05);
}

interface ToneSpec {
  freq: number;
  to?: number;
  level: number;
  length: number;
  type?: OscillatorType;
}

const VOICES: Record<SoundName, Voice> = {
  // Dice shaken and thrown: a dozen quick clicks, loudest in the middle.
  throw: (ctx, out, t, noise) => {
    for (let i = 0; i < 12; i++) {
      const at = t + i * 0.035 + Math.random() * 0.02;
      const level = 0.35 + 0.5 * Math.sin((Math.PI * i) / 11);
      click(ctx, out, at, noise, { freq: 1800 + Math.random() * 2200, level, length: 0.04 });
    }
  },
  // The dice landing: three knocks, each softer, with a low thud under the first.
  settle: (ctx, out, t, noise) => {
    [0, 0.07, 0.12].forEach((dt, i) => {
      click(ctx, out, t + dt, noise, { freq: 1200 - i * 200, level: 0.9 / (i + 1), length: 0.06 });
    });
    tone(ctx, out, t, { freq: 140, to: 70, level: 0.4, length: 0.12 });
  },
  // Dice set aside: one soft wooden tap.
  aside: (ctx, out, t, noise) => {
    click(ctx, out, t, noise, { freq: 900, level: 0.7, length: 0.08 });
    tone(ctx, out, t, { freq: 620, level: 0.15, length: 0.08, type: 'triangle' });
  },
  // Points banked: two bright coin notes.
  bank: (ctx, out, t) => {
    tone(ctx, out, t, { freq: 1319, level: 0.35, length: 0.25 });
    tone(ctx, out, t + 0.09, { freq: 1976, level: 0.3, length: 0.35 });
  },
  // A farkle: a falling, muffled slide.
  farkle: (ctx, out, t) => {
    tone(ctx, out, t, { freq: 392, to: 196, level: 0.25, length: 0.3, type: 'triangle' });
    tone(ctx, out, t + 0.25, { freq: 262, to: 98, level: 0.25, length: 0.45, type: 'triangle' });
  },
  // Hot dice: a quick rising arpeggio.
  'hot-dice': (ctx, out, t) => {
    [523, 659, 784, 1047].forEach((freq, i) => {
      tone(ctx, out, t + i * 0.07, { freq, level: 0.3, length: 0.3 });
    });
  },
  // A win: a fanfare that ends on a held chord.
  win: (ctx, out, t) => {
    [523, 659, 784].forEach((freq, i) => {
      tone(ctx, out, t + i * 0.13, { freq, level: 0.3, length: 0.25, type: 'triangle' });
    });
    for (const freq of [523, 659, 784, 1047]) {
      tone(ctx, out, t + 0.4, { freq, level: 0.18, length: 0.9, type: 'triangle' });
    }
  },
  // A game lost to someone else: two soft notes falling to rest, no fanfare.
  lose: (ctx, out, t) => {
    tone(ctx, out, t, { freq: 392, level: 0.22, length: 0.35, type: 'triangle' });
    tone(ctx, out, t + 0.3, { freq: 311, to: 294, level: 0.2, length: 0.6, type: 'triangle' });
  },
};

/** A Web Audio sink, or null where the browser has none. */
export function openWebAudio(): AudioSink | null {
  if (typeof AudioContext === 'undefined') return null;
  const ctx = new AudioContext();
  const master = ctx.createGain();
  master.connect(ctx.destination);
  // One second of white noise, shared by every click.
  const noise = ctx.createBuffer(1, ctx.sampleRate, ctx.sampleRate);
  const samples = noise.getChannelData(0);
  for (let i = 0; i < samples.length; i++) samples[i] = Math.random() * 2 - 1;
  return {
    resume: () => {
      if (ctx.state === 'suspended') void ctx.resume();
    },
    play: (sound, at, gain) => {
      const out = ctx.createGain();
      out.gain.value = gain;
      out.connect(master);
      VOICES[sound](ctx, out, ctx.currentTime + at, noise);
    },
  };
}
