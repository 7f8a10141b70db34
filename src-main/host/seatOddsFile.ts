import { createHash, type Hash } from 'node:crypto';
import { open, readFile } from 'node:fs/promises';
import { endianness } from 'node:os';
import type { Rules } from '../../src-shared/farkle';
import { SeatLayout } from '../engine/farkle/seatlayout';
import type { SeatTable } from '../engine/farkle/seatsolver';
import { winRulesKey } from '../engine/farkle/wincache';

/**
 * Bump when the n-seat solver's model changes, so tables saved by an older one are solved again
 * (2: a settled or mixed cycle takes the equilibrium value iteration from 0 reaches; 3: at four
 * seats every cycle whose windows miss farkle value 0 is checked).
 */
export const SEAT_ENGINE_VERSION = 3;
const MAGIC = 0x54534448; // "HDST" read as a little-endian 32-bit integer
/** 2: the values are followed by the `about` bits (a format-1 file is solved again). */
const FORMAT = 2;
const DIGEST_BYTES = 32;
const COUNTS_AT = 24;
const EVALUATIONS_AT = 56;
const RESIDUAL_AT = 64;
const RULES_DIGEST_AT = 72;
const HEADER_BYTES = RULES_DIGEST_AT + DIGEST_BYTES;
/** Bytes hashed between two turns of the event loop: a 192 MB table never holds up the API. */
const CHUNK_BYTES = 8 << 20;

/** The rules and seat count that shape an n-seat table, as text: equal for the same table only. */
export function seatRulesKey(rules: Rules, seats: number): string {
  return `seats ${seats} ${winRulesKey(rules)}`;
}

/** SHA-256 of seatRulesKey, in hexadecimal: names a saved table's file (as the two-seat's do). */
export function seatTableName(rules: Rules, seats: number): string {
  return `${createHash('sha256').update(seatRulesKey(rules, seats)).digest('hex')}.bin`;
}

/** Bytes of a table's file: header, values, `about` bits (one per position), checksum. */
function fileBytes(layout: SeatLayout): number {
  return HEADER_BYTES + bodyBytes(layout) + DIGEST_BYTES;
}

/** Bytes of the values and the `about` bits. */
function bodyBytes(layout: SeatLayout): number {
  return layout.positions * layout.seats * 8 + Math.ceil(layout.positions / 8);
}

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Feeds the bytes to the hash a chunk at a time, letting other work run in between. */
async function hashInChunks(hash: Hash, bytes: Uint8Array): Promise<void> {
  for (let at = 0; at < bytes.length; at += CHUNK_BYTES) {
    hash.update(bytes.subarray(at, at + CHUNK_BYTES));
    await turn();
  }
}

/**
 * A solved table as file parts: a 104-byte header (magic, format, engine version, seats,
 * positions, sweeps, the cycle counts, evaluations, residual, the SHA-256 of its rules), the
 * values as little-endian 64-bit floats, the `about` bits (one per position, seatabout.ts), and
 * a SHA-256 checksum over its rules and all of that,
 * as the two-seat tables are kept (wincache.ts).
 */
export async function seatTableParts(table: SeatTable): Promise<Uint8Array[]> {
  if (endianness() !== 'LE') throw new RangeError('tables are kept on little-endian machines');
  const { rules, seats, positions } = table.layout;
  const key = seatRulesKey(rules, seats);
  const header = new Uint8Array(HEADER_BYTES);
  const view = new DataView(header.buffer);
  [MAGIC, FORMAT, SEAT_ENGINE_VERSION, seats, positions, table.sweeps].forEach((word, i) =>
    view.setUint32(4 * i, word, true),
  );
  [table.cycles, table.mixedCycles, table.choiceCycles, table.unsolvedCycles].forEach((n, i) =>
    view.setFloat64(COUNTS_AT + 8 * i, n, true),
  );
  view.setFloat64(EVALUATIONS_AT, table.evaluations, true);
  view.setFloat64(RESIDUAL_AT, table.residual, true);
  header.set(createHash('sha256').update(key).digest(), RULES_DIGEST_AT);
  const values = new Uint8Array(
    table.values.buffer,
    table.values.byteOffset,
    table.values.byteLength,
  );
  const sum = createHash('sha256').update(key).update(header);
  await hashInChunks(sum, values);
  sum.update(table.about);
  return [header, values, table.about, sum.digest()];
}

/**
 * Whether the file holds a table these rules and seats can use, as far as its size and header
 * say (format, engine, rules): the checksum is checked when it is read. Cheap: the setup asks it
 * to say whether the first game must work the odds out.
 */
export async function seatTableKept(path: string, rules: Rules, seats: number): Promise<boolean> {
  const layout = new SeatLayout(rules, seats);
  let file;
  try {
    file = await open(path, 'r');
  } catch {
    return false;
  }
  try {
    const { size } = await file.stat();
    if (size !== fileBytes(layout)) return false;
    const header = Buffer.alloc(HEADER_BYTES);
    await file.read(header, 0, HEADER_BYTES, 0);
    return headerFits(header, rules, seats, layout);
  } finally {
    await file.close();
  }
}

/** Whether a header's format, engine, seats, positions and rules digest are these. */
function headerFits(header: Buffer, rules: Rules, seats: number, layout: SeatLayout): boolean {
  const view = new DataView(header.buffer, header.byteOffset, HEADER_BYTES);
  const expected = [MAGIC, FORMAT, SEAT_ENGINE_VERSION, seats, layout.positions];
  if (expected.some((word, i) => view.getUint32(4 * i, true) !== word)) return false;
  const rulesDigest = createHash('sha256').update(seatRulesKey(rules, seats)).digest();
  return rulesDigest.equals(header.subarray(RULES_DIGEST_AT, HEADER_BYTES));
}

/**
 * Reads a table saved from seatTableParts for these rules and seats, or null when there is none
 * or it cannot be used (another format or engine, other rules, a failed checksum, a value out of
 * range): such a table is solved again.
 */
export async function readSeatTable(
  path: string,
  rules: Rules,
  seats: number,
): Promise<SeatTable | null> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch {
    return null;
  }
  const layout = new SeatLayout(rules, seats);
  const key = seatRulesKey(rules, seats);
  if (bytes.length !== fileBytes(layout)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!headerFits(bytes.subarray(0, HEADER_BYTES), rules, seats, layout)) return null;
  const body = HEADER_BYTES + bodyBytes(layout);
  const aboutAt = HEADER_BYTES + layout.positions * seats * 8;
  const sum = createHash('sha256').update(key);
  await hashInChunks(sum, bytes.subarray(0, body));
  if (!sum.digest().equals(bytes.subarray(body))) return null;
  // A copy, aligned for 64-bit floats (a file's buffer need not be).
  const values = new Float64Array(layout.positions * seats);
  new Uint8Array(values.buffer).set(bytes.subarray(HEADER_BYTES, aboutAt));
  for (const v of values) if (!(v >= 0 && v <= 1)) return null;
  const count = (i: number): number => view.getFloat64(COUNTS_AT + 8 * i, true);
  return {
    layout,
    values,
    cycles: count(0),
    mixedCycles: count(1),
    choiceCycles: count(2),
    unsolvedCycles: count(3),
    sweeps: view.getUint32(20, true),
    evaluations: view.getFloat64(EVALUATIONS_AT, true),
    residual: view.getFloat64(RESIDUAL_AT, true),
    about: Uint8Array.from(bytes.subarray(aboutAt, body)),
  };
}
