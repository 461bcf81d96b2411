import { describe, expect, it } from 'vitest';
import { describePlan } from './describe';
import { localImageEditor } from './index';
import { parsePrompt } from './parse-prompt';

const plan = (prompt: string, options?: { textOnly?: boolean }) => describePlan(parsePrompt(prompt, options));

describe('logo prompts', () => {
  it.each([
    ['round logo with $PEPE under it'],
    ['round logo with "$PEPE" under it'],
    ['round logo with “$PEPE” below'],
  ])('%s: the circle and the ticker under it, quoted or not', (prompt) => {
    expect(plan(prompt)).toEqual(['circle', 'caption("$PEPE" bottom band big black box white)']);
  });

  it('places a word over a logo above it, and in a logo inside it', () => {
    expect(plan('round logo with "MOON" over it')).toEqual(['circle', 'caption("MOON" top band big black box white)']);
    expect(plan('coin logo with $SHIB inside the circle')).toEqual([
      'circle',
      'caption("$SHIB" centre over big black box white)',
    ]);
    expect(plan('circle logo with the word MOON in it')[1]).toMatch(/^caption\("MOON" centre over/);
  });

  it('keeps "over the picture" meaning on the picture when there is no logo', () => {
    expect(plan('caption "GM" over the picture at the bottom')).toEqual([
      'caption("GM" bottom over normal black outline white)',
    ]);
  });

  it('reads unquoted text: a named word, a ticker, capitals in a prompt that is not in capitals', () => {
    expect(plan('put the word hodl in the centre')).toEqual(['caption("hodl" centre over huge black box white)']);
    expect(plan('place WAGMI in the middle in red')).toEqual(['caption("WAGMI" centre over huge red box white)']);
    expect(plan('MAKE IT BLACK AND WHITE')).toEqual(['grayscale']);
    expect(plan('make it a round PFP')).toEqual(['circle']);
    // The quote is the text named, not the word after it.
    expect(plan('the text "NGMI" centered on the photo')).toEqual(['caption("NGMI" centre over huge black box white)']);
  });

  it('draws one emoji where one is asked for, written and named', () => {
    for (const prompt of [
      'add a 🚀 rocket emoji in the corner',
      'a rocket emoji 🚀 in the corner',
      'a rocket emoji in the corner',
    ])
      expect(plan(prompt)).toEqual(['sticker("\\u{1f680}" top-right normal)']);
    expect(plan('add 🚀🚀🚀 in the corner')).toHaveLength(3);
  });

  it('keeps a sticker asked for in a text clause', () => {
    expect(plan('caption "LFG" with a rocket emoji in the bottom left corner')).toEqual([
      'caption("LFG" bottom band normal black box white)',
      'sticker("\\u{1f680}" bottom-left normal)',
    ]);
  });

  it('reads colours for the letters and the background of a text-only picture', () => {
    expect(plan('the word "WAGMI" in white letters on a black background', { textOnly: true })).toEqual([
      'background(black)',
      'caption("WAGMI" centre over huge white)',
    ]);
    expect(plan('black background with red letters saying "FIRE"', { textOnly: true })).toEqual([
      'background(black)',
      'caption("FIRE" centre over huge red)',
    ]);
    // Without a colour for the letters they contrast with the background.
    expect(plan('"GM" on a navy background', { textOnly: true })).toEqual([
      'background(navy)',
      'caption("GM" centre over huge white)',
    ]);
  });

  it('with no images draws a text-only picture as asked, and any other prompt as written', async () => {
    const asked = await localImageEditor.edit({ prompt: 'white "GM" on a black background', images: [] });
    expect(asked.applied).toEqual(['background(black)', 'caption("GM" centre over huge white)']);
    const corner = asked.data.subarray(0, 3);
    expect([...corner]).toEqual([0, 0, 0]);
    const written = await localImageEditor.edit({ prompt: 'Launch day', images: [] });
    expect(written.applied).toEqual(['text(prompt)']);
  });

  it('leaves the picture out when the prompt asks for text only, and keeps it otherwise', async () => {
    const photo = await localImageEditor.edit({ prompt: 'Launch day', images: [] });
    const textOnly = await localImageEditor.edit({
      prompt: 'text only: "GM" in yellow letters on a purple background',
      images: [photo],
    });
    expect(textOnly.applied).toEqual(['background(purple)', 'caption("GM" centre over huge yellow)']);
    const kept = await localImageEditor.edit({ prompt: '"GM" in yellow on a purple background', images: [photo] });
    expect(kept.applied).toEqual(['caption("GM" bottom band normal yellow box purple)']);
  });

  it('does not take capitals inside a word or after "a" for text', () => {
    expect(plan('make it 8-BIT')).toEqual(['pixelate(32)']);
    expect(plan('make it look like an NFT')).toEqual(['ignored("make it look like an NFT")']);
  });
});
