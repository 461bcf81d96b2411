import { describe, expect, it } from 'vitest';
import { editPlanWords } from '../../../../clients/typescript/src/edit-plan-words';
import { describePlan } from './describe';
import { parsePrompt } from './parse-prompt';
import { isRemark } from './remarks';

describe('a remark about the picture', () => {
  it('is taken as chat and said so, not as an edit left undone', () => {
    for (const prompt of [
      'this is the best pic ever',
      'lol look at him',
      'ngl this pic goes hard',
      'this is literally me',
      'bro is cooked',
      'my cat is the best',
      'wow',
      'sheesh',
    ])
      expect(describePlan(parsePrompt(prompt)), prompt).toEqual([`remark("${prompt}")`]);
    expect(describePlan(parsePrompt('lmao this guy. put a clown on his head'))).toEqual([
      'sticker("\\u{1f921}" head normal)',
      'remark("lmao this guy")',
    ]);
    expect(describePlan(parsePrompt('censor the face, its for the group chat'))).toEqual([
      'pixelate(face 32)',
      'remark("its for the group chat")',
    ]);
    expect(editPlanWords('remark("lol look at him")').applied).toEqual([
      'Took “lol look at him” as a remark about the picture, not as an edit',
    ]);
  });

  it('is not an ask put as a statement', () => {
    for (const part of [
      'make him look older',
      'this needs laser eyes',
      'can u make it pop',
      'its too dark',
      'a lambo behind him',
      'my face is too red',
    ])
      expect(isRemark(part), part).toBe(false);
    expect(describePlan(parsePrompt('make him look older'))).toEqual(['ignored("make him look older")']);
  });

  it('is no complaint, no "fix it" and nothing the picture lacks: those are owned up to as before', () => {
    const complaints =
      "it's so dark|it's not bright enough|my face is red|she is wearing sunglasses|he looks like a cowboy";
    for (const prompt of complaints.split('|'))
      expect(describePlan(parsePrompt(prompt)), prompt).toEqual([`ignored("${prompt}")`]);
    expect(describePlan(parsePrompt("it's dark, fix it"))).toEqual([
      `ignored("it's dark")`,
      'ignored("fix it" "it does not say which effect or filter; the guide lists them")',
    ]);
    expect(describePlan(parsePrompt("it's for the group chat"))).toEqual([`remark("it's for the group chat")`]);
  });
});

describe('short words in big letters', () => {
  it('are the caption: "gm in big letters", "gn in big letters", "with gm frens in white big letters"', () => {
    expect(describePlan(parsePrompt('gm in big letters 🌞'))).toEqual([
      'caption("gm" bottom band big black box white)',
      'sticker("\\u{1f31e}" top-right big)',
    ]);
    expect(describePlan(parsePrompt('gn in big letters'))).toEqual(['caption("gn" bottom band big black box white)']);
    expect(describePlan(parsePrompt('blue background with gm frens in white big letters', { textOnly: true }))).toEqual(
      ['background(blue)', expect.stringMatching(/^caption\("gm frens" centre /)],
    );
    // "just" opens the instruction, it is not written: "just write ser in big letters" writes "ser".
    expect(parsePrompt('just write ser in big letters', { textOnly: true }).texts.map((text) => text.text)).toEqual([
      'ser',
    ]);
    // A sticker named by a word is still one when no letters follow.
    expect(describePlan(parsePrompt('moon in the top right'))).toEqual(['sticker("\\u{1f315}" top-right normal)']);
  });

  it('keep "with it" at the end of the text: "write deal with it"', () => {
    expect(describePlan(parsePrompt('write deal with it'))).toEqual([
      'caption("deal with it" bottom band normal black box white)',
    ]);
  });
});
