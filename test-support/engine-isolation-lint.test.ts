import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..');

/**
 * The messages the project's lint gives a source placed at this path of the tree. Nothing is written,
 * so the rule that follows imports through files on disk (import/no-cycle) is left out.
 */
async function lintAt(file: string, source: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('lint keeps engines apart', () => {
  it('fails an engine that imports another engine, and passes one importing its own files', async () => {
    const across = await lintAt(
      'lib/engines/past_coin_search/planted.ts',
      "import { namingTerms } from '../ai_name';\n\nexport const planted = namingTerms;\n",
    );
    expect(across).toEqual([
      expect.stringMatching(/^import\/no-restricted-paths: .*An engine does not import another engine/),
    ]);
    const own = await lintAt(
      'lib/engines/past_coin_search/planted.ts',
      "import { coinKey } from './coin-keys';\n\nexport const planted = coinKey;\n",
    );
    expect(own).toEqual([]);
  }, 60_000);
});
