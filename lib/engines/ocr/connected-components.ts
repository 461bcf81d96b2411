import type { Box, Point } from './types';

/** A connected blob of dark pixels. */
export interface Component extends Box {
  pixels: number;
  /** With `outlines`: the corners of its runs, whose convex hull is the blob's. */
  outline?: Point[];
}

/**
 * 8-connected components of a binary image (1 = ink), found from horizontal runs so that memory
 * grows with the number of runs rather than with the image.
 */
export function connectedComponents(
  ink: Uint8Array,
  width: number,
  height: number,
  { outlines = false }: { outlines?: boolean } = {},
): Component[] {
  const parent: number[] = [];
  const runs: { x0: number; x1: number; y: number }[] = [];
  const find = (index: number): number => {
    let root = index;
    while (parent[root] !== root) root = parent[root]!;
    while (parent[index] !== root) {
      const next = parent[index]!;
      parent[index] = root;
      index = next;
    }
    return root;
  };

  let previousStart = 0;
  let previousEnd = 0;
  for (let y = 0; y < height; y++) {
    const rowStart = runs.length;
    const offset = y * width;
    let x = 0;
    while (x < width) {
      if (ink[offset + x] === 0) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < width && ink[offset + x] !== 0) x += 1;
      const id = runs.length;
      runs.push({ x0: start, x1: x, y });
      parent.push(id);
      // Runs of the row above that touch this one, diagonals included.
      for (let other = previousStart; other < previousEnd; other++) {
        const above = runs[other]!;
        if (above.x1 < start || above.x0 > x) continue;
        const a = find(id);
        const b = find(other);
        if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
      }
    }
    previousStart = rowStart;
    previousEnd = runs.length;
  }

  const byRoot = new Map<number, Component>();
  for (let id = 0; id < runs.length; id++) {
    const run = runs[id]!;
    const root = find(id);
    let component = byRoot.get(root);
    if (component) {
      component.x0 = Math.min(component.x0, run.x0);
      component.x1 = Math.max(component.x1, run.x1);
      component.y1 = Math.max(component.y1, run.y + 1);
      component.pixels += run.x1 - run.x0;
    } else {
      component = { x0: run.x0, y0: run.y, x1: run.x1, y1: run.y + 1, pixels: run.x1 - run.x0 };
      if (outlines) component.outline = [];
      byRoot.set(root, component);
    }
    component.outline?.push(
      { x: run.x0, y: run.y },
      { x: run.x1, y: run.y },
      { x: run.x0, y: run.y + 1 },
      { x: run.x1, y: run.y + 1 },
    );
  }
  return [...byRoot.values()];
}
