import { afterEach, describe, expect, it, vi } from 'vitest';
import { engineFailed } from '../../engines/errors';
import { ApiError, ERRORS } from '../../errors';
import type { ImageTextOutcome } from '../../images/image-text';
import { invalidImage } from '../../images/invalid';
import type { ImageLoader, LoadedImage } from '../../images/types';
import { Capacity } from '../capacity';
import type { OcrLine } from '../../engines/ocr';
import { createImageTextReader, IMAGE_TEXT_BUDGET_MS, IMAGES_READ, readWithinBudget } from './image-text';

const never = () => new Promise<ImageTextOutcome>(() => undefined);
const TIMED_OUT = new Error('timed out');
const budget = (budgetMs: number) => ({ budgetMs, timedOut: () => TIMED_OUT });
const found = (text: string): ImageTextOutcome => ({ status: 'text', text, images: [{ status: 'text', text }] });

describe('reading image text within a budget', () => {
  it('answers what the reader finds in time', async () => {
    await expect(readWithinBudget(async () => found('GM'), ['u'], budget(1_000))).resolves.toEqual(found('GM'));
  });

  it('answers unread (failed) with the error when the reader fails', async () => {
    const down = new Error('down');
    await expect(readWithinBudget(() => Promise.reject(down), ['u'], budget(1_000))).resolves.toEqual({
      status: 'unread',
      why: 'failed',
      error: down,
    });
  });

  it('answers unread (timed out) at the budget even when the reader never does, and tells the reader to stop', async () => {
    let aborted = false;
    const read = (_urls: string[], signal: AbortSignal) =>
      new Promise<ImageTextOutcome>(() => signal.addEventListener('abort', () => (aborted = true)));
    await expect(readWithinBudget(read, ['u'], budget(30))).resolves.toEqual({
      status: 'unread',
      why: 'timed_out',
      error: TIMED_OUT,
    });
    expect(aborted).toBe(true);
  });

  it('answers unread (cancelled) at once when the caller has gone', async () => {
    const outcome = await readWithinBudget(never, ['u'], budget(60_000), AbortSignal.abort());
    expect(outcome).toMatchObject({ status: 'unread', why: 'cancelled' });
  });
});

/** A line the fake engine reads, at this confidence. */
const line = (text: string, confidence: number): OcrLine => ({
  text,
  confidence,
  points: [
    { x: 0, y: 0 },
    { x: 1, y: 0 },
    { x: 1, y: 1 },
    { x: 0, y: 1 },
  ],
});

/**
 * Images by URL: `text:…` holds those lines (split at `|`), read at the engine's trusted confidence exactly (the
 * least that is kept); `unsure:…` holds them read just under it; `blank` holds none; `ocr-fails` breaks the engine; any other
 * fails to load.
 */
/** The fake engine's trusted confidence. */
const TRUSTED = 0.8;

function fakeServices(options: { slowOcr?: boolean; concurrency?: number } = {}) {
  const loads: string[] = [];
  const loadImage: ImageLoader = async (url) => {
    loads.push(url);
    if (['blank', 'ocr-fails', 'undecodable'].includes(url) || /^(text|unsure):/.test(url))
      return { bytes: Buffer.from(url), format: 'png', width: 1, height: 1 } satisfies LoadedImage;
    throw invalidImage(`${url} is not an image`);
  };
  const recognize = async (bytes: Buffer) => {
    if (options.slowOcr) return new Promise<never>(() => undefined);
    const url = bytes.toString();
    if (url === 'ocr-fails') throw engineFailed('the OCR engine broke');
    if (url === 'undecodable') throw invalidImage('the PNG data is damaged or incomplete');
    const [kind, texts = ''] = url.split(/:(.*)/s);
    const confidence = kind === 'text' ? TRUSTED : TRUSTED - 0.01;
    const lines = texts === '' ? [line('  ', 0.95)] : texts.split('|').map((text) => line(text, confidence));
    return { text: lines.map((read) => read.text).join('\n'), lines };
  };
  const capacity = new Capacity('image-text-test', {
    concurrency: options.concurrency ?? 1,
    maxQueue: 0,
    maxWaitMs: 1_000,
    busy: ERRORS.overloaded,
    busyMessage: 'OCR is busy; retry shortly.',
    retryAfterSeconds: 3,
  });
  const engineErrors = { failed: ERRORS.internal_error, unavailable: ERRORS.overloaded };
  const reader = createImageTextReader({
    loadImage,
    ocr: { recognize, trustedConfidence: TRUSTED },
    capacity,
    engineErrors,
    budgetMs: 300,
  });
  return { reader, loads, capacity };
}

