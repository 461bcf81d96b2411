import { describe, expect, it } from 'vitest';
import { CANVAS_SIZE } from '../../engines/image_edit/canvas';
import { OUTPUT_SIZE } from './contract';

describe('the image edit contract', () => {
  it('states the size of the canvas the editor draws on', () => {
    expect(OUTPUT_SIZE).toBe(CANVAS_SIZE);
  });
});
