import { MAX_SEAT_BYTES, type SeatLayout } from './seatlayout';

/**
 * Layers per block of the shared slab: a chain holds whole blocks, so it wastes less than one.
 * A block holds each number of its layers side by side (number f of layer j at f · BLOCK + j), so
 * that a turn reading a few cells of many layers (the six-dice cells 40 layers up) reads few
 * cache lines of a slab too big for the processor's caches.
 */
const BLOCK = 8;
/** From one number of a layer to the next: `slab[layerAt(key, i) + f * LAYER_STEP]` is number f. */
export const LAYER_STEP = BLOCK;
/** The number of a layer where its cells start, after lo and hi. */
export const FIRST_CELL = 2;
/**
 * Most bytes of layers the chain cache holds (untouched blocks take no memory), and no more than
 * the table of chances leaves of MAX_SEAT_BYTES: three seats at 10,000 points (`minimal`) need
 * about 460 MB at their peak (CHAIN_LAYERS_KEPT). A chain that finds no block free solves its
 * turns in full until one is.
 */
export const CHAIN_CACHE_BYTES = 500e6;

/**
 * Layers a chain keeps above its latest member; the blocks wholly above go back to the free list.
 * The next member restarts (and reads its walk's reach above that) within this far up nearly
 * always, and solves in full where it would not: at three seats to 10,000 points 1.8% of the
 * members would, for 4% more layers, and the layers' peak falls by a sixth (docs/odds.md,
 * "Memory").
 */
export const CHAIN_LAYERS_KEPT = 120;

/** A chain's head in `meta`: its latest member's total, lowest bankable total, top, and pass. */
const A = 0;
const BANKABLE = 1;
const TOP = 2;
/** The pass (from 1) whose member the chain holds: 0 for none (the shared memory starts zeroed). */
const PASS = 3;
const HEAD = 4;

/**
 * The chain cache's shared memory, handed to every thread of a solve. Within a sum each chain has
 * one member, solved by one thread, which alone reads and writes the chain; the pool waits for
 * every thread between sums, so the next member, on whichever thread, reads what it wrote.
 */
export interface ChainMemory {
  /** Int32, per chain key: its head, then its block table (block + 1; 0: none yet). */
  meta: SharedArrayBuffer;
  /** Float64: the layers, BLOCK to a block. */
  slab: SharedArrayBuffer;
  /** Int32 [0]: blocks handed out from the slab's start so far (every thread takes from it). */
  handedOut: SharedArrayBuffer;
  /** Turn totals a member's turn spans at most (SeatTurn's top). */
  longest: number;
  /** Layers a chain keeps above its latest member (CHAIN_LAYERS_KEPT but in tests). */
  keptAbove: number;
}

/** Chain keys of a layout: the other seats' codes times the mover's flags (chainOf). */
function chainKeys(layout: SeatLayout): number {
  return layout.cell ** (layout.seats - 1) * layout.flags;
}

/**
 * Numbers per layer: lo and hi, then per cell (dice 1 to 6) q and the other seats' C; with a
 * penalty also the mover's C[0], which is otherwise 1 − q − the others' C (the bank values are
 * solved chances adding up to one; with a penalty they move between passes). The walk's banking
 * rows (a 6-bit mask) take one byte a layer, the 8 of a block in one number after its layers.
 */
function layerWidth(layout: SeatLayout): number {
  return FIRST_CELL + 6 * (layout.seats + (layout.penalty > 0 ? 1 : 0));
}

/** Numbers per block: its layers', then one holding their banking rows, a byte each. */
function blockSize(width: number): number {
  return BLOCK * width + 1;
}

/**
 * The chain cache's memory for a solve whose member turns span at most `longest` totals, with at
 * most `most` bytes of layers.
 */
export function newChainMemory(
  layout: SeatLayout,
  longest: number,
  most = MAX_SEAT_BYTES - layout.positions * layout.seats * 8,
  keptAbove = CHAIN_LAYERS_KEPT,
): ChainMemory {
  const perChain = Math.ceil(longest / BLOCK);
  const blockBytes = blockSize(layerWidth(layout)) * 8;
  const keys = chainKeys(layout);
  const bytes = Math.max(0, Math.min(CHAIN_CACHE_BYTES, most));
  const blocks = Math.min(keys * perChain, Math.floor(bytes / blockBytes));
  return {
    meta: new SharedArrayBuffer(keys * (HEAD + perChain) * 4),
    slab: new SharedArrayBuffer(blocks * blockBytes),
    handedOut: new SharedArrayBuffer(4),
    longest,
    keptAbove,
  };
}

/**
 * One thread's view of the chain cache. A chain's layer s sits at i = top − 1 − s, so the chain
 * grows by blocks as its member's total falls. Blocks come from this thread's free list, else from
 * the slab's untouched end; a chain's blocks go back, to the list of the thread that keeps its key
 * (a hash, so the lists fill evenly), once the solve has passed the sum of its last member.
 */
export class ChainStore {
  readonly slab: Float64Array;
  /** The slab's bytes, for the banking rows. */
  private readonly bytes: Uint8Array;
  private readonly width: number;
  private readonly blockSize: number;
  /** Whether a cell holds the mover's C[0] (else it is read back from the rest). */
  readonly ownKept: boolean;
  private readonly meta: Int32Array;
  private readonly handedOut: Int32Array;
  private readonly blocks: number;
  private readonly metaWidth: number;
  private readonly perChain: number;
  private readonly keptAbove: number;
  private readonly free: number[] = [];
  /** This thread's chain keys, by the sum of the other seats' totals, highest first. */
  private readonly mine: Int32Array;
  private readonly restOfMine: Int32Array;
  private dropped = 0;
  private readonly lowestTotal: number;
  private pass = 1;

