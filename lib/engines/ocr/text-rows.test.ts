import { describe, expect, it } from 'vitest';
import { groupIntoRows, wordsIntoRows } from './text-rows';

const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });

describe('groupIntoRows', () => {
  it('joins regions that share a visual row and keeps rows top to bottom', () => {
    const rows = groupIntoRows([
      box(10, 100, 200, 120),
      box(500, 102, 600, 121),
      box(10, 10, 300, 30),
      box(300, 103, 400, 119),
    ]);
    expect(rows.map((row) => row.box)).toEqual([box(10, 10, 300, 30), box(10, 100, 600, 121)]);
    expect(rows[1]!.regions.map((region) => region.x0)).toEqual([10, 300, 500]);
  });

  it('keeps regions apart that overlap by less than half the smaller height', () => {
    expect(groupIntoRows([box(0, 0, 100, 20), box(0, 12, 100, 32)])).toHaveLength(2);
  });
});

describe('wordsIntoRows', () => {
  const rows = groupIntoRows([box(0, 0, 100, 20), box(200, 0, 300, 20), box(0, 40, 300, 60)]);

  it('gives each word to the row whose region holds it, left to right, with a length-weighted confidence and its least sure word', () => {
    const lines = wordsIntoRows(rows, [
      { text: '9.10', confidence: 60, box: box(210, 2, 260, 18) },
      { text: 'TOTAL', confidence: 90, box: box(5, 2, 60, 18) },
      { text: 'CASH', confidence: 80, box: box(5, 42, 50, 58) },
    ]);
    expect(lines).toEqual([
      {
        text: 'TOTAL 9.10',
        confidence: (90 * 5 + 60 * 4) / 9,
        weakestWord: { text: '9.10', confidence: 60, box: box(210, 2, 260, 18) },
        box: box(0, 0, 300, 20),
      },
      {
        text: 'CASH',
        confidence: 80,
        weakestWord: { text: 'CASH', confidence: 80, box: box(5, 42, 50, 58) },
        box: box(0, 40, 300, 60),
      },
    ]);
  });

  it('drops words outside every region, blank words and rows left without words', () => {
    const lines = wordsIntoRows(rows, [
      { text: 'noise', confidence: 10, box: box(120, 25, 180, 38) },
      { text: ' ', confidence: 95, box: box(5, 2, 60, 18) },
      { text: 'CASH', confidence: 80, box: box(5, 42, 50, 58) },
    ]);
    expect(lines.map((line) => line.text)).toEqual(['CASH']);
  });
});
