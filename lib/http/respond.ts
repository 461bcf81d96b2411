import { STATUS_CODES } from 'node:http';
import { ApiError } from '../errors';

export interface ResponseMeta {
  requestId: string;
  headers?: Record<string, string>;
}

/** An answer's parts, before they become a Response (or, below the pipeline, bytes on a socket). */
interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function jsonAnswer(status: number, body: unknown, { requestId, headers = {} }: ResponseMeta): Answer {
  return {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Request-Id': requestId,
      ...headers,
    },
    body: JSON.stringify(body),
  };
}

/** The one error shape: `{ requestId, error: { code, message } }`, status from the error table. */
function errorAnswer(error: ApiError, meta: ResponseMeta): Answer {
  const headers = { ...meta.headers, ...error.headers };
  if (error.retryAfter !== undefined) headers['Retry-After'] = String(Math.max(1, Math.ceil(error.retryAfter)));
  return jsonAnswer(
    error.status,
    { requestId: meta.requestId, error: { code: error.code, message: error.message } },
    { requestId: meta.requestId, headers },
  );
}

const toResponse = ({ status, headers, body }: Answer) => new Response(body, { status, headers });

export function jsonResponse(status: number, body: unknown, meta: ResponseMeta): Response {
  return toResponse(jsonAnswer(status, body, meta));
}

export function errorResponse(error: ApiError, meta: ResponseMeta): Response {
  return toResponse(errorAnswer(error, meta));
}

/**
 * The error shape as a whole HTTP/1.1 message, for answers written straight onto a socket where no
 * request reached the pipeline (headers that never finished). The connection closes after it.
 */
export function errorMessageBytes(error: ApiError, meta: ResponseMeta): Buffer {
  const { status, headers, body } = errorAnswer(error, meta);
  const payload = Buffer.from(body, 'utf8');
  const lines = Object.entries({ ...headers, 'Content-Length': String(payload.length), Connection: 'close' }).map(
    ([name, value]) => `${name}: ${value}\r\n`,
  );
  return Buffer.concat([Buffer.from(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n`), payload]);
}
