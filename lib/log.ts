import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Logger } from 'pino';
import { perProcess } from './per-process';

/**
 * Structured logs: one JSON object per line on stdout (pretty when developing). Callers pass only
 * safe fields; as a second guard, anything shaped like a key or an auth header is redacted.
 */

/** The process's logger: one for every bundle, replaced once the composition root configures it. */
const current = perProcess('logger', (): { logger?: Logger } => ({}));

/** How the process logs: LOG_LEVEL, and LOG_PRETTY (its default from NODE_ENV), as the config parsed them. */
export interface LogSettings {
  level: string;
  pretty: boolean;
}

/** Until the composition root configures it (tests, tools): info and above, as JSON. */
const UNCONFIGURED: LogSettings = { level: 'info', pretty: false };

function prettyStream(): DestinationStream | undefined {
  try {
    // Optional dev dependency, loaded only outside production.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const pretty = require('pino-pretty') as (options: object) => DestinationStream;
    return pretty({ colorize: true, translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname', sync: true });
  } catch {
    return undefined;
  }
}

/** The fields of the request being served, read when a line is logged (its key once it is known). */
type RequestFields = () => Record<string, unknown>;
const requestFields = perProcess('requestLogFields', () => new AsyncLocalStorage<RequestFields>());

/**
 * Runs a request's work so that every line logged within it (an engine's warning too) carries the
 * request's fields, as `fields` gives them at the time of the line; a line's own fields come first.
 */
export function withRequestFields<T>(fields: RequestFields, work: () => T): T {
  return requestFields().run(fields, work);
}

/** Fields never logged as they are: at a line's top level. */
const SECRET_FIELDS = new Set(['key', 'apiKey', 'authorization', 'headers', 'password']);
/** Fields never logged as they are one level down (an object of headers under any name). */
const SECRET_HEADERS = ['authorization', 'x-api-key'];
const CENSOR = '[redacted]';

/**
 * The line with every secret field's value replaced by `[redacted]` (a copy; the caller's objects
 * are left as they are). pino's own `redact` did the same with compiled paths, but its wildcards
 * serialised every field of every line apart: nearly half of a request line's cost.
 */
export function redacted(line: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const field in line) {
    const value = line[field];
    if (value === undefined) continue;
    let safe = value;
    if (SECRET_FIELDS.has(field)) safe = CENSOR;
    else if (typeof value === 'object' && value !== null) {
      const inner = value as Record<string, unknown>;
      for (const name of SECRET_HEADERS) {
        if (inner[name] !== undefined) safe = { ...(safe as Record<string, unknown>), [name]: CENSOR };
      }
    }
    if (safe !== value) (copy ??= { ...line })[field] = safe;
  }
  return copy ?? line;
}

function createLogger({ level, pretty }: LogSettings): Logger {
  const options = {
    level,
    mixin: () => requestFields().getStore()?.() ?? {},
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }), log: redacted },
  };
  const stream = pretty ? prettyStream() : undefined;
  return stream ? pino(options, stream) : pino(options);
}

function instance(): Logger {
  return (current().logger ??= createLogger(UNCONFIGURED));
}

/** Called once by the composition root, with the validated settings, before the server logs. */
export function configureLogger(settings: LogSettings): void {
  current().logger = createLogger(settings);
}

export const logger = {
  debug: (fields: Record<string, unknown>) => instance().debug(fields),
  info: (fields: Record<string, unknown>) => instance().info(fields),
  warn: (fields: Record<string, unknown>) => instance().warn(fields),
  error: (fields: Record<string, unknown>) => instance().error(fields),
};

/** Addresses (a database URL with its user and password, an upstream's query string) and file paths. */
const URLS = /\b[a-z][a-z\d+.-]*:\/\/[^\s'"<>]+/gi;
const PATHS = /(?:\/[\w.@-]+){2,}/g;
/** A system error's code ("ECONNREFUSED", "SQLITE_BUSY"): safe to log, and often all a failure says. */
const ERROR_CODE = /^[A-Z][A-Z\d_]{1,40}$/;

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && ERROR_CODE.test(code) ? code : undefined;
};

/**
 * What may be logged of an unexpected error: its class, its code, and a message with addresses and
 * paths removed. An AggregateError with no message of its own (a refused connection tried on IPv4 and
 * IPv6) is told by its first error.
 */
export function describeError(error: unknown): { errorName: string; errorMessage: string; errorCode?: string } {
  if (error instanceof Error) {
    const first = error instanceof AggregateError ? error.errors.find((each) => each instanceof Error) : undefined;
    const message = error.message || (first as Error | undefined)?.message || '';
    const code = codeOf(error) ?? codeOf(first);
    return {
      errorName: error.name,
      errorMessage: message.replace(URLS, '<url>').replace(PATHS, '<path>').slice(0, 300),
      ...(code && { errorCode: code }),
    };
  }
  return { errorName: typeof error, errorMessage: 'non-error thrown' };
}

/**
 * What may be logged of the first failure under an error (the innermost Error of its `cause` chain,
 * as describeError gives it): why a store or a backend refused, behind the answer's own message.
 */
export function describeCause(error: unknown): { causeName?: string; causeMessage?: string; causeCode?: string } {
  let root: unknown;
  for (let next = (error as { cause?: unknown })?.cause, depth = 0; next instanceof Error && depth < 8; depth += 1) {
    root = next;
    next = next.cause;
  }
  if (!root) return {};
  const { errorName, errorMessage, errorCode } = describeError(root);
  return { causeName: errorName, causeMessage: errorMessage, ...(errorCode && { causeCode: errorCode }) };
}
