import { ApiError } from '../errors';

export interface ResponseMeta {
  requestId: string;
  headers?: Record<string, string>;
}

export function jsonResponse(status: number, body: unknown, { requestId, headers = {} }: ResponseMeta): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Request-Id': requestId,
      ...headers,
    },
  });
}

/** The one error shape: `{ requestId, error: { code, message } }`, status from the error table. */
export function errorResponse(error: ApiError, meta: ResponseMeta): Response {
  const headers = { ...meta.headers, ...error.headers };
  if (error.retryAfter !== undefined) headers['Retry-After'] = String(Math.max(1, Math.ceil(error.retryAfter)));
  return jsonResponse(
    error.status,
    { requestId: meta.requestId, error: { code: error.code, message: error.message } },
    { requestId: meta.requestId, headers },
  );
}
