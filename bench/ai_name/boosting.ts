/**
 * Gradient boosting of oblivious trees for ranking a post's candidates (LambdaMART-style): the
 * gradients come from comparing the candidates of one post with each other, so a score only matters
 * against the other candidates of its post. Newton steps, quantile bins, no sampling: the same
 * examples give the same trees.
 */
import type { ObliviousTree } from '../../lib/engines/ai_name/local/trees';
import type { RankingExample } from './learners';

/** The leaf a row falls in: the product scores packed ensembles (ensembleScore); training walks trees one by one. */
export function leafIndex(tree: ObliviousTree, row: ArrayLike<number>): number {
  let index = 0;
  for (let level = 0; level < tree.splits.length; level++) {
    const split = tree.splits[level]!;
    if (row[split[0]]! > split[1]) index |= 1 << level;
  }
  return index;
}

export interface BoostingOptions {
  trees?: number;
  depth?: number;
  learningRate?: number;
  /** L2 on leaf values (added to each leaf's hessian). */
  l2?: number;
  /** Most cut points tried per feature. */
  bins?: number;
  /** Features the trees may split on (indices); all when absent. */
  allowed?: number[];
  /**
   * 'pairwise' (the default: every right candidate against every wrong one, LambdaRank-style) or
   * 'listwise' (softmax over the post's candidates).
   */
  objective?: 'listwise' | 'pairwise';
}

const round = (value: number) => Math.round(value * 1e4) / 1e4;

/** Cut points between the distinct values of one feature, at most `bins` of them, at quantiles. */
function cutPoints(values: Float64Array, bins: number): number[] {
  const sorted = Float64Array.from(values).sort();
  const distinct: number[] = [];
  for (const value of sorted)
    if (distinct.length === 0 || value !== distinct[distinct.length - 1]) distinct.push(value);
  const cuts = new Set<number>();
  if (distinct.length <= bins + 1) {
    for (let i = 1; i < distinct.length; i++) cuts.add(round((distinct[i - 1]! + distinct[i]!) / 2));
  } else {
    for (let b = 1; b <= bins; b++) {
      const at = sorted[Math.floor((b * sorted.length) / (bins + 1))]!;
      const next = distinct.find((value) => value > at);
      if (next !== undefined) cuts.add(round((at + next) / 2));
    }
  }
  return [...cuts].sort((a, b) => a - b);
}

interface Dataset {
  rows: number[][];
  positive: boolean[];
  /** [start, end) of each post's rows. */
  lists: [number, number][];
}

function flatten(examples: RankingExample[]): Dataset {
  const data: Dataset = { rows: [], positive: [], lists: [] };
  for (const { features, positive } of examples) {
    if (features.length < 2 || !positive.some(Boolean) || positive.every(Boolean)) continue;
    const start = data.rows.length;
    data.rows.push(...features);
    data.positive.push(...positive);
    data.lists.push([start, data.rows.length]);
  }
  return data;
}

/** Gradient and hessian of the listwise loss for every row, given the current scores. */
function gradients(data: Dataset, scores: Float64Array, gradient: Float64Array, hessian: Float64Array): void {
  for (const [start, end] of data.lists) {
    let top = -Infinity;
    for (let i = start; i < end; i++) top = Math.max(top, scores[i]!);
    let total = 0;
    let hit = 0;
    for (let i = start; i < end; i++) {
      const value = Math.exp(scores[i]! - top);
      total += value;
      if (data.positive[i]) hit += value;
    }
    for (let i = start; i < end; i++) {
      const p = Math.exp(scores[i]! - top) / total;
      const q = data.positive[i] ? Math.exp(scores[i]! - top) / hit : 0;
      gradient[i] = p - q;
      hessian[i] = Math.max(p * (1 - p), 1e-6);
    }
  }
}

/**
 * RankNet/LambdaRank gradients for binary relevance: each (right, wrong) pair of a post pushes the
 * right one up by the chance the pair is ordered wrongly, weighted more when the wrong one leads.
 */
function pairwiseGradients(data: Dataset, scores: Float64Array, gradient: Float64Array, hessian: Float64Array): void {
  gradient.fill(0);
  hessian.fill(1e-6);
  for (const [start, end] of data.lists) {
    let leader = start;
    for (let i = start; i < end; i++) if (scores[i]! > scores[leader]!) leader = i;
    for (let i = start; i < end; i++) {
      if (!data.positive[i]) continue;
      for (let j = start; j < end; j++) {
        if (data.positive[j]) continue;
        const rho = 1 / (1 + Math.exp(scores[i]! - scores[j]!));
        const weight = j === leader ? 2 : 1;
        gradient[i]! -= weight * rho;
        gradient[j]! += weight * rho;
        hessian[i]! += weight * rho * (1 - rho);
        hessian[j]! += weight * rho * (1 - rho);
      }
    }
  }
}

