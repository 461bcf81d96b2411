import { describe, expect, it } from 'vitest';
import { damagedImageText, notAnImageText, sniffImageFormat } from './sniff-image';

const bytes = (...parts: Array<string | number[]>) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('sniffImageFormat', () => {
  it('tells the five formats the service reads apart by their first bytes', () => {
    expect(sniffImageFormat(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('jpeg');
    expect(sniffImageFormat(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13]))).toBe('png');
    expect(sniffImageFormat(bytes('GIF89a', [1, 0]))).toBe('gif');
    expect(sniffImageFormat(bytes('GIF87a'))).toBe('gif');
    expect(sniffImageFormat(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
    expect(sniffImageFormat(bytes([0, 0, 0, 0x20], 'ftypavif', [0, 0, 0, 0], 'avifmif1'))).toBe('avif');
    expect(sniffImageFormat(bytes([0, 0, 0, 0x20], 'ftypmif1', [0, 0, 0, 0], 'mif1avis'))).toBe('avif');
  });

  it('refuses what only pretends: text, a PDF, an MP4, a RIFF that is WAV, nothing at all', () => {
    expect(sniffImageFormat(bytes('this is not a picture'))).toBeUndefined();
    expect(sniffImageFormat(bytes('%PDF-1.7'))).toBeUndefined();
    expect(sniffImageFormat(bytes([0, 0, 0, 0x18], 'ftypmp42', [0, 0, 0, 0], 'isommp42'))).toBeUndefined();
    expect(sniffImageFormat(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeUndefined();
    expect(sniffImageFormat(bytes([0xff, 0xd8]))).toBeUndefined();
    expect(sniffImageFormat(new Uint8Array())).toBeUndefined();
  });
});

describe('the words about a refused file', () => {
  it('name the file and say what it is not, with no API words', () => {
    const text = notAnImageText('holiday.jpg', 'JPEG, PNG, WebP, GIF or AVIF');
    expect(text).toMatch(/^holiday\.jpg is not an image/);
    expect(text).toContain('JPEG, PNG, WebP, GIF or AVIF');
    expect(text).not.toMatch(/URL|base64|http/);
    expect(damagedImageText('cut.png', 'png')).toMatch(/^cut\.png looks like a PNG image but cannot be opened/);
  });
});
