import { describe, expect, it } from 'vitest';
import { connectedComponents } from './connected-components';

function mask(rows: string[]) {
  const width = rows[0]!.length;
  return {
    ink: Uint8Array.from(
      rows
        .join('')
        .split('')
        .map((c) => (c === '#' ? 1 : 0)),
    ),
    width,
    height: rows.length,
  };
}

describe('connectedComponents', () => {
  it('finds 8-connected blobs with their boxes and pixel counts', () => {
    const { ink, width, height } = mask(['##....#', '.#....#', '..#...#', '.......', '###..#.']);
    const found = connectedComponents(ink, width, height).sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
    expect(found).toEqual([
      { x0: 0, y0: 0, x1: 3, y1: 3, pixels: 4 },
      { x0: 6, y0: 0, x1: 7, y1: 3, pixels: 3 },
      { x0: 0, y0: 4, x1: 3, y1: 5, pixels: 3 },
      { x0: 5, y0: 4, x1: 6, y1: 5, pixels: 1 },
    ]);
  });

  it('joins a U shape whose arms meet only at the bottom', () => {
    const { ink, width, height } = mask(['#..#', '#..#', '####']);
    expect(connectedComponents(ink, width, height)).toHaveLength(1);
  });
});
