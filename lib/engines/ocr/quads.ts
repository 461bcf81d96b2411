import type { Point, Quad } from './types';

// Geometry of text regions as PaddleOCR's DB post-processing and crop do it: the smallest turned
// rectangle around a region's pixels, grown by the unclip distance, and the crop of that
// rectangle straightened out of the page.

/** The convex hull of the points (Andrew's monotone chain), counter-clockwise in image coordinates read as maths. */
export function convexHull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (sorted.length < 3) return sorted;
  const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const lower: Point[] = [];
  for (const point of sorted) {
    while (lower.length >= 2 && cross(lower.at(-2)!, lower.at(-1)!, point) <= 0) lower.pop();
    lower.push(point);
  }
  const upper: Point[] = [];
  for (const point of sorted.reverse()) {
    while (upper.length >= 2 && cross(upper.at(-2)!, upper.at(-1)!, point) <= 0) upper.pop();
    upper.push(point);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/**
 * A turned rectangle: its centre, the unit vector of its side nearest the x axis (`along`,
 * pointing right), its extent along that side (`width`) and across it (`height`). A tall rectangle
 * stays tall: which way its text runs is the recogniser's question.
 */
export interface TurnedRect {
  centre: Point;
  along: Point;
  width: number;
  height: number;
}

/** The smallest-area rectangle around the points (rotating calipers over the hull's edges). */
export function minAreaRect(points: readonly Point[]): TurnedRect {
  const hull = convexHull(points);
  if (hull.length === 0) return { centre: { x: 0, y: 0 }, along: { x: 1, y: 0 }, width: 0, height: 0 };
  let best: TurnedRect | undefined;
  let bestArea = Infinity;
  for (let i = 0; i < hull.length; i++) {
    const a = hull[i]!;
    const b = hull[(i + 1) % hull.length]!;
    const norm = Math.hypot(b.x - a.x, b.y - a.y);
    const u = norm > 0 ? { x: (b.x - a.x) / norm, y: (b.y - a.y) / norm } : { x: 1, y: 0 };
    let minU = Infinity;
    let maxU = -Infinity;
    let minV = Infinity;
    let maxV = -Infinity;
    for (const p of hull) {
      const pu = p.x * u.x + p.y * u.y;
      const pv = -p.x * u.y + p.y * u.x;
      minU = Math.min(minU, pu);
      maxU = Math.max(maxU, pu);
      minV = Math.min(minV, pv);
      maxV = Math.max(maxV, pv);
    }
    const area = (maxU - minU) * (maxV - minV);
    if (area < bestArea - 1e-9) {
      bestArea = area;
      const cu = (minU + maxU) / 2;
      const cv = (minV + maxV) / 2;
      const centre = { x: cu * u.x - cv * u.y, y: cu * u.y + cv * u.x };
      const du = maxU - minU;
      const dv = maxV - minV;
      const flat = Math.abs(u.x) >= Math.abs(u.y);
      let along = flat ? u : { x: -u.y, y: u.x };
      if (along.x < 0) along = { x: -along.x, y: -along.y };
      best = { centre, along, width: flat ? du : dv, height: flat ? dv : du };
    }
  }
  return best!;
}

/** The rectangle with every side moved out by `distance` (negative: in). */
export function grow(rect: TurnedRect, distance: number): TurnedRect {
  return {
    ...rect,
    width: Math.max(0, rect.width + 2 * distance),
    height: Math.max(0, rect.height + 2 * distance),
  };
}

/** The rectangle's corners clockwise on screen from its top-left. */
export function cornersOf({ centre, along, width, height }: TurnedRect): Quad {
  const across = { x: -along.y, y: along.x };
  const corner = (s: number, t: number): Point => ({
    x: centre.x + (s * width * along.x) / 2 + (t * height * across.x) / 2,
    y: centre.y + (s * width * along.y) / 2 + (t * height * across.y) / 2,
  });
  return [corner(-1, -1), corner(1, -1), corner(1, 1), corner(-1, 1)];
}

/** The corners of an axis-aligned box, as a quad. */
export function quadOfBox(box: { x0: number; y0: number; x1: number; y1: number }): Quad {
  return [
    { x: box.x0, y: box.y0 },
    { x: box.x1, y: box.y0 },
    { x: box.x1, y: box.y1 },
    { x: box.x0, y: box.y1 },
  ];
}

/** A grey raster, one byte a pixel. */
export interface GreyRaster {
  grey: Uint8Array;
  width: number;
  height: number;
}

/**
 * The quad straightened into a `width` x `height` raster (PaddleOCR's get_rotate_crop_image): each
 * output pixel is sampled bilinearly at the matching point of the quad (exact for the rectangles
 * the detector gives; a bilinear approximation of a perspective warp for other quads). Points
 * outside the page take the nearest edge pixel, as OpenCV's BORDER_REPLICATE does.
 */
export function warpQuad(page: GreyRaster, quad: Quad, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height);
  const [p0, p1, p2, p3] = quad;
  const at = (x: number, y: number) =>
    page.grey[Math.min(page.height - 1, Math.max(0, y)) * page.width + Math.min(page.width - 1, Math.max(0, x))]!;
  for (let j = 0; j < height; j++) {
    const v = (j + 0.5) / height;
    // The points on the left and right edges at this height.
    const lx = p0.x + (p3.x - p0.x) * v;
    const ly = p0.y + (p3.y - p0.y) * v;
    const rx = p1.x + (p2.x - p1.x) * v;
    const ry = p1.y + (p2.y - p1.y) * v;
    for (let i = 0; i < width; i++) {
      const u = (i + 0.5) / width;
      const x = lx + (rx - lx) * u - 0.5;
      const y = ly + (ry - ly) * u - 0.5;
      const x0 = Math.floor(x);
      const y0 = Math.floor(y);
      const fx = x - x0;
      const fy = y - y0;
      const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
      const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
      out[j * width + i] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return out;
}

/** A quad's width (the longer of its top and bottom) and height (of its sides), as PaddleOCR sizes a crop. */
export function quadSize([p0, p1, p2, p3]: Quad): { width: number; height: number } {
  const d = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
  return { width: Math.max(d(p0, p1), d(p3, p2)), height: Math.max(d(p0, p3), d(p1, p2)) };
}
