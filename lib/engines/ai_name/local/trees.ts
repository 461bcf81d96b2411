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

/** An ensemble's splits and leaves in flat typed arrays: the same sums, read without chasing objects. */
interface PackedEnsemble {
  levels: Int32Array;
  features: Int32Array;
  thresholds: Float64Array;
  leafStart: Int32Array;
  leaves: Float64Array;
}

function pack(trees: ObliviousTree[]): PackedEnsemble {
  const splits = trees.flatMap((tree) => tree.splits);
  const packed: PackedEnsemble = {
    levels: Int32Array.from(trees, (tree) => tree.splits.length),
    features: Int32Array.from(splits, (split) => split[0]),
    thresholds: Float64Array.from(splits, (split) => split[1]),
    leafStart: new Int32Array(trees.length),
    leaves: Float64Array.from(trees.flatMap((tree) => tree.leaves)),
  };
  for (let t = 1; t < trees.length; t++) packed.leafStart[t] = packed.leafStart[t - 1]! + trees[t - 1]!.leaves.length;
  return packed;
}

/** Packed once per ensemble (an ensemble is not changed once trained and scored). */
const packedEnsembles = new WeakMap<ObliviousTree[], PackedEnsemble>();

export function ensembleScore(trees: ObliviousTree[], row: ArrayLike<number>): number {
  let packed = packedEnsembles.get(trees);
  if (!packed || packed.levels.length !== trees.length) packedEnsembles.set(trees, (packed = pack(trees)));
  const { levels, features, thresholds, leafStart, leaves } = packed;
  let sum = 0;
  let split = 0;
  for (let t = 0; t < levels.length; t++) {
    let index = 0;
    for (let level = 0; level < levels[t]!; level++, split++)
      if (row[features[split]!]! > thresholds[split]!) index |= 1 << level;
    sum += leaves[leafStart[t]! + index]!;
  }
  return sum;
}
