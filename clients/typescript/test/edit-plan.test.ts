import { describe, expect, it } from 'vitest';
import { parseEditPlan } from '../src/edit-plan';

describe('parseEditPlan (X-Edit-Plan)', () => {
  it('no header: no plan (a hosted model says none)', () => {
    expect(parseEditPlan(null)).toBeNull();
  });

  it('"none": nothing applied, nothing ignored', () => {
    expect(parseEditPlan('none')).toEqual({
      applied: [],
      ignored: [],
      header: 'none',
      words: { applied: [], ignored: [] },
    });
  });

  it('splits steps on "; " outside quotes and decodes the ignored words', () => {
    const header =
      'grayscale; circle(ring gold); caption("GM; GN" bottom band big white); sticker("\\u{1f680}" top-right small); ignored("remove the background"); ignored("make it \\u{2728}")';
    expect(parseEditPlan(header)).toMatchObject({
      applied: [
        'grayscale',
        'circle(ring gold)',
        'caption("GM; GN" bottom band big white)',
        'sticker("\\u{1f680}" top-right small)',
      ],
      ignored: ['remove the background', 'make it ✨'],
      header,
    });
  });

  it('says in words why each ignored part was not done', () => {
    const plan = parseEditPlan('grayscale; ignored("remove the background")');
    expect(plan?.words.applied).toHaveLength(1);
    expect(plan?.words.ignored).toEqual([
      { part: 'remove the background', reason: expect.stringContaining('cannot remove backgrounds') },
    ]);
  });

  it('keeps the words of an ignored step that carries more than its words (a reason)', () => {
    expect(parseEditPlan('ignored("remove the background": needs a hosted model)')?.ignored).toEqual([
      'remove the background',
    ]);
  });
});
