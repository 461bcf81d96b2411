import { describe, expect, it } from 'vitest';
import { splitClauses } from './grammar';
import { parsePrompt } from './parse-prompt';

describe('splitClauses', () => {
  it('splits on commas and joining words but keeps quoted text and "black and white" whole', () => {
    const clauses = splitClauses(
      'add meme text "WHEN MOON, and SOON" at the top and "SOON" at the bottom, make it black and white',
    );
    expect(clauses.map((clause) => clause.quotes)).toEqual([['WHEN MOON, and SOON'], ['SOON'], []]);
    expect(clauses[2]!.text.trim()).toBe('make it black and white');
  });
});

describe('parsePrompt: six everyday requests', () => {
  it('meme text at the top and the bottom', () => {
    const plan = parsePrompt('add meme text "WHEN MOON" at the top and "SOON" at the bottom');
    expect(plan.texts).toMatchObject([
      {
        text: 'WHEN MOON',
        meme: true,
        placement: 'top',
        band: false,
        colour: { name: 'white' },
        outline: { name: 'black' },
      },
      { text: 'SOON', meme: true, placement: 'bottom', band: false },
    ]);
    expect(plan.ignored).toEqual([]);
  });

  it('a background colour', () => {
    const plan = parsePrompt('make the background red');
    expect(plan.background).toMatchObject({ kind: 'solid', colour: { name: 'red' } });
    expect(plan.steps).toEqual([]);
  });

  it('a round coin logo with a gold border', () => {
    const plan = parsePrompt('turn it into a round coin logo with a gold border');
    expect(plan.shape).toMatchObject({ kind: 'circle' });
    expect(plan.border?.name).toBe('gold');
  });

  it('a caption in big yellow letters with an emoji', () => {
    const plan = parsePrompt('add a caption "to the moon 🚀" in big yellow letters');
    expect(plan.texts).toMatchObject([
      { text: 'to the moon 🚀', meme: false, size: 'big', colour: { name: 'yellow' } },
    ]);
    expect(plan.stickers).toEqual([]);
    expect(plan.steps).toEqual([]);
  });

  it('pixel art and vintage with a border stay filter edits', () => {
    expect(parsePrompt('pixel art style, 8-bit').steps).toEqual([{ kind: 'pixelate', cells: 32 }]);
    const vintage = parsePrompt('make it look vintage and add a thick black border');
    expect(vintage.steps).toEqual([{ kind: 'sepia' }]);
    expect(vintage.border).toMatchObject({ name: 'black', width: 32 });
  });
});

describe('parsePrompt: text, background, shape and sticker clauses', () => {
  it.each([
    [
      'caption "gm" at the top in small red text',
      { placement: 'top', size: 'small', colour: { name: 'red' }, band: true },
    ],
    [
      'write "WAGMI" in the middle in huge bold letters',
      { placement: 'centre', size: 'huge', bold: true, band: false },
    ],
    [
      'put "hello" over the picture at the bottom with a drop shadow',
      { placement: 'bottom', band: false, shadow: true },
    ],
    ['caption "gm" on a black box in white letters', { box: { name: 'black' }, colour: { name: 'white' } }],
    ['text "x" with a red outline', { outline: { name: 'red' } }],
  ])('%s', (prompt, expected) => {
    expect(parsePrompt(prompt).texts[0]).toMatchObject(expected);
  });

  it('reads several captions in one request', () => {
    const plan = parsePrompt('caption "one" at the top, caption "two" at the bottom in blue');
    expect(plan.texts.map((text) => [text.text, text.placement, text.colour.name])).toEqual([
      ['one', 'top', 'black'],
      ['two', 'bottom', 'blue'],
    ]);
  });

  it.each([
    ['purple to pink gradient background', { kind: 'gradient', from: { name: 'purple' }, to: { name: 'pink' } }],
    ['gradient background from blue to green', { kind: 'gradient', from: { name: 'blue' }, to: { name: 'green' } }],
    ['put it on a yellow background', { kind: 'solid', colour: { name: 'yellow' } }],
    ['background navy', { kind: 'solid', colour: { name: 'navy' } }],
  ])('background: %s', (prompt, expected) => {
    expect(parsePrompt(prompt).background).toMatchObject(expected);
  });

  it.each([
    ['make it round', { kind: 'circle' }],
    ['circle avatar with a blue ring', { kind: 'circle', ring: { name: 'blue' } }],
    ['rounded corners', { kind: 'rounded' }],
    ['crop to square', { kind: 'square' }],
  ])('shape: %s', (prompt, expected) => {
    expect(parsePrompt(prompt).shape).toMatchObject(expected);
  });

  it.each([
    ['zoom in on the centre', 1.5, undefined],
    ['zoom in 2x', 2, undefined],
    // A zoom is a crop of its own, kept beside a shape named with it.
    ['zoom 2x on center and make it square', 2, 'square'],
    ['make it round and zoom in', 1.5, 'circle'],
  ])('zoom: %s', (prompt, zoom, shape) => {
    const plan = parsePrompt(prompt);
    expect(plan.zoom).toBe(zoom);
    expect(plan.shape?.kind).toBe(shape);
  });

  it('reads stickers written as emoji or named', () => {
    expect(parsePrompt('add a 🚀 in the corner').stickers).toMatchObject([{ symbol: '🚀', at: 'top-right' }]);
    expect(parsePrompt('add a crown emoji on top').stickers).toMatchObject([{ symbol: '👑', at: 'top' }]);
    expect(parsePrompt('add a big fire sticker in the bottom left corner').stickers).toMatchObject([
      { symbol: '🔥', at: 'bottom-left', size: 'big' },
    ]);
  });

  it('reports what it cannot do instead of guessing', () => {
    const plan = parsePrompt('add a hat on the dog and make it brighter');
    expect(plan.ignored).toEqual(['add a hat on the dog']);
    expect(plan.steps.map((step) => step.kind)).toEqual(['brightness']);
    expect(parsePrompt('remove the background').ignored).toEqual(['remove the background']);
  });

  it('never throws, whatever the prompt', () => {
    for (const prompt of [
      '"',
      '""',
      "'",
      ', and , then',
      '🚀'.repeat(500),
      '"a" "b" "c"',
      'background',
      'gradient from to',
      'x'.repeat(2000),
    ]) {
      expect(() => parsePrompt(prompt)).not.toThrow();
    }
  });
});