  constructor(layout: SeatLayout, memory: ChainMemory, thread = 0, threads = 1) {
    this.width = layerWidth(layout);
    this.ownKept = layout.penalty > 0;
    this.slab = new Float64Array(memory.slab);
    this.bytes = new Uint8Array(memory.slab);
    this.blockSize = blockSize(this.width);
    this.meta = new Int32Array(memory.meta);
    this.handedOut = new Int32Array(memory.handedOut);
    this.blocks = this.slab.length / this.blockSize;
    this.perChain = Math.ceil(memory.longest / BLOCK);
    this.metaWidth = HEAD + this.perChain;
    this.keptAbove = memory.keptAbove;
    this.lowestTotal = layout.floor;
    const keys: number[] = [];
    const rests: number[] = [];
    const restCodes = layout.cell ** (layout.seats - 1);
    for (let key = 0; key < chainKeys(layout); key++) {
      if (chainThread(key, threads) !== thread) continue;
      let code = Math.floor(key / layout.flags);
      let rest = 0;
      for (let codes = restCodes; codes > 1; codes /= layout.cell) {
        const seat = code % layout.cell;
        rest += Math.floor(seat / layout.flags) + layout.floor;
        code = (code - seat) / layout.cell;
      }
      keys.push(key);
      rests.push(rest);
    }
    const order = keys.map((_, j) => j).sort((p, q) => rests[q]! - rests[p]!);
    this.mine = Int32Array.from(order, (j) => keys[j]!);
    this.restOfMine = Int32Array.from(order, (j) => rests[j]!);
  }

  /** Whether chain `key` holds a member of this pass under this top. */
  holds(key: number, top: number): boolean {
    const at = key * this.metaWidth;
    return this.meta[at + PASS] === this.pass && this.meta[at + TOP] === top;
  }

  latest(key: number): number {
    return this.meta[key * this.metaWidth + A]!;
  }

  bankableFrom(key: number): number {
    return this.meta[key * this.metaWidth + BANKABLE]!;
  }

  /** Marks chain `key` as holding the member at a (of this pass), or, if not `held`, none. */
  setHead(key: number, held: boolean, a = 0, bankableFrom = 0, top = 0): void {
    const at = key * this.metaWidth;
    this.meta[at + PASS] = held ? this.pass : 0;
    this.meta[at + A] = a;
    this.meta[at + BANKABLE] = bankableFrom;
    this.meta[at + TOP] = top;
  }

  /**
   * The lowest total whose layer chain `key` (its turns ending below `top`) no longer keeps once
   * its latest member is at `a`: the layers from there up went back as whole blocks.
   */
  keptBelow(top: number, a: number): number {
    return top - BLOCK * this.droppedBlocks(top, a);
  }

  /** Frees the blocks of chain `key` wholly above the layers it keeps for its member at `a`. */
  dropFar(key: number, top: number, a: number): void {
    const at = key * this.metaWidth + HEAD;
    for (let j = at + this.droppedBlocks(top, a) - 1; j >= at; j--) {
      if (this.meta[j] !== 0) this.free.push(this.meta[j]! - 1);
      this.meta[j] = 0;
    }
  }

  /** Blocks from a chain's top (layer i = top − 1 − s) wholly above the layers it keeps. */
  private droppedBlocks(top: number, a: number): number {
    return Math.max(0, Math.floor((top - a - this.keptAbove) / BLOCK));
  }

  /** Where layer i of chain `key` starts in the slab (held), its numbers LAYER_STEP apart. */
  layerAt(key: number, i: number): number {
    const block = this.meta[key * this.metaWidth + HEAD + Math.floor(i / BLOCK)]! - 1;
    return block * this.blockSize + (i % BLOCK);
  }

  /** The banking rows of the layer at `at` (layerAt). */
  bankingAt(at: number): number {
    return this.bytes[this.bankingByte(at)]!;
  }

  setBankingAt(at: number, banking: number): void {
    this.bytes[this.bankingByte(at)] = banking;
  }

  private bankingByte(at: number): number {
    const j = at % this.blockSize;
    return (at - j + BLOCK * this.width) * 8 + j;
  }

  /** Where layer i of chain `key` goes, taking a block if it has none there; -1 if none is free. */
  layerFor(key: number, i: number): number {
    const entry = key * this.metaWidth + HEAD + Math.floor(i / BLOCK);
    if (this.meta[entry] === 0) {
      let block = this.free.pop();
      if (block === undefined) {
        block = Atomics.add(this.handedOut, 0, 1);
        if (block >= this.blocks) return -1;
      }
      this.meta[entry] = block + 1;
    }
    return this.layerAt(key, i);
  }

  /** A sum above the last one: a new pass (with a penalty) on new bank values. */
  newPass(): void {
    this.pass++;
    this.dropped = 0;
  }

  /** Frees the blocks of this thread's chains with no member at or below this sum. */
  dropAbove(sum: number): void {
    const { mine, restOfMine, meta, metaWidth, perChain } = this;
    while (this.dropped < mine.length && restOfMine[this.dropped]! + this.lowestTotal > sum) {
      const at = mine[this.dropped++]! * metaWidth;
      meta[at + PASS] = 0;
      for (let j = at + HEAD; j < at + HEAD + perChain; j++) {
        if (meta[j] !== 0) this.free.push(meta[j]! - 1);
        meta[j] = 0;
      }
    }
  }
}

/** The thread (of `threads`) that frees a chain's blocks: a hash, so the chains spread evenly. */
function chainThread(key: number, threads: number): number {
  return (Math.imul(key, 0x9e3779b1) >>> 0) % threads;
}
