import { describe, expect, it } from 'vitest';
import { decodeDataUrl, jpegDataUrl } from './data-url';
import { isImageError } from './invalid';

const codeOf = (action: () => unknown) => {
  try {
    action();
  } catch (error) {
    return isImageError(error) ? 'invalid_image' : String(error);
  }
  return 'no error';
};

describe('decodeDataUrl', () => {
  it('decodes base64 image data URLs, with parameters and any image type', () => {
    const bytes = Buffer.from([1, 2, 3, 4, 5]);
    expect(decodeDataUrl(`data:image/png;base64,${bytes.toString('base64')}`, 100)).toEqual(bytes);
    expect(decodeDataUrl(`data:image/x-whatever;name=a.png;base64,${bytes.toString('base64')}`, 100)).toEqual(bytes);
  });

  it.each([
    ['not base64', 'data:image/png,rawdata'],
    ['not an image type', 'data:text/plain;base64,aGVsbG8='],
    ['empty', 'data:image/png;base64,'],
    ['bad alphabet', 'data:image/png;base64,@@@@'],
    ['impossible length', 'data:image/png;base64,AAAAA'],
  ])('refuses %s with invalid_image', (_name, url) => {
    expect(codeOf(() => decodeDataUrl(url, 100))).toBe('invalid_image');
  });

  it('counts the decoded size against the byte cap', () => {
    const url = `data:image/png;base64,${Buffer.alloc(101).toString('base64')}`;
    expect(codeOf(() => decodeDataUrl(url, 100))).toBe('invalid_image');
    expect(decodeDataUrl(url, 101)).toHaveLength(101);
  });
});

describe('decodeDataUrl on clean and unclean data alike', () => {
  const bytes = Buffer.from(Array.from({ length: 300 }, (_, index) => (index * 37) % 256));
  const clean = bytes.toString('base64');

  it('ignores whitespace anywhere in the data, with the same bytes as without it', () => {
    const spaced = clean.replace(/(.{60})/g, '$1\n ');
    expect(decodeDataUrl(`data:image/png;base64,${spaced}`, 1000)).toEqual(bytes);
    expect(decodeDataUrl(`data:image/png;base64,${clean}`, 1000)).toEqual(bytes);
  });

  it.each([
    ['a stray character', `${clean.slice(0, 100)}*${clean.slice(101)}`],
    ['base64url letters', `${clean.slice(0, 100)}-${clean.slice(101)}`],
    ['padding in the middle', `${clean.slice(0, 98)}==${clean.slice(100)}`],
    ['padding that is not at the end', `AA=A`],
    ['a non-ASCII letter', `${clean.slice(0, 100)}é${clean.slice(101)}`],
  ])('refuses %s, whose decoder would skip it', (_name, data) => {
    expect(codeOf(() => decodeDataUrl(`data:image/png;base64,${data}`, 1000))).toBe('invalid_image');
  });

  it('accepts unpadded data of every legal length', () => {
    for (const size of [1, 2, 3, 4, 5]) {
      const payload = bytes.subarray(0, size);
      const unpadded = payload.toString('base64').replace(/=+$/, '');
      expect(decodeDataUrl(`data:image/png;base64,${unpadded}`, 1000)).toEqual(payload);
    }
  });
});

describe('jpegDataUrl', () => {
  it('writes a JPEG data URL that decodes back to the same bytes', () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0xfb, 0xff, 0xd9]);
    const url = jpegDataUrl(jpeg);
    expect(url).toMatch(/^data:image\/jpeg;base64,/);
    expect(decodeDataUrl(url, 100)).toEqual(jpeg);
  });
});
