/**
 * Numbers and dates for the stats and history screens: formatting only. Every figure comes from
 * the API; these helpers only turn counts into percentages and values into words.
 */
import type { FarkleRateByDice, HistoryEntry, PresetView } from '../../../src-shared/api';
import { screenGameOf } from './games';
import { points } from './format';

const EM_DASH = '—';

/** 0.4567 -> "45.7%". */
export function percentText(rate: number, digits = 1): string {
  return `${(rate * 100).toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })}%`;
}

/** wins of games as a percentage, or a dash when there is nothing to divide. */
export function ratio(part: number, whole: number, digits = 1): string {
  return whole > 0 ? percentText(part / whole, digits) : EM_DASH;
}

/** 1234.567 -> "1,234.6". */
export function decimal(value: number, digits = 1): string {
  return value.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** A figure that may be positive or negative, with its sign always shown: "+12.5", "−3.0". */
export function signed(value: number, digits = 1): string {
  const text = decimal(Math.abs(value), digits);
  if (value > 0) return `+${text}`;
  if (value < 0) return `−${text}`;
  return text;
}

export function orDash(value: number | null, show: (value: number) => string = points): string {
  return value === null ? EM_DASH : show(value);
}

/** "Nov 21, 2026, 10:02 PM" in the player's time zone. */
export function dateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** "Nov 21, 2026". */
export function dateOnly(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { dateStyle: 'medium' });
}

export function presetName(presets: readonly PresetView[], id: string): string {
  return presets.find((p) => p.id === id)?.name ?? id;
}

/** What History calls a stored game: a Farkle game by its rules' name, any other by its game. */
export function storedGameName(entry: Pick<HistoryEntry, 'kind' | 'rulesName'>): string {
  return entry.rulesName ?? screenGameOf(entry.kind).title;
}

export type Fairness = FarkleRateByDice['verdict'];

export const FAIRNESS_WORDS: Record<Fairness, string> = {
  few: 'too few rolls to tell',
  fair: 'as fair dice give',
  more: 'more farkles than chance explains',
  fewer: 'fewer farkles than chance explains',
};

/** One figure of a row of tiles. */
export interface Tile {
  label: string;
  value: string;
  testid: string;
  note?: string;
}
