import { readFileSync } from 'node:fs';
import type { PastCoin } from './types';

/**
 * Reading coins from the corpus' CSV (the columns of pump.fun's export: token_name, token_ticker,
 * token_address, description, mCap, createdAt, ...) and from JSON lines. A bad row is reported with
 * its line number, never silently dropped.
 */

export interface ParsedRow {
  /** The line of the file the row starts on (1-based; the header is line 1). */
  line: number;
  coin?: PastCoin;
  problem?: string;
}

/** Splits CSV text into records (RFC 4180: quoted fields may hold commas, quotes and newlines). */
export function* csvRecords(text: string): Generator<{ line: number; fields: string[] }> {
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      fields.push(field);
      if (fields.length > 1 || fields[0] !== '') yield { line: start, fields };
      fields = [];
      field = '';
      line++;
      start = line;
    } else field += char;
  }
  if (field !== '' || fields.length > 0) {
    fields.push(field);
    yield { line: start, fields };
  }
}

/** "5,599" or "5599.5" → 5599 / 5599.5; empty → null; anything else undefined (a bad value). */
export function parseMarketCap(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,3}(,\d{3})*(\.\d+)?$|^\d+(\.\d+)?$/.test(trimmed)) return undefined;
  return Number(trimmed.replace(/,/g, ''));
}

/** "13/10/2024, 08:31:20" (UTC) or an ISO-8601 instant → ISO-8601; empty → null; anything else undefined. */
export function parseLaunchDate(text: string): string | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = /^(\d{2})\/(\d{2})\/(\d{4}),?\s+(\d{2}):(\d{2}):(\d{2})$/.exec(trimmed);
  if (match) {
    const [, day, month, year, hour, minute, second] = match.map(Number) as number[];
    const date = new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second!));
    const valid =
      date.getUTCDate() === day && date.getUTCMonth() === month! - 1 && hour! < 24 && minute! < 60 && second! < 60;
    return valid ? date.toISOString() : undefined;
  }
  const iso = new Date(trimmed);
  return /^\d{4}-\d{2}-\d{2}T/.test(trimmed) && !Number.isNaN(iso.getTime()) ? iso.toISOString() : undefined;
}

const REQUIRED_COLUMNS = ['token_name', 'token_ticker', 'token_address'] as const;

/** The rows of a CSV in the corpus' columns, each a coin or a problem naming what is wrong. */
export function* coinsFromCsv(text: string): Generator<ParsedRow> {
  const records = csvRecords(text.replace(/^\uFEFF/, ''));
  const header = records.next();
  if (header.done) return;
  const columns = header.value.fields.map((name) => name.trim());
  const missing = REQUIRED_COLUMNS.filter((name) => !columns.includes(name));
  if (missing.length > 0) {
    yield { line: 1, problem: `the header lacks the column(s) ${missing.join(', ')}` };
    return;
  }
  const at = (fields: string[], name: string) => {
    const index = columns.indexOf(name);
    return index < 0 ? '' : (fields[index] ?? '');
  };
  for (const { line, fields } of records) {
    if (fields.length !== columns.length) {
      yield { line, problem: `has ${fields.length} fields, the header ${columns.length}` };
      continue;
    }
    const marketCap = parseMarketCap(at(fields, 'mCap'));
    if (marketCap === undefined) {
      yield { line, problem: `mCap "${at(fields, 'mCap').slice(0, 40)}" is not a number` };
      continue;
    }
    const createdAt = parseLaunchDate(at(fields, 'createdAt'));
    if (createdAt === undefined) {
      yield { line, problem: `createdAt "${at(fields, 'createdAt').slice(0, 40)}" is not DD/MM/YYYY, HH:MM:SS` };
      continue;
    }
    const description = at(fields, 'description').trim();
    yield {
      line,
      coin: {
        address: at(fields, 'token_address').trim(),
        name: at(fields, 'token_name').trim(),
        ticker: at(fields, 'token_ticker').trim(),
        description: description === '' ? null : description,
        marketCap,
        createdAt,
      },
    };
  }
}

/** JSON lines, each a coin as the recording operation takes it; blank lines skipped. */
export function* coinsFromJsonLines(text: string): Generator<ParsedRow> {
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    const raw = lines[index]!.trim();
    if (raw === '') continue;
    try {
      const value = JSON.parse(raw) as Record<string, unknown>;
      yield { line: index + 1, coin: value as unknown as PastCoin };
    } catch {
      yield { line: index + 1, problem: 'is not valid JSON' };
    }
  }
}

/** Every coin of a CSV file in the corpus' columns, as the file holds them (bad rows left out). */
export function* csvFileCoins(file: string): Generator<PastCoin> {
  for (const row of coinsFromCsv(readFileSync(file, 'utf8'))) if (row.coin) yield row.coin;
}
