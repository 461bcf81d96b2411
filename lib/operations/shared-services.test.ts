import { describe, expect, it } from 'vitest';
import { invalidImage } from '../images/invalid';
import { imageEdit } from './image_edit';
import { ocr } from './ocr';
import { pastCoins } from './past_coins';
import { parseConfig } from './registry';
import { createSharedServices } from './shared-services';

const noImages = async () => {
  throw new Error('no image is loaded here');
};

describe('the services operations lend each other', () => {
  it('build one capacity per operation, so OCR’s requests and the image-text reader wait in the same one', async () => {
    const shared = createSharedServices(parseConfig({ OCR_WORKERS: '1', IMAGE_EDIT_CONCURRENCY: '3' }), noImages);
    try {
      expect(shared.capacityOf(ocr)).toBe(shared.capacityOf(ocr));
      expect(shared.capacityOf(ocr)?.concurrency).toBe(1);
      expect(shared.capacityOf(imageEdit)?.concurrency).toBe(3);
      expect(shared.capacityOf(pastCoins)).toBeUndefined();
      expect(shared.readImageText).toBeTypeOf('function');
    } finally {
      await shared.ocr.shutdown();
      await shared.pastCoinStore.close();
    }
  });

  it('lend a reader that says why it read nothing when no image loads', async () => {
    const shared = createSharedServices(parseConfig({}), async () => {
      throw invalidImage('the address answered 404');
    });
    try {
      const outcome = await shared.readImageText!(['https://example.com/a.png'], {
        user: 'someone',
        signal: new AbortController().signal,
      });
      expect(outcome).toEqual({
        status: 'not_loaded',
        images: [{ status: 'not_loaded', reason: 'the address answered 404' }],
      });
    } finally {
      await shared.ocr.shutdown();
      await shared.pastCoinStore.close();
    }
  });
});
