import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { describeZodError } from '../validation';
import { IMAGE_MAX_BYTES_DEFAULT } from '../images/limits';
import { CONTRACTS } from './contracts';
import { EVENT_IMAGE_URL_MAX } from '../contract/social-event';

/** A PNG-typed data URL whose data decodes to exactly `bytes` bytes. */
const dataUrl = (bytes: number) => `data:image/png;base64,${Buffer.alloc(bytes, 7).toString('base64')}`;
const httpUrl = (length: number) => 'https://e.example/' + 'a'.repeat(length - 'https://e.example/'.length);

const DEFAULTS = CONTRACTS.ai_name.defaultLimits;
const naming = CONTRACTS.ai_name.request(DEFAULTS);
const search = CONTRACTS.past_coin_search.request(CONTRACTS.past_coin_search.defaultLimits);

/** The 400's message for this event, as naming and past-coin search would answer it; undefined when accepted. */
function problems(images: string[]): { naming?: string; search?: string } {
  const message = (result: { success: true } | { success: false; error: z.ZodError }) =>
    result.success ? undefined : describeZodError(result.error);
  return {
    naming: message(naming.safeParse({ event: { images } })),
    search: message(search.safeParse({ event: { images } })),
  };
}

describe('event.images, as naming and past-coin search take it', () => {
  it('a base64 image data URL is taken up to the image byte limit once decoded, refused a byte over', () => {
    expect(DEFAULTS.imageMaxBytes).toBe(IMAGE_MAX_BYTES_DEFAULT);
    expect(problems([dataUrl(10 * 1024)])).toEqual({});
    expect(problems([dataUrl(IMAGE_MAX_BYTES_DEFAULT)])).toEqual({});
    const over = problems([dataUrl(IMAGE_MAX_BYTES_DEFAULT + 1)]);
    const expected =
      'event.images[0]: the image in a data URL must be at most 10 MB (10485760 bytes) once decoded; this one is ' +
      '10485761 bytes';
    expect(over).toEqual({ naming: expected, search: expected });
  });

  it('whitespace inside the data, which decoding ignores, is not counted', () => {
    const url = dataUrl(IMAGE_MAX_BYTES_DEFAULT);
    const wrapped = url.replace(/(.{76})/g, '$1\n');
    expect(wrapped.length).toBeGreaterThan(url.length);
    expect(problems([wrapped])).toEqual({});
  });

  it('the byte limit is the server’s (IMAGE_MAX_BYTES)', () => {
    const small = CONTRACTS.ai_name.request({ imageMaxBytes: 1000 });
    expect(small.safeParse({ event: { images: [dataUrl(1000)] } }).success).toBe(true);
    const refused = small.safeParse({ event: { images: [dataUrl(1001)] } });
    expect(refused.success || describeZodError(refused.error)).toMatch(/at most 1000 bytes .*this one is 1001 bytes/);
  });

  it('an http(s) URL keeps a cap of 4096 characters', () => {
    expect(problems([httpUrl(EVENT_IMAGE_URL_MAX)])).toEqual({});
    expect(problems([httpUrl(EVENT_IMAGE_URL_MAX + 1)]).naming).toBe(
      `event.images[0]: an http(s) image URL must be at most ${EVENT_IMAGE_URL_MAX} characters, not ` +
        `${EVENT_IMAGE_URL_MAX + 1} (a picture of your own can be sent as a base64 data URL)`,
    );
  });

  it('a data URL that is not a base64 image is refused in words, naming the entry', () => {
    const text = `data:text/plain;base64,${Buffer.from('hello').toString('base64')}`;
    const expected = 'event.images[1]: a data URL must be a base64 image: data:image/<type>;base64,<data>';
    expect(problems(['https://e.example/a.png', text])).toEqual({ naming: expected, search: expected });
    expect(problems(['data:image/png,not-base64']).naming).toBe(expected.replace('[1]', '[0]'));
  });
});
