import sharp from 'sharp';
import { z } from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_ROOT } from '../../../test-support/app-root';
import { ERRORS } from '../../errors';
import type { ImageLoader } from '../../images/types';
import { seededRandom } from '../../seeded-random';
import { Capacity } from '../capacity';
import { ocrConfig } from './config';
import { createOcrEngine } from './engine';
import { createImageTextReader } from './image-text';

const WIDTH = 640;
const HEIGHT = 480;

/** Every pixel of every channel drawn at random. */
async function noise(seed: number): Promise<Buffer> {
  const random = seededRandom(seed);
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(random() * 256);
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg()
    .toBuffer();
}

/** A photo's texture, grass or gravel: dark short strokes at random angles on a brown ground, softened. */
async function texture(seed: number): Promise<Buffer> {
  const random = seededRandom(seed);
  let strokes = '';
  for (let i = 0; i < 1_500; i++) {
    const [x, y, angle, length] = [random() * WIDTH, random() * HEIGHT, random() * Math.PI, 4 + random() * 10];
    const shade = Math.floor(random() * 90);
    strokes += `<line x1="${x}" y1="${y}" x2="${x + Math.cos(angle) * length}" y2="${y + Math.sin(angle) * length}" stroke="rgb(${shade},${shade},${shade})" stroke-width="${1 + random() * 3}"/>`;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="#8a7a5a"/>${strokes}</svg>`;
  return sharp(Buffer.from(svg)).blur(0.6).jpeg().toBuffer();
}

/** A caption in black on white, which the reader must still read. */
async function caption(text: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="160"><rect width="100%" height="100%" fill="#fff"/><text x="40" y="100" font-family="DejaVu Sans" font-weight="bold" font-size="48">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

// The service's engine as a fresh configuration builds it, on one worker.
const engine = createOcrEngine({ ...z.object(ocrConfig.shape).parse({}), OCR_WORKERS: 1, appRoot: APP_ROOT });
afterAll(() => engine.shutdown());

/** The reader over the real engine; each URL names one of the pictures above. */
function readerOf(pictures: Record<string, () => Promise<Buffer>>) {
  const loadImage: ImageLoader = async (url) => ({
    bytes: await pictures[url]!(),
    format: 'jpeg',
    width: WIDTH,
    height: HEIGHT,
  });
  const capacity = new Capacity('image-text-garbage-test', {
    concurrency: 1,
    maxQueue: 4,
    maxWaitMs: 60_000,
    busy: ERRORS.overloaded,
    retryAfterSeconds: 3,
  });
  const engineErrors = { failed: ERRORS.internal_error, unavailable: ERRORS.overloaded };
  // A budget no busy machine reaches: the test is about what is read, not how fast.
  return createImageTextReader({ loadImage, ocr: engine, capacity, engineErrors, budgetMs: 60_000 });
}

describe('the image text reader on pictures without text', () => {
  it('gives nothing to name from for a picture of noise or of a photo texture, and still reads a caption', async () => {
    expect(engine.id).toBe('pp-ocrv4-det+pp-ocrv4-rec');
    const read = readerOf({ noise: () => noise(7), texture: () => texture(11), caption: () => caption('PEPPER FROG') });
    const job = { user: 'poster', signal: new AbortController().signal };
    await expect(read(['noise', 'texture'], job)).resolves.toEqual({
      status: 'no_text',
      images: [{ status: 'no_text' }, { status: 'no_text' }],
    });
    await expect(read(['caption'], job)).resolves.toMatchObject({ status: 'text', text: 'PEPPER FROG' });
  }, 60_000);
});
