import sharp from 'sharp';
import { fromRaw, toRaw, WHITE, type RawImage } from '../../../images/raw';
import { deepFry, vaporwave } from './effects';
import type { Step } from './plan';

const SEPIA: [[number, number, number], [number, number, number], [number, number, number]] = [
  [0.393, 0.769, 0.189],
  [0.349, 0.686, 0.168],
  [0.272, 0.534, 0.131],
];

/** Applies one step to one picture. Rotations may change its size; nothing else does. */
export async function applyStep(image: RawImage, step: Step): Promise<RawImage> {
  const input = fromRaw(image);
  switch (step.kind) {
    case 'grayscale':
      return toRaw(input.grayscale());
    case 'sepia':
      return toRaw(input.recomb(SEPIA));
    case 'invert':
      return toRaw(input.negate({ alpha: false }));
    case 'blur':
      return toRaw(input.blur(step.sigma));
    case 'sharpen':
      return toRaw(input.sharpen({ sigma: step.sigma, m1: 1.5, m2: 6, y2: 20, y3: 40 }));
    case 'brightness':
      return toRaw(input.modulate({ brightness: step.factor }));
    case 'contrast':
      // Stretch around mid-grey: out = f * (in - 128) + 128.
      return toRaw(input.linear(step.factor, 128 * (1 - step.factor)));
    case 'saturation':
      return toRaw(input.modulate({ saturation: step.factor }));
    case 'tint':
      return toRaw(input.tint(step.colour));
    case 'rotate':
      return toRaw(input.rotate(step.degrees, { background: WHITE }));
    case 'flip':
      return toRaw(step.axis === 'vertical' ? input.flip() : input.flop());
    case 'pixelate':
      return pixelate(image, step.cells);
    case 'deep-fry':
      return deepFry(image);
    case 'vaporwave':
      return vaporwave(image);
    // The poster is the canvas's layout, laser eyes need the faces and the background blur the
    // subject (all in compose.ts).
    case 'wanted-poster':
    case 'laser-eyes':
    case 'blur-background':
      return image;
  }
}

/** Shrinks the picture to `cells` blocks across its longer side, then scales back up without smoothing. */
async function pixelate(image: RawImage, cells: number): Promise<RawImage> {
  const scale = cells / Math.max(image.width, image.height);
  if (scale >= 1) return image;
  const small = await toRaw(
    fromRaw(image).resize(Math.max(1, Math.round(image.width * scale)), Math.max(1, Math.round(image.height * scale)), {
      kernel: sharp.kernel.cubic,
      fit: 'fill',
    }),
  );
  return toRaw(fromRaw(small).resize(image.width, image.height, { kernel: sharp.kernel.nearest, fit: 'fill' }));
}
