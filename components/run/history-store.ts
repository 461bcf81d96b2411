import type { OperationName } from '@/lib/operations/contracts';
import type { RunRecord } from '../api/types';

const HISTORY_LIMIT = 12;
/** One entry larger than this is kept without its input images. */
const ENTRY_LIMIT_CHARS = 1_500_000;
const OMITTED_IMAGE = 'data:image/png;base64,';

export interface HistoryEntry {
  record: RunRecord;
  /** The entry's images were too large to keep; re-running it needs them added again. */
  imagesOmitted?: boolean;
}

const listeners = new Set<() => void>();
const cache = new Map<OperationName, HistoryEntry[]>();
const storageKey = (panel: OperationName) => `console.history.${panel}`;

export function subscribeHistory(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const EMPTY: HistoryEntry[] = [];

export function readHistory(panel: OperationName): HistoryEntry[] {
  if (typeof window === 'undefined') return EMPTY;
  let entries = cache.get(panel);
  if (!entries) {
    try {
      entries = JSON.parse(window.localStorage.getItem(storageKey(panel)) ?? '[]') as HistoryEntry[];
      if (!Array.isArray(entries)) entries = [];
    } catch {
      entries = [];
    }
    cache.set(panel, entries);
  }
  return entries;
}

export function emptyHistory(): HistoryEntry[] {
  return EMPTY;
}

function stripDataUrls(value: unknown): unknown {
  if (typeof value === 'string') return value.startsWith('data:') ? OMITTED_IMAGE : value;
  if (Array.isArray(value)) return value.map(stripDataUrls);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, stripDataUrls(inner)]));
  }
  return value;
}

/** The response (one 512×512 JPEG at most, or text) is small; the inputs are what can be megabytes. */
function withoutImageData(record: RunRecord): RunRecord {
  return { ...record, request: stripDataUrls(record.request) };
}

export function isOmittedImage(src: string): boolean {
  return src === OMITTED_IMAGE;
}

/** Saves newest first; when the browser's storage is full the oldest entries go first. */
export function addToHistory(panel: OperationName, record: RunRecord): void {
  let entry: HistoryEntry = { record };
  if (JSON.stringify(record).length > ENTRY_LIMIT_CHARS)
    entry = { record: withoutImageData(record), imagesOmitted: true };
  let entries = [entry, ...readHistory(panel).filter((old) => old.record.id !== record.id)].slice(0, HISTORY_LIMIT);
  for (;;) {
    try {
      window.localStorage.setItem(storageKey(panel), JSON.stringify(entries));
      break;
    } catch {
      if (entries.length <= 1) {
        entries = [{ record: withoutImageData(record), imagesOmitted: true }];
        try {
          window.localStorage.setItem(storageKey(panel), JSON.stringify(entries));
        } catch {
          // Storage is unavailable: history lives in memory for this page only.
        }
        break;
      }
      entries = entries.slice(0, -1);
    }
  }
  cache.set(panel, entries);
  listeners.forEach((listener) => listener());
}

export function clearHistory(panel: OperationName): void {
  try {
    window.localStorage.removeItem(storageKey(panel));
  } catch {
    // Nothing stored to remove.
  }
  cache.set(panel, []);
  listeners.forEach((listener) => listener());
}
