import { describe, expect, it } from 'vitest';
import { solid } from '../pixels';
import { localImageEditor } from './index';
import { parsePrompt } from './parse-prompt';
import { describePlan } from './describe';
import { RAINBOW } from './frame';

describe('a rainbow border', () => {
  it('reads "rainbow border", "a rainbow frame", "thick rainbow border"', () => {
    expect(describePlan(parsePrompt('rainbow border'))).toEqual(['border(rainbow 28)']);
    expect(describePlan(parsePrompt('give it a rainbow frame and write hodl'))).toEqual([
      'caption("hodl" bottom band normal black box white)',
      'border(rainbow 28)',
    ]);
    expect(describePlan(parsePrompt('thick rainbow border'))).toEqual(['border(rainbow 56)']);
    for (const prompt of ['make the border rainbow', 'border rainbow', 'rainbow colored border', 'rainbow outline'])
      expect(describePlan(parsePrompt(prompt)), prompt).toEqual(['border(rainbow 28)']);
    expect(describePlan(parsePrompt('red border'))).toEqual(['border(red 16)']);
  });

  it('is drawn in the rainbow colours, red outermost, the picture inside it untouched', async () => {
    const grey = { r: 128, g: 128, b: 128 };
    const edited = await localImageEditor.edit({ prompt: 'rainbow border', images: [solid(512, 512, grey)] });
    const at = (x: number, y: number) => {
      const offset = (y * edited.width + x) * 3;
      return { r: edited.data[offset]!, g: edited.data[offset + 1]!, b: edited.data[offset + 2]! };
    };
    // Each of the 28 pixels' stripes, read across the left edge at mid height.
    const stripe = 28 / RAINBOW.length;
    for (const [index, colour] of RAINBOW.entries())
      expect(at(Math.floor(stripe * (index + 0.5)), 256)).toEqual(colour);
    expect(at(Math.floor(stripe * 2.5), 3)).toEqual(RAINBOW[0]);
    expect(at(256, 256)).toEqual(grey);
  });

  it('is never narrower than a pixel a stripe: "1px rainbow border" shows every colour', async () => {
    expect(describePlan(parsePrompt('1px rainbow border'))).toEqual([`border(rainbow ${RAINBOW.length})`]);
    const grey = { r: 128, g: 128, b: 128 };
    const edited = await localImageEditor.edit({ prompt: '1px rainbow border', images: [solid(64, 64, grey)] });
    const at = (x: number) => {
      const offset = (32 * edited.width + x) * 3;
      return { r: edited.data[offset]!, g: edited.data[offset + 1]!, b: edited.data[offset + 2]! };
    };
    expect(RAINBOW.map((_, index) => at(index))).toEqual([...RAINBOW]);
  });
});
