import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cjkGlossesSource } from './generate-cjk-glosses';

describe('the Chinese, Japanese and Korean glosses table', () => {
  it('is what CC-CEDICT and cjk-topics.ts give, byte for byte', () => {
    const file = fileURLToPath(new URL('../../lib/engines/ai_name/local/data/cjk-glosses.ts', import.meta.url));
    expect(readFileSync(file, 'utf8') === cjkGlossesSource()).toBe(true);
    // Reading the whole dictionary (11 MB of JSON) takes seconds on a busy machine.
  }, 60_000);
});
