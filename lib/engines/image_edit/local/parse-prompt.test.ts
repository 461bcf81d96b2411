import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt';

const kinds = (prompt: string) => parsePrompt(prompt).steps.map((step) => step.kind);

describe('parsePrompt', () => {
  it.each([
    ['make it black and white', ['grayscale']],
    ['Convert to greyscale', ['grayscale']],
    ['give it a sepia look', ['sepia']],
    ['invert the colors', ['invert']],
    ['blur the photo', ['blur']],
    ['sharpen it', ['sharpen']],
    ['make it brighter', ['brightness']],
    ['increase the contrast', ['contrast']],
    ['more saturated please', ['saturation']],
    ['tint it red', ['tint']],
    ['add a blue filter', ['tint']],
    ['rotate 90 degrees', ['rotate']],
    ['mirror the image', ['flip']],
    ['pixelate it', ['pixelate']],
    ['flip it upside down', ['flip']],
    ['do something wonderful', []],
  ])('%s', (prompt, expected) => {
    expect(kinds(prompt)).toEqual(expected);
  });

  it('keeps the prompt order when several edits compose', () => {
    expect(kinds('Rotate it 90 degrees, then make it black and white and blur it slightly')).toEqual([
      'rotate',
      'grayscale',
      'blur',
    ]);
    expect(kinds('invert, then sepia')).toEqual(['invert', 'sepia']);
  });

  it('reads directions, amounts and intensities', () => {
    expect(parsePrompt('rotate it 90 degrees counterclockwise').steps).toEqual([{ kind: 'rotate', degrees: -90 }]);
    expect(parsePrompt('rotate 180').steps).toEqual([{ kind: 'rotate', degrees: 180 }]);
    expect(parsePrompt('flip vertically').steps).toEqual([{ kind: 'flip', axis: 'vertical' }]);
    expect(parsePrompt('darken it').steps).toEqual([{ kind: 'brightness', factor: 0.7 }]);
    expect(parsePrompt('increase brightness by 50%').steps).toEqual([{ kind: 'brightness', factor: 1.5 }]);
    expect(parsePrompt('reduce the contrast').steps).toEqual([{ kind: 'contrast', factor: 0.7 }]);
    expect(parsePrompt('desaturate it heavily').steps).toEqual([{ kind: 'saturation', factor: 0.45 }]);
    expect(parsePrompt('blur 12').steps).toEqual([{ kind: 'blur', sigma: 12 }]);
    expect(parsePrompt('blur it slightly').steps).toEqual([{ kind: 'blur', sigma: 1.5 }]);
  });

  it('does not take a black-and-white request for a black tint, nor a border colour for a tint', () => {
    expect(kinds('make it black and white')).toEqual(['grayscale']);
    const plan = parsePrompt('add a thick red border');
    expect(plan.steps).toEqual([]);
    expect(plan.border).toMatchObject({ name: 'red', width: 32 });
  });

  it('skips negated edits', () => {
    expect(kinds("sharpen it but don't blur")).toEqual(['sharpen']);
  });

  it('takes quoted text as the caption and ignores edit words inside it', () => {
    const plan = parsePrompt('add the caption "Blur is not an edit here" and invert');
    expect(plan.texts.map((text) => text.text)).toEqual(['Blur is not an edit here']);
    expect(plan.steps.map((step) => step.kind)).toEqual(['invert']);
    expect(parsePrompt("write 'hello world' at the bottom").texts[0]).toMatchObject({
      text: 'hello world',
      placement: 'bottom',
    });
    expect(parsePrompt("it's a dog's life").texts).toEqual([]);
  });

  it('reads layouts', () => {
    expect(parsePrompt('put them side by side').arrangement).toBe('row');
    expect(parsePrompt('stack them vertically').arrangement).toBe('column');
    expect(parsePrompt('make a grid of the photos').arrangement).toBe('grid');
  });
});
