import type { Rules } from '../../../src-shared/farkle';
import { WinLayout, type WinTable } from './wintable';

/** Bump when the solver's model changes, so tables saved by an older one are solved again. */
export const WIN_ENGINE_VERSION = 1;
const MAGIC = 0x54574448; // "HDWT" read as a little-endian 32-bit integer
const FORMAT = 1;
const HEADER_BYTES = 40;

/** The rule fields that shape a two-seat table, in a fixed order (not the seat limits). */
function rulesKey(rules: Rules): string {
  const s = rules.scoring;
  return JSON.stringify([
    s.ofAKind,
    s.straight,
    s.lowStraight,
    s.highStraight,
    s.threePairs,
    s.twoTriplets,
    s.fourAndPair,
    rules.keepJunk,
    rules.entryThreshold,
    rules.minBank,
    rules.threeFarklePenalty,
    rules.hotDice,
    rules.target,
    rules.finalRound,
  ]);
}

/** A 32-bit FNV-1a hash of the rules that shape the table: names a cached table's file too. */
export function winRulesHash(rules: Rules): number {
  let hash = 0x811c9dc5;
  for (const ch of rulesKey(rules)) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * A solved table as bytes: a 40-byte header (magic, format, engine version, rules hash, state
 * count, sweeps, evaluations, residual) and the values as little-endian 64-bit floats.
 */
export function serialiseWinTable(table: WinTable): Uint8Array {
  const bytes = new Uint8Array(HEADER_BYTES + table.values.length * 8);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, FORMAT, true);
  view.setUint32(8, WIN_ENGINE_VERSION, true);
  view.setUint32(12, winRulesHash(table.layout.rules), true);
  view.setUint32(16, table.values.length, true);
  view.setUint32(20, table.sweeps, true);
  view.setFloat64(24, table.evaluations, true);
  view.setFloat64(32, table.residual, true);
  table.values.forEach((v, i) => view.setFloat64(HEADER_BYTES + i * 8, v, true));
  return bytes;
}

/**
 * Reads a table saved by serialiseWinTable for these rules. Throws a RangeError saying why when
 * the bytes are not such a table, or were solved for other rules or by another engine version.
 */
export function deserialiseWinTable(bytes: Uint8Array, rules: Rules): WinTable {
  const layout = new WinLayout(rules);
  if (bytes.length < HEADER_BYTES) throw new RangeError('not a saved win-chance table');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== MAGIC || view.getUint32(4, true) !== FORMAT) {
    throw new RangeError('not a saved win-chance table');
  }
  if (view.getUint32(8, true) !== WIN_ENGINE_VERSION) {
    throw new RangeError('the saved win-chance table is from another version of the solver');
  }
  if (view.getUint32(12, true) !== winRulesHash(rules)) {
    throw new RangeError('the saved win-chance table is for other rules');
  }
  const count = view.getUint32(16, true);
  if (count !== layout.states || bytes.length !== HEADER_BYTES + count * 8) {
    throw new RangeError('the saved win-chance table is damaged');
  }
  const values = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const v = view.getFloat64(HEADER_BYTES + i * 8, true);
    if (!(v >= 0 && v <= 1)) throw new RangeError('the saved win-chance table is damaged');
    values[i] = v;
  }
  return {
    layout,
    values,
    sweeps: view.getUint32(20, true),
    evaluations: view.getFloat64(24, true),
    residual: view.getFloat64(32, true),
  };
}
