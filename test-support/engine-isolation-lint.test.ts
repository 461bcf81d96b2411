import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { importedPaths } from './operation-footprint';

const ROOT = path.resolve(__dirname, '..');

/**
 * The messages the project's lint gives a source placed at this path of the tree. Nothing is written
 * (import cycles are import-cycles.test.ts's to find, not the lint's).
 */
async function lintAt(file: string, source: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
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

describe('lint keeps the arrows pointing down', () => {
  it('fails an engine that imports its operation, even its contract', async () => {
    const messages = await lintAt(
      'lib/engines/ai_name/planted.ts',
      "import { AiNameResponseSchema } from '../../operations/ai_name/contract';\n\nexport const planted = AiNameResponseSchema;\n",
    );
    expect(messages).toEqual([expect.stringMatching(/^import\/no-restricted-paths: .*Engines do not know operations/)]);
  }, 60_000);

  it('fails a shared contract part that imports the operations', async () => {
    const messages = await lintAt(
      'lib/contract/planted.ts',
      "import { OPERATION_NAMES } from '../operations/contracts';\n\nexport const planted = OPERATION_NAMES;\n",
    );
    expect(messages).toEqual([
      expect.stringMatching(/^import\/no-restricted-paths: .*The shared contract parts do not know operations/),
    ]);
  }, 60_000);

  it('lets a contract import its own engine’s rules, and nothing else of an engine', async () => {
    const rules =
      "import { TokenNameAnswerSchema } from '../../engines/ai_name/rules';\n\nexport const a = TokenNameAnswerSchema;\n";
    expect(await lintAt('lib/operations/ai_name/contract.ts', rules)).toEqual([]);
    const server =
      "import { createLocalNamingEngine } from '../../engines/ai_name';\n\nexport const a = createLocalNamingEngine;\n";
    expect(await lintAt('lib/operations/ai_name/contract.ts', server)).toEqual([
      expect.stringMatching(/^import\/no-restricted-paths: .*The contract is browser-safe/),
    ]);
    expect(await lintAt('lib/operations/ocr/contract.ts', rules)).toEqual([
      expect.stringMatching(/^import\/no-restricted-paths: .*The contract is browser-safe/),
    ]);
  }, 60_000);

  it('fails an engine’s rules that import a server module', async () => {
    const messages = await lintAt(
      'lib/engines/ai_name/rules.ts',
      "import { createImageLoader } from '../../images/load';\n\nexport const planted = createImageLoader;\n",
    );
    expect(messages).toEqual([expect.stringMatching(/^import\/no-restricted-paths: .*The contract is browser-safe/)]);
  }, 60_000);
});

/** Files under `folder` (tests included) with an import that resolves into `target`. */
function filesImportingFrom(folder: string, target: string, root = ROOT): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((entry) => path.posix.join(folder, entry.split(path.sep).join('/')))
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file))
    .filter((file) =>
      importedPaths(file, readFileSync(path.join(root, file), 'utf8')).some(
        (imported) => imported === target || imported.startsWith(`${target}/`),
      ),
    );
}

describe('the tree keeps its layers', () => {
  it('keeps image edit’s drawing in its engine: lib/images holds no text or fonts module', () => {
    const images = readdirSync(path.join(ROOT, 'lib/images'));
    expect(images).toContain('load.ts');
    expect(images.filter((file) => /^(text|fonts)(\.test)?\.ts$/.test(file))).toEqual([]);
  });

  it('has no file in lib/engines or lib/contract, tests included, importing lib/operations', () => {
    expect(filesImportingFrom('lib/engines', 'lib/operations')).toEqual([]);
    expect(filesImportingFrom('lib/contract', 'lib/operations')).toEqual([]);
  });

  it('would see such an import', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'layers-'));
    try {
      mkdirSync(path.join(root, 'lib/engines/ai_name/local'), { recursive: true });
      writeFileSync(
        path.join(root, 'lib/engines/ai_name/local/namer.test.ts'),
        "import { repairName } from '../../../operations/ai_name/contract';\n",
      );
      writeFileSync(path.join(root, 'lib/engines/ai_name/rules.ts'), "import { z } from 'zod';\n");
      expect(filesImportingFrom('lib/engines', 'lib/operations', root)).toEqual([
        'lib/engines/ai_name/local/namer.test.ts',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
