import { describe, expect, it } from 'vitest';
import { toContract } from './lines';

describe('toContract', () => {
  const space = { scale: 2, originalWidth: 100, originalHeight: 50 };

  it('scales boxes back to the original image and lists four points clockwise from top-left', () => {
    const result = toContract(
      [{ text: 'Total 12.50\n', confidence: 91.26, box: { x0: 21, y0: 10, x1: 101, y1: 41 } }],
      space,
    );
    expect(result.lines).toEqual([
      {
        text: 'Total 12.50',
        confidence: 0.913,
        points: [
          { x: 10, y: 5 },
          { x: 51, y: 5 },
          { x: 51, y: 21 },
          { x: 10, y: 21 },
        ],
      },
    ]);
    expect(result.text).toBe('Total 12.50');
  });

  it('keeps points inside the image and confidence within 0–1', () => {
    const [line] = toContract(
      [{ text: 'edge', confidence: 140, box: { x0: -8, y0: -3, x1: 260, y1: 130 } }],
      space,
    ).lines;
    expect(line!.confidence).toBe(1);
    for (const point of line!.points) {
      expect(point.x).toBeGreaterThanOrEqual(0);
      expect(point.x).toBeLessThanOrEqual(99);
      expect(point.y).toBeGreaterThanOrEqual(0);
      expect(point.y).toBeLessThanOrEqual(49);
    }
  });

  it('drops blank lines and joins the rest with \\n in order', () => {
    const box = { x0: 0, y0: 0, x1: 10, y1: 10 };
    const result = toContract(
      [
        { text: 'first', confidence: 80, box },
        { text: '  \n', confidence: 10, box },
        { text: 'second  line', confidence: 70, box },
      ],
      space,
    );
    expect(result.text).toBe('first\nsecond line');
    expect(result.lines).toHaveLength(2);
  });

  it('answers no lines and empty text for an empty page', () => {
    expect(toContract([], space)).toEqual({ text: '', lines: [] });
  });
});
