import { describe, expect, it } from 'vitest';
import { spaceSlips, textErrors } from './metrics';

describe('spaceSlips', () => {
  it('shows the spaces a reading lacks and those it adds, in context', () => {
    const slips = spaceSlips('TOTAL RM 12.50\nCASH 20.00', 'total rm12.50 cash 2 0.00', 4);
    expect(slips.missing).toEqual(['l rm|12.5']);
    expect(slips.extra).toEqual(['sh 2|0.00']);
  });

  it('finds none where the texts break alike, whatever else differs', () => {
    expect(spaceSlips('sub total 9.90', 'sub tota1 9.80')).toEqual({ missing: [], extra: [] });
  });

  it('counts as many slips as the CER and the CER without spaces differ by, for a break moved', () => {
    const truth = 'thank you please come again';
    const reading = 'thankyou please comeagain';
    const errors = textErrors(truth, reading);
    expect(spaceSlips(truth, reading).missing).toHaveLength(errors.charErrors - errors.glyphErrors);
  });
});
