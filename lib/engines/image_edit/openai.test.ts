import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockOpenAi, type MockOpenAi } from '../../../test-support/mock-openai-images';
import { solid } from './pixels';
import { createOpenAiEditor } from './openai';

let mock: MockOpenAi;
beforeAll(async () => {
  mock = await startMockOpenAi();
});
afterAll(() => mock.close());

const editor = (overrides: Partial<Parameters<typeof createOpenAiEditor>[0]> = {}) =>
  createOpenAiEditor({
    apiKey: 'sk-test',
    baseURL: mock.baseURL,
    model: 'gpt-image-1',
    timeoutMs: 800,
    retries: 1,
    retryDelayMs: 10,
    ...overrides,
  });

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as { code: string; status: number; retryAfter?: number; message: string };
  }
  throw new Error('expected the edit to fail');
}

describe('the OpenAI editor', () => {
  it('sends the fitted canvases and brings the answer back to 512x512', async () => {
    const before = mock.received.length;
    const result = await editor({ model: 'my-image-model' }).edit({
      prompt: 'make it nice',
      images: [solid(512, 256), solid(100, 300)],
    });
    expect([result.width, result.height]).toEqual([512, 512]);
    expect(
      [...result.data.subarray(0, 3)].map((value, index) => Math.abs(value - Object.values(mock.answerColour)[index]!)),
    ).toSatisfy((deltas: number[]) => deltas.every((delta) => delta < 8));
    const sent = mock.received[before]!;
    expect(sent).toMatchObject({ model: 'my-image-model', prompt: 'make it nice', authorization: 'Bearer sk-test' });
    expect(sent.images).toHaveLength(2);
    expect(sent.images.every((image) => image.width === 512 && image.height === 512 && image.format === 'png')).toBe(
      true,
    );
  });

  it('sends one blank canvas when there are no inputs', async () => {
    const before = mock.received.length;
    await editor().edit({ prompt: 'a cat', images: [] });
    expect(mock.received[before]!.images).toEqual([expect.objectContaining({ width: 512, height: 512 })]);
  });

  it('turns a refusal or an unusable answer into a failed engine error, without retrying', async () => {
    const before = mock.arrived;
    expect(await failure(editor().edit({ prompt: 'REFUSE this', images: [] }))).toMatchObject({ kind: 'failed' });
    expect(mock.arrived - before).toBe(1);
    expect(await failure(editor().edit({ prompt: 'GARBAGE', images: [] }))).toMatchObject({ kind: 'failed' });
  });

  it('retries 5xx and time-outs a bounded number of times, then answers an unavailable engine error', async () => {
    let before = mock.arrived;
    const error = await failure(editor({ retries: 2 }).edit({ prompt: 'FAIL500', images: [] }));
    expect(error).toMatchObject({ kind: 'unavailable' });
    expect(error.retryAfter).toBeGreaterThan(0);
    expect(mock.arrived - before).toBe(3);
    before = mock.arrived;
    const started = Date.now();
    expect(await failure(editor({ retries: 1 }).edit({ prompt: 'HANG', images: [] }))).toMatchObject({
      kind: 'unavailable',
    });
    expect(mock.arrived - before).toBe(2);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('opens the circuit after repeated failures and then fails fast without calling upstream', async () => {
    const flaky = editor({
      retries: 0,
      breaker: { volumeThreshold: 3, errorThresholdPercentage: 50, resetTimeoutMs: 60_000 },
    });
    for (let attempt = 0; attempt < 3; attempt += 1) await failure(flaky.edit({ prompt: 'FAIL500', images: [] }));
    const before = mock.arrived;
    const error = await failure(flaky.edit({ prompt: 'fine now', images: [] }));
    expect(error).toMatchObject({ kind: 'unavailable' });
    expect(error.retryAfter).toBeGreaterThan(30);
    expect(mock.arrived).toBe(before);
  });

  it('does not let refusals open the circuit', async () => {
    const strict = editor({ retries: 0, breaker: { volumeThreshold: 2, errorThresholdPercentage: 10 } });
    for (let attempt = 0; attempt < 4; attempt += 1) await failure(strict.edit({ prompt: 'REFUSE', images: [] }));
    const result = await strict.edit({ prompt: 'ok', images: [] });
    expect(result.width).toBe(512);
  });

  it('answers 503 when nothing listens at the base URL', async () => {
    const gone = createOpenAiEditor({
      apiKey: 'sk',
      baseURL: 'http://127.0.0.1:9/v1',
      model: 'gpt-image-1',
      timeoutMs: 500,
      retries: 0,
    });
    expect(await failure(gone.edit({ prompt: 'x', images: [] }))).toMatchObject({ kind: 'unavailable' });
  });
});
