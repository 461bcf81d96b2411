import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editDistance } from '../../bench/ocr/metrics';
import { bearer, post, startApp, type RunningApp } from '../../test-support/app';
import { cjkCaptionDataUrl as caption } from '../../test-support/text-image';

const KEY = 'ocr-cjk-key-0123456789abcdef';
const API_KEYS = JSON.stringify([{ key: KEY, user: 'reader' }]);

let app: RunningApp;

beforeAll(async () => {
  app = await startApp({ API_KEYS, RATE_LIMIT_RPM: '100000', OCR_WORKERS: '1' });
});

afterAll(async () => {
  await app?.stop();
});

/** The character error rate of the page's text against `truth`, spaces ignored. */
function characterErrorRate(text: string, truth: string): number {
  const squeeze = (value: string) => [...value.replace(/\s+/g, '')];
  return editDistance(squeeze(truth), squeeze(text)) / squeeze(truth).length;
}

describe('POST /private/ocr reads Chinese and Japanese with the default settings', () => {
  it.each([
    ['a Chinese caption', '这只青蛙会说话'],
    ['a Japanese caption in kana', 'ありがとう'],
    ['a Japanese caption of kana and kanji', '今日はいい天気ですね'],
    ['a mixed Latin and Chinese line', '$PEPE 青蛙'],
  ])(
    'reads %s',
    async (_, truth) => {
      const response = await post(app, '/private/ocr', { images: [await caption(truth)] }, bearer(KEY));
      expect(response.status).toBe(200);
      const [result] = response.body.results as Array<{
        text: string;
        lines: Array<{ text: string; confidence: number }>;
      }>;
      // A character read wrong is allowed in the longer captions; read as English, none of it comes back.
      expect(characterErrorRate(result!.text, truth)).toBeLessThanOrEqual(0.15);
      expect(result!.lines).toHaveLength(1);
      expect(result!.lines[0]!.confidence).toBeGreaterThan(0.5);
    },
    60_000,
  );
});
