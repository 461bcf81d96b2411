import { describe, expect, it } from 'vitest';
import { bands, scoreLines, sweep } from './confidence';
import { charactersRight, errorsWithin } from './metrics';

describe('scoring a read line against the labelled lines', () => {
  it('scores a line against the stretch of a label it holds, the rest of the label costing nothing', () => {
    expect(errorsWithin([...'FROG'], [...'PEPPERFROG'])).toBe(0);
    expect(errorsWithin([...'FR0G'], [...'PEPPERFROG'])).toBe(1);
    expect(errorsWithin([...'xyz'], [...'abc'])).toBe(3);
  });

  it('counts the characters right against the best-matching label line, spaces and case left out', () => {
    expect(charactersRight('Pepper  frog', ['GM', 'PEPPER FROG'])).toEqual({ chars: 10, right: 10 });
    expect(charactersRight('HiEmim', ['青蛙今天又涨了'])).toEqual({ chars: 6, right: 0 });
    expect(charactersRight('   ', ['GM'])).toEqual({ chars: 0, right: 0 });
  });
});

describe('confidence bands and thresholds', () => {
  const lines = scoreLines(
    [
      { text: 'PEPPER FROG', confidence: 0.9 },
      { text: 'TO THE MOON', confidence: 0.75 },
      { text: '= 2 8 ] £', confidence: 0.2 },
    ],
    ['PEPPER FROG', 'TO THE MOON'],
  );

  it('puts each line in its band with the share of its characters right', () => {
    const byBand = Object.fromEntries(bands(lines).map((band) => [band.band, band]));
    expect(byBand['0.85–0.95']).toMatchObject({ lines: 1, chars: 10, rightShare: 1 });
    expect(byBand['≥ 0.95']!.lines).toBe(0);
    expect(byBand['0.7–0.85']).toMatchObject({ lines: 1, chars: 9, rightShare: 1 });
    expect(byBand['< 0.3']).toMatchObject({ lines: 1, chars: 5, rightShare: 0 });
    expect(byBand['0.3–0.5']!.lines).toBe(0);
  });

  it('says what a threshold keeps of the right characters and drops of the wrong ones', () => {
    const at = (threshold: number) => sweep(lines).find((row) => row.threshold === threshold)!;
    expect(at(0)).toEqual({ threshold: 0, rightKept: 1, wrongDropped: 0 });
    expect(at(0.3)).toEqual({ threshold: 0.3, rightKept: 1, wrongDropped: 1 });
    expect(at(0.9).rightKept).toBeCloseTo(10 / 19);
    expect(at(0.9).wrongDropped).toBe(1);
  });
});
