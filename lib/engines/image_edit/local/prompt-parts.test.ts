import { describe, expect, it } from 'vitest';
import { describePlan } from './describe';
import { splitClauses } from './grammar';
import { parsePrompt } from './parse-prompt';
import { unreadParts } from './unread';
import { ignoredReason } from '../../../../clients/typescript/src/edit-plan-words';

const plan = (prompt: string) => describePlan(parsePrompt(prompt));

describe('an effect and a caption in one request', () => {
  it.each([
    ['make it black and white with a caption "GM"', 'grayscale'],
    ['sepia with the word HODL at the bottom', 'sepia'],
    ['flip it with "WAGMI" written across the top', 'flip(horizontal)'],
    ['pixelate it with a caption "8 bit"', 'pixelate(32)'],
    ['grayscale w/ caption "gm"', 'grayscale'],
    ['monochrome + caption "gm"', 'grayscale'],
    ['caption "gm" with a sepia filter', 'sepia'],
    ['"gm" caption on a black and white photo', 'grayscale'],
  ])('%s: the effect is applied beside the caption', (prompt, effect) => {
    const entries = plan(prompt);
    expect(entries).toContain(effect);
    expect(entries.some((entry) => /^caption\(/.test(entry))).toBe(true);
    expect(parsePrompt(prompt).ignored).toEqual([]);
  });

  it("reads each effect of a caption's clause as it was written, not joined across the words between", () => {
    // "flip … upside down" is a vertical flip, but only when written together.
    expect(parsePrompt('add a caption saying GM with a mirror flip with upside down').steps).toEqual([
      { kind: 'flip', axis: 'horizontal' },
      { kind: 'rotate', degrees: 180 },
    ]);
    expect(parsePrompt('add a caption saying GM and flip it upside down').steps).toEqual([
      { kind: 'flip', axis: 'vertical' },
    ]);
  });

  it('leaves the effect its colours and the caption its own', () => {
    expect(plan('make it black and white with a red caption "GM"')).toEqual([
      'grayscale',
      'caption("GM" bottom band normal red box white)',
    ]);
    expect(plan('tint it blue with a caption saying ser')).toEqual([
      'tint(blue)',
      'caption("ser" bottom band normal black box white)',
    ]);
    expect(plan('make it purple with a yellow caption "LFG"')).toEqual([
      'tint(purple)',
      'caption("LFG" bottom band normal yellow box black)',
    ]);
    expect(parsePrompt('sepia with a caption "gm" in #ff8800').texts[0]).toMatchObject({ colour: { name: '#ff8800' } });
    // Words that describe the letters stay the letters'.
    expect(parsePrompt('caption "gm" in bright yellow text').texts[0]).toMatchObject({ colour: { name: 'yellow' } });
    expect(parsePrompt('caption "gm" in bright yellow text').steps).toEqual([]);
  });

  it('reads a leading "with a caption …, make it …"', () => {
    expect(plan('with a caption "GM", make it black and white')).toEqual([
      'grayscale',
      'caption("GM" bottom band normal black box white)',
    ]);
  });

  it('reads captions written without quotes', () => {
    const texts = (prompt: string) => parsePrompt(prompt).texts.map((text) => text.text);
    expect(texts('sepia with the caption wen moon')).toEqual(['wen moon']);
    expect(texts('make it grayscale and caption it ser')).toEqual(['ser']);
    expect(texts('black and white with gm written across the top')).toEqual(['gm']);
    expect(texts('with the caption to the moon, flip it')).toEqual(['to the moon']);
    expect(texts('write GAME OVER at the bottom')).toEqual(['GAME OVER']);
    expect(texts('add text gm and make it sepia')).toEqual(['gm']);
    // A place is not text: "to the top" ends the named words.
    expect(texts('add the text to the top saying GM')).toEqual(['GM']);
  });

  it('gives each meme line its own part', () => {
    expect(plan('top text GM bottom text GN')).toEqual([
      'meme-text("GM" top over normal white outline black)',
      'meme-text("GN" bottom over normal white outline black)',
    ]);
  });

  it('lets letters with no colour read on the box they name', () => {
    expect(parsePrompt('caption "gm" in a black box').texts[0]).toMatchObject({
      colour: { name: 'white' },
      box: { name: 'black' },
    });
  });
});

describe('what the editor cannot do is owned up to, with why', () => {
  it.each([
    ['make it look like a painting with a caption "art"', 'make it look like a painting'],
    ['cartoon style with a border', 'cartoon style'],
    ['give it a cartoon look with a caption "toon"', 'give it a cartoon look'],
    ['glitch effect with a caption "404"', 'glitch effect'],
    ['remove the background with the word HODL', 'remove the background'],
    ['a caption saying ser with no background', 'no background'],
  ])('%s: ignored("%s")', (prompt, part) => {
    const { ignored } = parsePrompt(prompt);
    expect(ignored).toEqual([part]);
    expect(ignoredReason(part)).not.toMatch(/did not understand/);
  });

  it('does not report the wrapping of a request, nor a part asked not to be done', () => {
    expect(parsePrompt('ok so make it black and white with a caption "GM" pls 🙏').ignored).toEqual([]);
    expect(parsePrompt('can you sepia tones with a soft blur').ignored).toEqual([]);
    expect(parsePrompt('black and white without blur').ignored).toEqual([]);
  });

  it('keeps an effect written beside an emoji', () => {
    expect(plan('blur it 🙏')).toEqual(['blur(4)', 'sticker("\\u{1f64f}" top-right normal)']);
  });
});

describe('splitClauses', () => {
  it('cuts before "with" and the text when what comes before is not about text', () => {
    const parts = (prompt: string) => splitClauses(prompt).map((clause) => clause.source);
    expect(parts('make it black and white with a caption "GM"')).toEqual(['make it black and white', 'a caption "GM"']);
    expect(parts('make a meme with "WEN" at the top')).toEqual(['make a meme with "WEN" at the top']);
    expect(parts('round logo with $PEPE under it')).toEqual(['round logo', '$PEPE under it']);
  });
});

describe('unreadParts', () => {
  const read = (prompt: string, used: Array<[number, number]>, own = new Set<string>()) =>
    unreadParts(prompt, prompt.toLowerCase(), { start: 0, end: prompt.length }, used, own);

  it('keeps the words that ask for something, without the joining words at the ends', () => {
    expect(read('cartoon style with a border', [[21, 27]])).toEqual(['cartoon style']);
    expect(read('oil painting in sepia', [[16, 21]])).toEqual(['oil painting']);
  });

  it('reports nothing when only wrapping is left', () => {
    expect(read('make it look vintage please', [[13, 20]])).toEqual([]);
    expect(read('give it a sepia look', [[10, 15]])).toEqual([]);
  });

  it('counts a reader’s own words as read', () => {
    expect(read('put it at the top in big letters', [], new Set(['top', 'big', 'letters']))).toEqual([]);
  });
});