const read = (urls: string[], options?: { slowOcr?: boolean }) => {
  const services = fakeServices(options);
  return { ...services, outcome: services.reader(urls, { user: 'poster', signal: new AbortController().signal }) };
};

describe('the image text reader OCR lends', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is bounded by its budget (2 s unless told) and reads the first two images that load', () => {
    expect(IMAGE_TEXT_BUDGET_MS).toBe(2_000);
    expect(IMAGES_READ).toBe(2);
  });

  it('answers the text read, each image’s reading in the order asked', async () => {
    await expect(read(['text:PEPPER FROG', 'blank']).outcome).resolves.toEqual({
      status: 'text',
      text: 'PEPPER FROG',
      images: [{ status: 'text', text: 'PEPPER FROG' }, { status: 'no_text' }],
    });
  });

  it('keeps the lines read at its confidence threshold, leaves out those under it, and an image with nothing else holds no text', async () => {
    await expect(read(['unsure:HiEmim|= o o 2 E', 'text:GM FROG|PEPPER']).outcome).resolves.toEqual({
      status: 'text',
      text: 'GM FROG\nPEPPER',
      images: [{ status: 'no_text' }, { status: 'text', text: 'GM FROG\nPEPPER' }],
    });
  });

  it('tells an image that loads but holds no text from one that cannot be loaded', async () => {
    await expect(read(['blank', 'nothing']).outcome).resolves.toEqual({
      status: 'no_text',
      images: [{ status: 'no_text' }, { status: 'not_loaded', reason: 'nothing is not an image' }],
    });
    await expect(read(['nothing', 'undecodable']).outcome).resolves.toEqual({
      status: 'not_loaded',
      images: [
        { status: 'not_loaded', reason: 'nothing is not an image' },
        { status: 'not_loaded', reason: 'the PNG data is damaged or incomplete' },
      ],
    });
  });

  it('loads each image once, the next one in place of one that fails, and none past the first two that load', async () => {
    const { outcome, loads } = read(['broken', 'blank', 'text:GM', 'text:unseen']);
    await expect(outcome).resolves.toEqual({
      status: 'text',
      text: 'GM',
      images: [
        { status: 'not_loaded', reason: 'broken is not an image' },
        { status: 'no_text' },
        { status: 'text', text: 'GM' },
        { status: 'not_read' },
      ],
    });
    expect(loads.sort()).toEqual(['blank', 'broken', 'text:GM']);
  });

  it('answers unread (busy) with OCR’s busy answer when no slot is free', async () => {
    const { reader, capacity } = fakeServices();
    let release: () => void = () => undefined;
    const holding = capacity.run(() => new Promise<void>((resolve) => (release = resolve)), { user: 'ocr-caller' });
    const outcome = await reader(['text:GM'], { user: 'poster', signal: new AbortController().signal });
    release();
    await holding;
    expect(outcome).toMatchObject({ status: 'unread', why: 'busy' });
    const { error } = outcome as { error: ApiError };
    expect(error).toMatchObject({ status: 503, message: 'OCR is busy; retry shortly.', retryAfter: 3 });
  });

  it('reads in its caller’s share of the workers: busy for a user whose OCR holds it, read at once for another', async () => {
    const { reader, capacity } = fakeServices({ concurrency: 2 });
    let release: () => void = () => undefined;
    const holding = capacity.run(() => new Promise<void>((resolve) => (release = resolve)), { user: 'flood' });
    const signal = new AbortController().signal;
    const [flooder, other] = await Promise.all([
      reader(['text:GM'], { user: 'flood', signal }),
      reader(['text:GM'], { user: 'poster', signal }),
    ]);
    release();
    await holding;
    expect(flooder).toMatchObject({ status: 'unread', why: 'busy' });
    expect(other).toMatchObject({ status: 'text', text: 'GM' });
  });

  it('answers unread (timed out) with the busy answer, saying what took too long', async () => {
    vi.useFakeTimers();
    const pending = read(['text:GM'], { slowOcr: true }).outcome;
    await vi.advanceTimersByTimeAsync(300);
    const outcome = await pending;
    expect(outcome).toMatchObject({ status: 'unread', why: 'timed_out' });
    const { error } = outcome as { error: ApiError };
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, retryAfter: 3 });
    expect(error.message).toMatch(/could not be read within 0\.3 s/);
  });

  it('answers unread (failed) with OCR’s own error when the engine fails', async () => {
    const outcome = await read(['ocr-fails']).outcome;
    expect(outcome).toMatchObject({ status: 'unread', why: 'failed' });
    expect((outcome as { error: ApiError }).error).toMatchObject({ status: 500, message: 'the OCR engine broke' });
  });
});
