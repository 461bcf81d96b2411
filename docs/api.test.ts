import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REQUEST_ID_MAX } from '../lib/contract/common';
import { NAME_MAX } from '../lib/engines/ai_name/rules';
import { EVENT_IMAGE_URL_MAX, EVENT_IMAGES_MAX, EVENT_TEXT_MAX } from '../lib/operations/ai_name/contract';
import { IMAGE_MAX_BYTES_DEFAULT } from '../lib/images/limits';
import { ALL_ERRORS } from '../lib/operations/contracts';
import { IMAGES_MAX, PROMPT_MAX } from '../lib/operations/image_edit/contract';
import { OCR_MAX_IMAGES_DEFAULT } from '../lib/operations/ocr/contract';
import { keyPermissions, OPERATIONS, parseConfig } from '../lib/operations/registry';

/** docs/api.md must state what the code enforces: its numbers and codes are checked against it here. */
const DOC = readFileSync(path.join(__dirname, 'api.md'), 'utf8');
const PROSE = DOC.replace(/\s+/g, ' ');
/** The sources that declare settings: the shared ones and each operation's. */
const CONFIG_SOURCE = [
  '../lib/config.ts',
  ...Object.keys(OPERATIONS).map((name) => `../lib/operations/${name}/config.ts`),
]
  .map((file) => readFileSync(path.join(__dirname, file), 'utf8'))
  .join('\n');

/** The rows of the markdown table under a heading, as arrays of cells. */
function tableUnder(heading: string): string[][] {
  const section = DOC.split(/^## /m).find((part) => part.startsWith(`${heading}\n`));
  if (!section) throw new Error(`docs/api.md has no "## ${heading}"`);
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !line.startsWith('|---'))
    .slice(1)
    .map((line) =>
      line
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

/** The numbers a cell states, thousands separators removed. */
const numbersIn = (text: string) => (text.replace(/(\d),(\d{3})/g, '$1$2').match(/\d+/g) ?? []).map(Number);

describe('docs/api.md', () => {
  const defaults = parseConfig({}) as Record<string, unknown>;

  it('states the default of every setting it names in "Limits and defaults"', () => {
    const rows = tableUnder('Limits and defaults');
    const checked: string[] = [];
    for (const [, stated, setWith] of rows) {
      for (const name of setWith!.match(/[A-Z][A-Z0-9_]{3,}/g) ?? []) {
        expect(CONFIG_SOURCE, `${name} is not a setting of lib/config.ts or an operation's config.ts`).toMatch(
          new RegExp(`\\b${name}:`),
        );
        const value = defaults[name];
        if (typeof value !== 'number' || /core/.test(stated!)) continue; // per-machine defaults are described in words
        expect(numbersIn(stated!), `${name}: the docs say "${stated}", the code ${value}`).toContain(value);
        checked.push(name);
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(15);
  });

  it('states the request limits the schemas enforce', () => {
    const rows = new Map(tableUnder('Limits and defaults').map(([limit, stated]) => [limit!, numbersIn(stated!)]));
    const expectRow = (limit: string, ...values: number[]) =>
      expect(rows.get(limit), limit).toEqual(expect.arrayContaining(values));
    expectRow('image-edit prompt', 1, PROMPT_MAX);
    expectRow('image-edit images', IMAGES_MAX);
    expectRow('OCR images', OCR_MAX_IMAGES_DEFAULT);
    expectRow(
      'naming and past-coin search `event.text` / `event.images` / `event.id`',
      EVENT_TEXT_MAX,
      EVENT_IMAGES_MAX,
      EVENT_IMAGE_URL_MAX,
      IMAGE_MAX_BYTES_DEFAULT,
      256,
    );
    expectRow('`requestId`', 1, REQUEST_ID_MAX);
    expect(PROSE).toContain(`\`name\` 1 to ${NAME_MAX} characters`);
  });

  it('lists every status and code the API answers with', () => {
    const listed = new Set(tableUnder('Statuses and error codes').map(([status, code]) => `${status} ${code}`));
    const consoleOnly = ['console_forbidden', 'unsupported_media_type', 'unknown_operation'];
    for (const [kind, { status, code }] of Object.entries(ALL_ERRORS)) {
      if (consoleOnly.includes(kind)) continue;
      expect(listed, `${kind}: ${status} ${code}`).toContain(`${status} \`${code}\``);
    }
  });

  it('lists every key permission the operations declare, with the older key field that grants it', () => {
    const rows = tableUnder('Authentication').map(([permission, , , field]) => [permission, field]);
    const declared = keyPermissions().map(({ id, keyField }) => [
      `\`${id}\``,
      keyField ? `\`"${keyField}": true\`` : '',
    ]);
    expect(rows).toEqual(declared);
  });
});
