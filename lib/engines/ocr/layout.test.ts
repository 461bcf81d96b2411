import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findTextRows } from './layout';

async function page(svgBody: string, width = 800, height = 400) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${svgBody}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { grey: data, width: info.width, height: info.height };
}

const options = { inkBlur: 1.2, inkContrast: 0.1, maxGapInHeights: 1.5 };

describe('findTextRows', () => {
  it('finds one row per printed line, wide gaps included, top to bottom', async () => {
    const image = await page(
      '<text x="40" y="80" font-family="DejaVu Sans" font-size="28">SUB TOTAL</text>' +
        '<text x="600" y="80" font-family="DejaVu Sans" font-size="28">10.00</text>' +
        '<text x="40" y="160" font-family="DejaVu Sans" font-size="28">CASH 20.00 MYR</text>' +
        '<text x="40" y="240" font-family="DejaVu Sans" font-size="28">CHANGE DUE 10.00</text>',
    );
    const rows = await findTextRows(image, options);
    expect(rows).toHaveLength(3);
    const [first, second, third] = rows;
    expect(first!.box.x0).toBeLessThan(50);
    expect(first!.box.x1).toBeGreaterThan(650);
    expect(first!.box.y1).toBeLessThan(second!.box.y0);
    expect(second!.box.y1).toBeLessThan(third!.box.y0);
    for (const row of rows) {
      expect(row.charHeight).toBeGreaterThan(15);
      expect(row.charHeight).toBeLessThan(35);
    }
  });

  it('ignores a dashed separator between rows', async () => {
    const image = await page(
      '<text x="40" y="80" font-family="DejaVu Sans" font-size="28">TOTAL 9.10</text>' +
        '<text x="40" y="125" font-family="DejaVu Sans" font-size="28">- - - - - - - - - - - - - - - -</text>' +
        '<text x="40" y="190" font-family="DejaVu Sans" font-size="28">CASH 9.10</text>',
    );
    expect(await findTextRows(image, options)).toHaveLength(2);
  });

  it('finds nothing on a blank page', async () => {
    expect(await findTextRows(await page(''), options)).toEqual([]);
  });
});
