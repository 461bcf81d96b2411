import { describe, expect, it } from 'vitest';
import { cropHeight, ImageCropsRequestSchema, ImageCropsResponseSchema, SUBJECT_CUES } from './contract';

const parse = (body: unknown) => ImageCropsRequestSchema.safeParse(body);
const problem = (body: unknown) => {
  const result = parse(body);
  return result.success
    ? undefined
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
};
const image = 'https://example.com/a.jpg';

describe('the image crops request, at its edges', () => {
  it('defaults to one 1:1 crop 512 wide', () => {
    expect(parse({ images: [image] }).data?.crops).toEqual([{ aspect: '1:1', width: 512 }]);
  });

  it.each(['0:1', '17:1', '1:x', '3/1', '1:0', ' 1:1', '1:17', ''])(
    'refuses the aspect %j, naming the field',
    (aspect) => {
      expect(problem({ images: [image], crops: [{ aspect }] })).toMatch(
        /^crops\.0\.aspect: must be a ratio like "3:1", each side a whole number from 1 to 16$/,
      );
    },
  );

  it.each(['1:1', '16:16', '3:1', '16:9', '4:5', '1:16'])('takes the aspect %s', (aspect) => {
    expect(parse({ images: [image], crops: [{ aspect, width: 64 }] }).success).toBe(true);
  });

  it('takes widths 16 and 1,024, and refuses 15 and 1,025', () => {
    expect(parse({ images: [image], crops: [{ aspect: '1:1', width: 16 }] }).success).toBe(true);
    expect(parse({ images: [image], crops: [{ aspect: '1:1', width: 1024 }] }).success).toBe(true);
    expect(problem({ images: [image], crops: [{ aspect: '1:1', width: 15 }] })).toMatch(
      /^crops\.0\.width: must be at least 16/,
    );
    expect(problem({ images: [image], crops: [{ aspect: '1:1', width: 1025 }] })).toMatch(
      /^crops\.0\.width: must be at most 1024/,
    );
  });

  it('refuses a height over 1,024', () => {
    expect(cropHeight('1:2', 512)).toBe(1024);
    expect(parse({ images: [image], crops: [{ aspect: '1:2', width: 512 }] }).success).toBe(true);
    expect(problem({ images: [image], crops: [{ aspect: '1:2', width: 513 }] })).toMatch(
      /^crops\.0\.width: at this aspect the height would be over 1024/,
    );
  });

  it('takes one to four crops and one to three images', () => {
    const crop = { aspect: '1:1' };
    expect(parse({ images: [image], crops: [crop, crop, crop, crop] }).success).toBe(true);
    expect(problem({ images: [image], crops: [crop, crop, crop, crop, crop] })).toMatch(
      /^crops: must hold at most 4 crops/,
    );
    expect(problem({ images: [image], crops: [] })).toMatch(/^crops: must hold at least one crop/);
    expect(problem({ images: [] })).toMatch(/^images: must hold at least one image URL/);
    expect(problem({ images: [image, image, image, image] })).toMatch(/^images: must hold at most 3 images/);
  });

  it('refuses unknown fields, in the body and in a crop', () => {
    expect(problem({ images: [image], prompt: 'x' })).toMatch(/prompt/);
    expect(problem({ images: [image], crops: [{ aspect: '1:1', height: 5 }] })).toMatch(/height/);
  });
});

describe('the image crops answer', () => {
  const crop = {
    aspect: '1:1',
    box: { x: 0, y: 0, width: 100, height: 100 },
    scale: 5.12,
    image: 'data:image/jpeg;base64,/9j/',
  };
  const result = {
    imageIndex: 0,
    width: 200,
    height: 100,
    crops: [crop],
    subject: { cue: 'network', box: { x: 120, y: 10, width: 60, height: 80 } },
    faces: [{ x: 10, y: 5, width: 30, height: 40, score: 0.93 }],
    textLines: [{ x: 0, y: 90, width: 200, height: 10 }],
  };
  const answer = (changed: object) =>
    ImageCropsResponseSchema.safeParse({ requestId: 'r', results: [{ ...result, ...changed }] });

  it('carries the subject the engine saw, with its cue, the heads and the text lines', () => {
    expect(answer({}).success).toBe(true);
    for (const cue of SUBJECT_CUES) expect(answer({ subject: { ...result.subject, cue } }).success).toBe(true);
  });

  it('refuses an unknown cue, a box off whole pixels, a score over 1, or a missing subject', () => {
    expect(answer({ subject: { ...result.subject, cue: 'face' } }).success).toBe(false);
    expect(answer({ subject: { ...result.subject, box: { x: 0.5, y: 0, width: 1, height: 1 } } }).success).toBe(false);
    expect(answer({ faces: [{ ...result.faces[0], score: 1.5 }] }).success).toBe(false);
    expect(answer({ textLines: [{ x: 0, y: 0, width: 0, height: 1 }] }).success).toBe(false);
    expect(answer({ subject: undefined }).success).toBe(false);
  });
});
