import 'server-only';

/** One JSON object per line on stdout. Callers pass only safe fields: never a key or a header. */
type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function threshold(): number {
  const wanted = (process.env.LOG_LEVEL ?? 'info').toLowerCase();
  if (wanted === 'silent') return Number.POSITIVE_INFINITY;
  return ORDER[wanted as Level] ?? ORDER.info;
}

function write(level: Level, fields: Record<string, unknown>): void {
  if (ORDER[level] < threshold()) return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), ...fields });
  (level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
}

export const logger = {
  debug: (fields: Record<string, unknown>) => write('debug', fields),
  info: (fields: Record<string, unknown>) => write('info', fields),
  warn: (fields: Record<string, unknown>) => write('warn', fields),
  error: (fields: Record<string, unknown>) => write('error', fields),
};

/** What may be logged of an unexpected error: its class and a message with paths removed. */
export function describeError(error: unknown): { errorName: string; errorMessage: string } {
  if (error instanceof Error) {
    return { errorName: error.name, errorMessage: error.message.replace(/(?:\/[\w.@-]+){2,}/g, '<path>').slice(0, 300) };
  }
  return { errorName: typeof error, errorMessage: 'non-error thrown' };
}
