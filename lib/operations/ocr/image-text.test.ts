import { describe, expect, it } from 'vitest';
import { Capacity } from '../capacity';
import { ERRORS } from '../../errors';
import { createImageTextReader, readWithinBudget } from './image-text';
import { IMAGE_TEXT_BUDGET_MS } from '../services';

const never = () => new Promise<string>(() => undefined);

describe('reading image text within a budget', () => {
  it('answers the text the reader finds in time', async () => {
    await expect(readWithinBudget(async () => 'GM', ['u'], 1_000)).resolves.toBe('GM');
  });

  it('answers nothing when the reader fails', async () => {
    await expect(readWithinBudget(() => Promise.reject(new Error('down')), ['u'], 1_000)).resolves.toBe('');
  });

  it('answers nothing at the budget even when the reader never does, and tells the reader to stop', async () => {
    let aborted = false;
    const read = (_urls: string[], signal: AbortSignal) =>
      new Promise<string>(() => signal.addEventListener('abort', () => (aborted = true)));
    await expect(readWithinBudget(read, ['u'], 30)).resolves.toBe('');
    expect(aborted).toBe(true);
  });

  it('answers nothing at once when the caller has gone', async () => {
    await expect(readWithinBudget(never, ['u'], 60_000, AbortSignal.abort())).resolves.toBe('');
  });

  it('is what OCR shares: a reader bounded by its budget (2 s unless told)', async () => {
    expect(IMAGE_TEXT_BUDGET_MS).toBe(2_000);
    const capacity = new Capacity('image-text-test', {
      concurrency: 1,
      maxQueue: 0,
      maxWaitMs: 1_000,
      busy: ERRORS.overloaded,
      retryAfterSeconds: 1,
    });
    const reader = createImageTextReader({
      loadImage: async () => ({ bytes: Buffer.from('x') }) as never,
      ocr: { recognize: never as never },
      capacity,
      budgetMs: 30,
    });
    await expect(reader(['https://example.com/a.png'], new AbortController().signal)).resolves.toBe('');
  });
});
