import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Rules } from '../../../src-shared/farkle';
import { canonical } from './describe';
import { WinLayout, type WinOdds } from './winodds';

/** Bump when the solver's model changes, so tables saved by an older one are solved again. */
export const WIN_ENGINE_VERSION = 1;
const MAGIC = 0x54574448; // "HDWT" read as a little-endian 32-bit integer
const FORMAT = 2;
const DIGEST_BYTES = 32;
const RULES_DIGEST_AT = 40;
const HEADER_BYTES = RULES_DIGEST_AT + DIGEST_BYTES;

/**
 * Rule fields that do not change a two-seat table: the seat limits, the one-seat test turn and
 * the fair start (a head start is read from the table, not solved into it). Every other field,
 * including any added later, is part of the key.
 */
const NOT_IN_TABLE = [
  'minSeats',
  'maxSeats',
  'soloSingleTurn',
  'handicap',
  'headStarts',
] as const satisfies readonly (keyof Rules)[];

/**
 * Keys already worked out, by rules object: the coach asks for a game's key at every decision
 * (an import's million moves spent a third of their checking here). Rules are values: nothing
 * changes a rules object once made.
 */
const keys = new WeakMap<Rules, string>();

/** The rules that shape a two-seat table as canonical JSON: equal for the same table only. */
export function winRulesKey(rules: Rules): string {
  let key = keys.get(rules);
  if (key === undefined) {
    const shaping: Partial<Rules> = { ...rules };
    for (const field of NOT_IN_TABLE) delete shaping[field];
    key = canonical(shaping);
    keys.set(rules, key);
  }
  return key;
}

/** SHA-256 of winRulesKey, in hexadecimal: names a saved table's file. */
export function winRulesDigest(rules: Rules): string {
  return bytesToHex(sha256(utf8ToBytes(winRulesKey(rules))));
}

/** The checksum a file ends with: SHA-256 over its rules and every byte before it. */
function checksum(rules: Rules, body: Uint8Array): Uint8Array {
  return sha256
    .create()
    .update(utf8ToBytes(winRulesKey(rules)))
    .update(body)
    .digest();
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/**
 * A solved table as bytes: a 72-byte header (magic, format, engine version, state count, sweeps,
 * a spare word, evaluations, residual, the SHA-256 of its rules), the values as little-endian
 * 64-bit floats, and a SHA-256 checksum over its rules and all of that.
 */
export function serialiseWinOdds(table: WinOdds): Uint8Array {
  const { rules } = table.layout;
  const bodyBytes = HEADER_BYTES + table.values.length * 8;
  const bytes = new Uint8Array(bodyBytes + DIGEST_BYTES);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, FORMAT, true);
  view.setUint32(8, WIN_ENGINE_VERSION, true);
  view.setUint32(12, table.values.length, true);
  view.setUint32(16, table.sweeps, true);
  view.setFloat64(24, table.evaluations, true);
  view.setFloat64(32, table.residual, true);
  bytes.set(sha256(utf8ToBytes(winRulesKey(rules))), RULES_DIGEST_AT);
  table.values.forEach((v, i) => view.setFloat64(HEADER_BYTES + i * 8, v, true));
  bytes.set(checksum(rules, bytes.subarray(0, bodyBytes)), bodyBytes);
  return bytes;
}

/**
 * Reads a table saved by serialiseWinOdds for these rules. Throws a RangeError saying why when
 * the bytes are not such a table, were solved for other rules or by another engine version, or
 * fail their checksum (changed after they were written).
 */
export function deserialiseWinOdds(bytes: Uint8Array, rules: Rules): WinOdds {
  const layout = new WinLayout(rules);
  if (bytes.length < HEADER_BYTES + DIGEST_BYTES)
    throw new RangeError('not a saved win-chance table');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== MAGIC || view.getUint32(4, true) !== FORMAT) {
    throw new RangeError('not a saved win-chance table');
  }
  if (view.getUint32(8, true) !== WIN_ENGINE_VERSION) {
    throw new RangeError('the saved win-chance table is from another version of the solver');
  }
  const rulesDigest = bytes.subarray(RULES_DIGEST_AT, HEADER_BYTES);
  if (!sameBytes(rulesDigest, sha256(utf8ToBytes(winRulesKey(rules))))) {
    throw new RangeError('the saved win-chance table is for other rules');
  }
  const count = view.getUint32(12, true);
  const bodyBytes = HEADER_BYTES + count * 8;
  if (count !== layout.states || bytes.length !== bodyBytes + DIGEST_BYTES) {
    throw new RangeError('the saved win-chance table is damaged');
  }
  const body = bytes.subarray(0, bodyBytes);
  if (!sameBytes(bytes.subarray(bodyBytes), checksum(rules, body))) {
    throw new RangeError('the saved win-chance table is damaged: its checksum does not match');
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
    sweeps: view.getUint32(16, true),
    evaluations: view.getFloat64(24, true),
    residual: view.getFloat64(32, true),
  };
}
