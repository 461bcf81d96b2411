import { describe, expect, it } from 'vitest';
import { parsePrompt } from '@/lib/engines/image_edit/local/parse-prompt';
import { GUIDE } from './edit-guide';

describe('the image-edit guide', () => {
  it.each(GUIDE.map(({ example }) => example))('the embedded editor does all of "%s"', (example) => {
    const textOnly = /\(no image\)/.test(GUIDE.find((entry) => entry.example === example)!.what);
    const plan = parsePrompt(example, { textOnly });
    expect(plan.ignored).toEqual([]);
    const parts = plan.steps.length + plan.texts.length + plan.stickers.length;
    expect(parts + Number(Boolean(plan.background ?? plan.shape ?? plan.border))).toBeGreaterThan(0);
  });
});
