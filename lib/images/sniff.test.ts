import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffFormat } from './sniff';

const pixel = () => sharp({ create: { width: 4, height: 3, channels: 3, background: '#c04020' } });

describe('sniffFormat', () => {
  it.each([
    ['jpeg', () => pixel().jpeg().toBuffer()],
    ['png', () => pixel().png().toBuffer()],
    ['webp', () => pixel().webp().toBuffer()],
    ['gif', () => pixel().gif().toBuffer()],
    ['avif', () => pixel().avif().toBuffer()],
  ] as const)('recognises %s from its bytes', async (format, encode) => {
    expect(sniffFormat(await encode())).toBe(format);
  });

  it('ignores what the data claims to be elsewhere and rejects non-images', async () => {
    expect(sniffFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffFormat(Buffer.from('<!doctype html><title>image.png</title>'))).toBeUndefined();
    expect(sniffFormat(await pixel().tiff().toBuffer())).toBeUndefined();
    expect(sniffFormat(Buffer.alloc(0))).toBeUndefined();
    expect(sniffFormat(Buffer.from([0xff, 0xd8]))).toBeUndefined();
  });
});
