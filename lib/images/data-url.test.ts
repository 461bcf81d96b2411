import { describe, expect, it } from 'vitest';
import { decodeDataUrl } from './data-url';
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
