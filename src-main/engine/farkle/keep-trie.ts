import type { KeepLists } from './winkeeps';

/**
 * Keep classes as a turn evaluator walks them: each class's keeps are a path in a tree whose
 * nodes are keeps, so that classes whose lists begin alike take their best keep so far from one
 * shared node instead of weighing those keeps again. Each class lists its keeps by points, fewest
 * first (then by dice left, most first), which makes the lists begin alike: a roll of six dice
 * has 77 classes weighing 316 keeps under `minimal`, and 133 nodes; `house`, with its final
 * round's every keep, 699 keeps and 280 nodes. The nodes are listed depth first, so a node's
 * parent is the last node listed one level up: the walk keeps the best value at each level of
 * the path it is on (`depth`), and a class is summed at its last keep's node (`prob`).
 */
export class KeepTrie {
  /** Nodes of a roll of n dice are first[n] to first[n + 1] - 1. */
  readonly first = new Int32Array(8);
  /** A node's level: 1 for a class's first keep (level 0 is the walk's start, nothing kept). */
  readonly depth: Uint8Array;
  /** Where its keep's value is read: dice left × stride + points in grid units. */
  readonly offset: Int32Array;
  /** The chance of the class whose last keep it is (0 for a node that ends no class). */
  readonly prob: Float64Array;
  /** The deepest level, for the walk's buffers. */
  readonly levels: number;

  constructor(keeps: KeepLists, stride: number) {
    const { clsFirst, clsProb, clsOptFirst, optNext, optUnits } = keeps;
    const depth: number[] = [];
    const offset: number[] = [];
    const prob: number[] = [];
    for (let d = 1; d <= 6; d++) {
      this.first[d] = depth.length;
      const root = new TrieNode(0);
      for (let c = clsFirst[d]!; c < clsFirst[d + 1]!; c++) {
        const path: number[] = [];
        for (let o = clsOptFirst[c]!; o < clsOptFirst[c + 1]!; o++) path.push(o);
        path.sort((a, b) => optUnits[a]! - optUnits[b]! || optNext[b]! - optNext[a]!);
        let node = root;
        for (const o of path) node = node.child(optNext[o]! * stride + optUnits[o]!);
        node.prob += clsProb[c]!;
      }
      root.list((node, level) => {
        depth.push(level);
        offset.push(node.offset);
        prob.push(node.prob);
      });
    }
    this.first[7] = depth.length;
    this.depth = Uint8Array.from(depth);
    this.offset = Int32Array.from(offset);
    this.prob = Float64Array.from(prob);
    this.levels = depth.reduce((m, level) => Math.max(m, level), 0);
  }
}

class TrieNode {
  prob = 0;
  private readonly children = new Map<number, TrieNode>();

  constructor(readonly offset: number) {}

  child(offset: number): TrieNode {
    let found = this.children.get(offset);
    if (!found) this.children.set(offset, (found = new TrieNode(offset)));
    return found;
  }

  /** Every node below this one, depth first, with its level. */
  list(visit: (node: TrieNode, level: number) => void, level = 1): void {
    for (const node of this.children.values()) {
      visit(node, level);
      node.list(visit, level + 1);
    }
  }
}
