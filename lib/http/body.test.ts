import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { parseJsonObject, readBodyText } from './body';

function streamed(chunks: string[], headers: Record<string, string> = {}): Request {
  const encoder = new TextEncoder();
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[pulled++];
      if (chunk === undefined) controller.close();
      else controller.enqueue(encoder.encode(chunk));
    },
  });
  return new Request('http://x/', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}

describe('readBodyText', () => {
  it('reads a body within the limit', async () => {
    expect(await readBodyText(streamed(['{"a":', '1}']), 100)).toBe('{"a":1}');
  });

  it('accepts a body of exactly the limit', async () => {
    expect(await readBodyText(streamed(['x'.repeat(10)]), 10)).toHaveLength(10);
  });

  it('stops reading as soon as the limit is passed', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(6));
      },
    });
    const request = new Request('http://x/', { method: 'POST', body, duplex: 'half' } as RequestInit);
    await expect(readBodyText(request, 10)).rejects.toThrow(/larger than the 10 bytes limit/);
    expect(pulled).toBeLessThanOrEqual(3);
  });

  it('drops a leading byte-order mark and keeps a character split across chunks', async () => {
    const request = new Request('http://x/', {
      method: 'POST',
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(Uint8Array.from([0xef, 0xbb, 0xbf, 0x22, 0xc3]));
          controller.enqueue(Uint8Array.from([0xa9, 0x22]));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(await readBodyText(request, 100)).toBe('"é"');
  });

  it('reads malformed UTF-8 as replacement characters, not as an error', async () => {
    const request = new Request('http://x/', { method: 'POST', body: Uint8Array.from([0x22, 0xff, 0x22]) });
    expect(await readBodyText(request, 100)).toBe('"\ufffd"');
  });

  it('refuses a declared Content-Length over the limit before reading', async () => {
    await expect(readBodyText(streamed(['{}'], { 'content-length': '11' }), 10)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('readBodyText with a deadline', () => {
  /** A body that sends its first chunk and then nothing, like a caller whose upload stalled. */
  function stalled(): { request: Request; cancelled: () => boolean } {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":'));
      },
      cancel() {
        cancelled = true;
      },
    });
    const request = new Request('http://x/', { method: 'POST', body, duplex: 'half' } as RequestInit);
    return { request, cancelled: () => cancelled };
  }

  it('refuses a body not complete within the deadline with 408 request_timeout, and stops reading it', async () => {
    const { request, cancelled } = stalled();
    const error = await readBodyText(request, 100, 50).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 408, code: 'request_timeout', headers: { Connection: 'close' } });
    expect((error as ApiError).message).toMatch(/within 0.05 s/);
    expect(cancelled()).toBe(true);
  });

  it('reads a body that completes before the deadline', async () => {
    expect(await readBodyText(streamed(['{"a":', '1}']), 100, 1_000)).toBe('{"a":1}');
  });

  it('passes on a broken stream (a caller who left) as it is, not as a timeout', async () => {
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error('aborted'));
      },
    });
    const request = new Request('http://x/', { method: 'POST', body, duplex: 'half' } as RequestInit);
    await expect(readBodyText(request, 100, 1_000)).rejects.toThrow('aborted');
  });
});

describe('parseJsonObject', () => {
  it.each([
    ['', /empty/],
    ['   ', /empty/],
    ['{"a":', /not valid JSON/],
    ['[1,2]', /must be a JSON object/],
    ['null', /must be a JSON object/],
    ['"text"', /must be a JSON object/],
    ['42', /must be a JSON object/],
  ])('refuses %j', (text, message) => {
    expect(() => parseJsonObject(text)).toThrow(message);
  });

  it('returns an object', () => {
    expect(parseJsonObject('{"event":{"text":"hi"}}')).toEqual({ event: { text: 'hi' } });
  });
});
