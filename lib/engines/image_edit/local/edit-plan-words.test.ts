import { describe, expect, it } from 'vitest';
import { describePlan } from './describe';
import { parsePrompt } from './parse-prompt';
import { editPlanWords, ignoredReason, planEntries } from '../../../../clients/typescript/src/edit-plan-words';

/** The header the operation sends for a prompt on one image. */
const header = (prompt: string) => describePlan(parsePrompt(prompt)).join('; ');

describe('editPlanWords', () => {
  it('says why "remove the background" was not done, and that a hosted model can', () => {
    expect(editPlanWords(header('remove the background'))).toEqual({
      applied: [],
      ignored: [
        {
          part: 'remove the background',
          reason:
            'the embedded editor cannot remove backgrounds or cut a subject out; with a hosted model configured it can',
        },
      ],
    });
  });

  it('words what was applied beside what was ignored, in order', () => {
    const words = editPlanWords(header('make the dog dance and brighten it'));
    expect(words.applied).toEqual(['Brightened it by 35%']);
    expect(words.ignored).toEqual([
      {
        part: 'make the dog dance',
        reason: 'the embedded editor cannot change what is in the picture; with a hosted model configured it can',
      },
    ]);
  });

  it.each([
    ['add a hat on the dog', /cannot draw new objects/],
    ['erase the man on the left', /cannot remove things/],
    ['turn it into anime style', /cannot change the style/],
    ['what breed is this dog', /does not say what is in them/],
    ['do something wonderful', /did not understand this part/],
  ])('"%s": %s', (part, reason) => {
    expect(ignoredReason(part)).toMatch(reason);
  });

  it('gives the reason the editor gave for a part it understood but could not do', () => {
    const words = editPlanWords(header('🚀🚀🚀🚀🚀🚀🚀🔥'));
    expect(words.applied).toHaveLength(7);
    expect(words.ignored).toEqual([{ part: '🔥', reason: 'every place for a sticker is taken (7 at most)' }]);
  });

  it('words the meme looks', () => {
    expect(editPlanWords('deep-fry; vaporwave; wanted-poster; laser-eyes(2)').applied).toEqual([
      'Deep-fried it (colours and contrast pushed, sharpened, grain, a low-quality JPEG)',
      'Gave it a vaporwave look (pink and cyan, scan lines)',
      'Made it a wanted poster (sepia, on paper, “WANTED” above)',
      'Gave 2 faces laser eyes',
    ]);
  });

  it('reads text with quotes, semicolons and emoji back as written', () => {
    const plan = header('meme text "A; B" at the top, add a 🚀 in the bottom left corner, tint it red');
    expect(editPlanWords(plan).applied).toEqual([
      'Tinted it red',
      'Meme text “A; B” at the top, over the picture, in white',
      'Added a 🚀 sticker in the bottom left corner',
    ]);
  });

  it('words captions, shapes, backgrounds and borders', () => {
    expect(editPlanWords(header('caption "gm" at the top in red, purple to pink gradient background')).applied).toEqual(
      ['Made the background a gradient from purple to pink', 'Caption “gm” at the top, in a band of its own, in red'],
    );
    expect(editPlanWords(header('round coin logo with a gold ring')).applied).toEqual([
      'Cropped it to a circle with a gold ring',
    ]);
    expect(editPlanWords(header('black and white with a thick blue border')).applied).toEqual([
      'Made it black and white',
      'Added a blue border',
    ]);
  });

  it('words laser eyes of a colour', () => {
    expect(editPlanWords('laser-eyes(1 blue)').applied).toEqual(['Gave the face blue laser eyes']);
    expect(editPlanWords('grayscale(picture 1); brightness(0.7 picture 2)').applied).toEqual([
      'Made it black and white (picture 1)',
      'Darkened it by 30% (picture 2)',
    ]);
    expect(editPlanWords('sticker("\\u{1f451}" head normal each)').applied).toEqual([
      'Added a 👑 sticker on every head',
    ]);
  });

  it("words a zoom on the face and a caption in one picture's cell", () => {
    expect(editPlanWords('zoom(face 1.5); caption("gm" bottom band normal black box white picture 2)').applied).toEqual(
      [
        'Zoomed in 1.5× on the largest face',
        "Caption “gm” at the bottom, in a band of its own, in black, in picture 2's cell",
      ],
    );
  });

  it('keeps the header syntax: every entry parses into its kind', () => {
    expect(planEntries('grayscale; blur(4); caption("x\\u{1f680}" bottom band normal black box white); none')).toEqual([
      { kind: 'grayscale', args: '' },
      { kind: 'blur', args: '4' },
      { kind: 'caption', args: '"x\\u{1f680}" bottom band normal black box white', text: 'x🚀' },
    ]);
  });
});
