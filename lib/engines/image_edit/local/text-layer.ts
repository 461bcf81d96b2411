import type { RawImage, Rgb } from '../../../images/raw';

/*
 * Text drawn as a layer with coverage: its box, shadow and outline grown from the ink's own
 * coverage, and the layer blended onto the picture.
 */

/** A text drawing with coverage: straight (not premultiplied) RGBA. */
export interface Layer {
  data: Buffer;
  width: number;
  height: number;
}

/** What is drawn around a text's ink. */
export interface TextDecoration {
  outline?: { colour: Rgb; width: number };
  shadow?: boolean;
  box?: { colour: Rgb; padding: number };
}

/** Adds the box, the shadow and the outline under the ink, all from the ink's own coverage. */
export function decorate(ink: Layer, style: TextDecoration): Layer {
  const outline = style.outline?.width ?? 0;
  const shadow = style.shadow ? Math.max(2, Math.round(ink.height / 24)) : 0;
  // The outline is solid to half its width, then fades out to twice it: a stroke with a soft edge.
  const pad = Math.max(Math.ceil(outline * 2), style.box?.padding ?? 0) + shadow;
  const width = ink.width + 2 * pad;
  const height = ink.height + 2 * pad;
  const out = Buffer.alloc(width * height * 4);
  if (style.box) {
    for (let offset = 0; offset < out.length; offset += 4) {
      out[offset] = style.box.colour.r;
      out[offset + 1] = style.box.colour.g;
      out[offset + 2] = style.box.colour.b;
      out[offset + 3] = 255;
    }
  }
  const layer: Layer = { data: out, width, height };
  if (shadow > 0) {
    const soft = spreadCoverage(ink, pad, Math.max(1, outline), 3);
    paint(layer, soft, { r: 0, g: 0, b: 0 }, shadow, shadow, 0.6);
  }
  if (style.outline && outline > 0)
    paint(layer, spreadCoverage(ink, pad, outline * 1.25, outline * 1.5), style.outline.colour, 0, 0, 1);
  drawOver(layer, ink, pad, pad);
  return layer;
}

/**
 * The ink's coverage grown by `radius` pixels, on the padded size: a chamfer distance to the nearest
 * inked pixel, with a `softness`-pixel ramp at the edge. (Computed here: a blur and a curve in libvips
 * took several times longer for the same outline.)
 */
function spreadCoverage(ink: Layer, pad: number, radius: number, softness = 1): Buffer {
  const width = ink.width + 2 * pad;
  const height = ink.height + 2 * pad;
  const distance = new Float32Array(width * height).fill(1e9);
  for (let y = 0; y < ink.height; y += 1) {
    for (let x = 0; x < ink.width; x += 1)
      if (ink.data[(y * ink.width + x) * 4 + 3]! >= 128) distance[(y + pad) * width + x + pad] = 0;
  }
  const relax = (index: number, neighbour: number, step: number) => {
    const through = distance[neighbour]! + step;
    if (through < distance[index]!) distance[index] = through;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const index = y * width + x;
      if (x > 0) relax(index, index - 1, 1);
      if (y > 0) {
        relax(index, index - width, 1);
        if (x > 0) relax(index, index - width - 1, Math.SQRT2);
        if (x < width - 1) relax(index, index - width + 1, Math.SQRT2);
      }
    }
  }
  for (let y = height - 1; y >= 0; y -= 1) {
    for (let x = width - 1; x >= 0; x -= 1) {
      const index = y * width + x;
      if (x < width - 1) relax(index, index + 1, 1);
      if (y < height - 1) {
        relax(index, index + width, 1);
        if (x < width - 1) relax(index, index + width + 1, Math.SQRT2);
        if (x > 0) relax(index, index + width - 1, Math.SQRT2);
      }
    }
  }
  const coverage = Buffer.alloc(width * height);
  for (let index = 0; index < coverage.length; index += 1) {
    coverage[index] = Math.round(255 * Math.min(1, Math.max(0, (radius + softness / 2 - distance[index]!) / softness)));
  }
  return coverage;
}

/** Paints a colour through a coverage mask (same size as the layer) shifted by (dx, dy). */
function paint(layer: Layer, coverage: Buffer, colour: Rgb, dx: number, dy: number, opacity: number): void {
  for (let y = Math.max(0, dy); y < layer.height; y += 1) {
    for (let x = Math.max(0, dx); x < layer.width; x += 1) {
      const alpha = ((coverage[(y - dy) * layer.width + (x - dx)] ?? 0) / 255) * opacity;
      if (alpha > 0) blendPixel(layer.data, (y * layer.width + x) * 4, colour.r, colour.g, colour.b, alpha);
    }
  }
}

/** Straight-alpha "over" of one RGBA pixel onto another. */
function blendPixel(target: Buffer, offset: number, r: number, g: number, b: number, alpha: number): void {
  const below = target[offset + 3]! / 255;
  const out = alpha + below * (1 - alpha);
  if (out <= 0) return;
  target[offset] = Math.round((r * alpha + target[offset]! * below * (1 - alpha)) / out);
  target[offset + 1] = Math.round((g * alpha + target[offset + 1]! * below * (1 - alpha)) / out);
  target[offset + 2] = Math.round((b * alpha + target[offset + 2]! * below * (1 - alpha)) / out);
  target[offset + 3] = Math.round(out * 255);
}

/** Draws layer `source` over layer `target` at (x, y). */
function drawOver(target: Layer, source: Layer, x: number, y: number): void {
  for (let row = 0; row < source.height; row += 1) {
    const ty = row + y;
    if (ty < 0 || ty >= target.height) continue;
    for (let column = 0; column < source.width; column += 1) {
      const tx = column + x;
      if (tx < 0 || tx >= target.width) continue;
      const from = (row * source.width + column) * 4;
      const alpha = source.data[from + 3]! / 255;
      if (alpha > 0)
        blendPixel(
          target.data,
          (ty * target.width + tx) * 4,
          source.data[from]!,
          source.data[from + 1]!,
          source.data[from + 2]!,
          alpha,
        );
    }
  }
}

/** Draws an RGBA layer onto an opaque picture at (x, y), clipped to it. */
export function drawLayer(canvas: RawImage, layer: Layer, x: number, y: number): void {
  const left = Math.max(0, -x);
  const right = Math.min(layer.width, canvas.width - x);
  const top = Math.max(0, -y);
  const bottom = Math.min(layer.height, canvas.height - y);
  const source = layer.data;
  const target = canvas.data;
  for (let row = top; row < bottom; row += 1) {
    let from = (row * layer.width + left) * 4;
    let to = ((row + y) * canvas.width + left + x) * 3;
    for (let column = left; column < right; column += 1, from += 4, to += 3) {
      const alpha = source[from + 3]!;
      if (alpha === 0) continue;
      if (alpha === 255) {
        target[to] = source[from]!;
        target[to + 1] = source[from + 1]!;
        target[to + 2] = source[from + 2]!;
        continue;
      }
      const rest = 255 - alpha;
      for (let channel = 0; channel < 3; channel += 1) {
        // round(v / 255) without a division: exact for every v up to 65535.
        const v = source[from + channel]! * alpha + target[to + channel]! * rest + 128;
        target[to + channel] = (v + (v >> 8)) >> 8;
      }
    }
  }
}
