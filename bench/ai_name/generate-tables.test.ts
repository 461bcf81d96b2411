import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED } from './generate-tables';
import { EMOJI_TABLE } from '../../lib/engines/ai_name/local/data/emoji-names';
import { WORD_RANKS } from '../../lib/engines/ai_name/local/data/word-ranks';

describe("the naming engine's generated tables", () => {
  it.each(GENERATED)('$file is what its npm sources give, byte for byte', ({ file, source }) => {
    expect(readFileSync(file, 'utf8') === source()).toBe(true);
  });

  it('hold what their comments say', () => {
    expect(WORD_RANKS.split(' ')).toHaveLength(25_000);
    expect(WORD_RANKS.startsWith('you_ i_ the_ ')).toBe(true);
    const rows = EMOJI_TABLE.split('\n').map((row) => row.split('\t'));
    expect(rows.every((row) => row.length === 3 && /^[SPAFTVOY]$/.test(row[2]!))).toBe(true);
    expect(rows[0]).toEqual(['😀', 'grinning face', 'S']);
  });
});