/** Trains the trees; row i of every post's features is a candidate, positive[i] whether it is in the name. */
export function trainTrees(examples: RankingExample[], options: BoostingOptions = {}): ObliviousTree[] {
  const { trees: count = 150, depth = 4, learningRate = 0.1, l2 = 1, bins = 32 } = options;
  const data = flatten(examples);
  const rowCount = data.rows.length;
  if (rowCount === 0) return [];
  const featureCount = data.rows[0]!.length;
  const allowed = options.allowed ?? Array.from({ length: featureCount }, (_, f) => f);
  const cuts: number[][] = [];
  const binned: Uint8Array[] = [];
  for (let f = 0; f < featureCount; f++) {
    const column = Float64Array.from(data.rows, (row) => row[f]!);
    cuts.push(allowed.includes(f) ? cutPoints(column, bins) : []);
    // Bin b holds the values above cut b-1 and not above cut b.
    binned.push(
      Uint8Array.from(column, (value) => {
        let bin = 0;
        while (bin < cuts[f]!.length && value > cuts[f]![bin]!) bin++;
        return bin;
      }),
    );
  }

  const scores = new Float64Array(rowCount);
  const gradient = new Float64Array(rowCount);
  const hessian = new Float64Array(rowCount);
  const leafOf = new Uint16Array(rowCount);
  const ensemble: ObliviousTree[] = [];
  for (let t = 0; t < count; t++) {
    if (options.objective === 'listwise') gradients(data, scores, gradient, hessian);
    else pairwiseGradients(data, scores, gradient, hessian);
    leafOf.fill(0);
    const splits: [number, number][] = [];
    for (let level = 0; level < depth; level++) {
      const leaves = 1 << level;
      let best = { gain: 0, feature: -1, cut: -1 };
      for (const f of allowed) {
        const binCount = cuts[f]!.length + 1;
        if (binCount < 2) continue;
        const g = new Float64Array(leaves * binCount);
        const h = new Float64Array(leaves * binCount);
        const column = binned[f]!;
        for (let i = 0; i < rowCount; i++) {
          const cell = leafOf[i]! * binCount + column[i]!;
          g[cell]! += gradient[i]!;
          h[cell]! += hessian[i]!;
        }
        const totalG = new Float64Array(leaves);
        const totalH = new Float64Array(leaves);
        for (let leaf = 0; leaf < leaves; leaf++) {
          for (let b = 0; b < binCount; b++) {
            totalG[leaf]! += g[leaf * binCount + b]!;
            totalH[leaf]! += h[leaf * binCount + b]!;
          }
        }
        const leftG = new Float64Array(leaves);
        const leftH = new Float64Array(leaves);
        for (let cut = 0; cut < binCount - 1; cut++) {
          let gain = 0;
          for (let leaf = 0; leaf < leaves; leaf++) {
            leftG[leaf]! += g[leaf * binCount + cut]!;
            leftH[leaf]! += h[leaf * binCount + cut]!;
            const rightG = totalG[leaf]! - leftG[leaf]!;
            const rightH = totalH[leaf]! - leftH[leaf]!;
            gain +=
              (leftG[leaf]! * leftG[leaf]!) / (leftH[leaf]! + l2) +
              (rightG * rightG) / (rightH + l2) -
              (totalG[leaf]! * totalG[leaf]!) / (totalH[leaf]! + l2);
          }
          if (gain > best.gain + 1e-12) best = { gain, feature: f, cut };
        }
      }
      if (best.feature < 0) break;
      splits.push([best.feature, cuts[best.feature]![best.cut]!]);
      const column = binned[best.feature]!;
      for (let i = 0; i < rowCount; i++) if (column[i]! > best.cut) leafOf[i] = leafOf[i]! | (1 << level);
    }
    if (splits.length === 0) break;
    const sumG = new Float64Array(1 << splits.length);
    const sumH = new Float64Array(1 << splits.length);
    for (let i = 0; i < rowCount; i++) {
      sumG[leafOf[i]!]! += gradient[i]!;
      sumH[leafOf[i]!]! += hessian[i]!;
    }
    const tree: ObliviousTree = {
      splits,
      leaves: Array.from(sumG, (value, leaf) => round((-learningRate * value) / (sumH[leaf]! + l2))),
    };
    ensemble.push(tree);
    for (let i = 0; i < rowCount; i++) scores[i]! += tree.leaves[leafIndex(tree, data.rows[i]!)]!;
  }
  return ensemble;
}
