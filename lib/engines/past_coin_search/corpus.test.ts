import { describe, expect, it } from 'vitest';
import { coinsFromCsv, coinsFromJsonLines, csvRecords, parseLaunchDate, parseMarketCap } from './corpus';

const HEADER = 'token_name,token_ticker,token_address,description,mCap,createdAt,bonding_completeTime';

describe('reading the corpus CSV', () => {
  it('splits quoted fields holding commas, quotes and line breaks, and counts lines from the header', () => {
    const text = `a,b\n"x, y","he said ""hi"""\n"two\nlines",z\r\nlast,row`;
    expect([...csvRecords(text)]).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'he said "hi"'] },
      { line: 3, fields: ['two\nlines', 'z'] },
      { line: 5, fields: ['last', 'row'] },
    ]);
  });

  it('parses caps with thousands commas and DD/MM/YYYY, HH:MM:SS dates (UTC)', () => {
    expect(parseMarketCap('"5,599"'.slice(1, -1))).toBe(5599);
    expect(parseMarketCap('1,234,567.5')).toBe(1234567.5);
    expect(parseMarketCap('')).toBeNull();
    expect(parseMarketCap('5,59')).toBeUndefined();
    expect(parseMarketCap('about 5k')).toBeUndefined();
    expect(parseLaunchDate('13/10/2024, 08:31:20')).toBe('2024-10-13T08:31:20.000Z');
    expect(parseLaunchDate('2024-10-13T10:31:20+02:00')).toBe('2024-10-13T08:31:20.000Z');
    expect(parseLaunchDate('31/02/2024, 08:31:20')).toBeUndefined();
    expect(parseLaunchDate('10/13/2024, 08:31:20')).toBeUndefined();
    expect(parseLaunchDate('')).toBeNull();
  });

  it('gives each row a coin, or a problem with its line number', () => {
    const text = [
      HEADER,
      'Moon Cat,MCAT,addr1,"a cat, on the moon","5,599","13/10/2024, 08:31:20","13/10/2024, 08:33:39"',
      'No Cap,NCAP,addr2,,,,',
      'Bad Cap,BCAP,addr3,text,lots,"13/10/2024, 08:31:20",',
      'Short,row',
    ].join('\n');
    const rows = [...coinsFromCsv(text)];
    expect(rows[0]).toEqual({
      line: 2,
      coin: {
        address: 'addr1',
        name: 'Moon Cat',
        ticker: 'MCAT',
        description: 'a cat, on the moon',
        marketCap: 5599,
        createdAt: '2024-10-13T08:31:20.000Z',
      },
    });
    expect(rows[1]!.coin).toMatchObject({ address: 'addr2', description: null, marketCap: null, createdAt: null });
    expect(rows[2]).toEqual({ line: 4, problem: 'mCap "lots" is not a number' });
    expect(rows[3]).toEqual({ line: 5, problem: 'has 2 fields, the header 7' });
  });

  it('says which columns a header lacks', () => {
    expect([...coinsFromCsv('name,ticker\nx,y')]).toEqual([
      { line: 1, problem: 'the header lacks the column(s) token_name, token_ticker, token_address' },
    ]);
  });

  it('reads JSON lines, skipping blank ones and reporting bad JSON by line', () => {
    const rows = [...coinsFromJsonLines('{"address":"a","name":"A","ticker":"A"}\n\nnot json\n')];
    expect(rows).toEqual([
      { line: 1, coin: { address: 'a', name: 'A', ticker: 'A' } },
      { line: 3, problem: 'is not valid JSON' },
    ]);
  });
});
