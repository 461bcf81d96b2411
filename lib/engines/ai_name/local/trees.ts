/**
 * An oblivious decision tree: every level asks one question of the candidate (is feature f above t?)
 * and the answers, read as bits, pick a leaf. The ranker's score of a candidate is the sum of its
 * leaves over all trees.
 */
export interface ObliviousTree {
  /** [feature index, threshold] per level; level l sets bit l of the leaf index when the feature is above it. */
  splits: [number, number][];
  leaves: number[];
}

export function leafIndex(tree: ObliviousTree, row: ArrayLike<number>): number {
  let index = 0;
  for (let level = 0; level < tree.splits.length; level++) {
    const [feature, threshold] = tree.splits[level]!;
    if (row[feature]! > threshold) index |= 1 << level;
  }
  return index;
}

export function ensembleScore(trees: ObliviousTree[], row: ArrayLike<number>): number {
  let sum = 0;
  for (const tree of trees) sum += tree.leaves[leafIndex(tree, row)]!;
  return sum;
}
