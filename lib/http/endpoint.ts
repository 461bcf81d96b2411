import 'server-only';
import { randomUUID } from 'node:crypto';
import type { ApiKeyRecord } from '../auth/api-keys';
import { authenticate, hasPermission, type Principal } from '../auth/verify';
import { ApiError, isApiError } from '../errors';
import { rateLimitHeaders, type RateLimits } from '../limits';
import { describeCause, describeError, logger, withRequestFields } from '../log';
import { observeRequest } from '../observability/metrics';
import { isDraining, isRefusingNewWork, track } from '../server/lifecycle';
import { suppliedRequestId } from '../contract/common';
import type { Operation } from '../operations/types';
import { describeZodError } from '../validation';
import { parseJsonObject, readBodyText } from './body';
import { errorResponse, jsonResponse } from './respond';

/** What the pipeline checks requests against, handed in by the composition root. */
export interface Pipeline {
  keys: readonly ApiKeyRecord[];
  rateLimits: RateLimits;
  bodyLimitBytes: number;
  /** How long a request's body may take to arrive in full (408 `request_timeout` after). */
  bodyTimeoutMs: number;
}

export interface HandleOptions {
  /** Authenticates as this principal instead of reading the request's key (the console's BFF). */
  principal?: Principal;
}

interface Outcome {
  response: Response;
  engine?: string;
  error?: ApiError;
}

/** nginx's status for a request whose caller closed the connection before the answer: logged, never sent. */
const CLIENT_CLOSED_REQUEST = 499;

/**
 * The one request pipeline: request id → auth → permission → body received → rate limit → body
 * checked → run → respond, all within the operation's deadline. Every failure leaves as the
 * ErrorResponse shape; nothing unexpected (stack, path, key) leaks.
 */
export async function handle(
  pipeline: Pipeline,
  operation: Operation,
  request: Request,
  options: HandleOptions = {},
): Promise<Response> {
  const started = performance.now();
  const context: RequestContext = { requestId: randomUUID(), headers: {}, stage: 'body' };
  // Every line logged while the request is served (an engine's too) names it, and its key once known.
  const fields = () => ({ requestId: context.requestId, operation: operation.name, keyId: context.principal?.keyId });
  const work = () => withRequestFields(fields, () => runWithinDeadline(pipeline, operation, request, options, context));
  const outcome = await track(work).catch((error: unknown): Outcome => {
    // A caller who left broke the body's stream or the work: not the server's failure.
    if (request.signal.aborted && !isApiError(error))
      return { response: new Response(null, { status: CLIENT_CLOSED_REQUEST }) };
    const apiError = isApiError(error) ? error : unexpected(error, operation.name, context);
    return { response: errorResponse(apiError, context), error: apiError };
  });
  // A draining server closes each keep-alive connection after its response (see drainAndShutdown).
  if (isDraining() || isRefusingNewWork()) outcome.response.headers.set('Connection', 'close');
  const seconds = (performance.now() - started) / 1000;
  // Whatever the answer would have been, nobody received it: logged as nginx logs it.
  const left = request.signal.aborted;
  const status = left ? CLIENT_CLOSED_REQUEST : outcome.response.status;
  const code = left ? 'client_closed_request' : outcome.error?.code;
  observeRequest({ operation: operation.name, status, code, engine: outcome.engine, seconds });
  logger.info({
    msg: 'request',
    requestId: context.requestId,
    operation: operation.name,
    keyId: context.principal?.keyId,
    status,
    code,
    engine: outcome.engine,
    latencyMs: Math.round(seconds * 10_000) / 10,
    // A server-side failure's cause (a store down, a backend refusing) is the operator's to see.
    ...(status >= 500 && outcome.error ? describeCause(outcome.error) : {}),
  });
  return outcome.response;
}

/**
 * Runs the pipeline within the operation's deadline. Past it, the work's signal aborts (a queued
 * job leaves its queue, a running one stops where it can) and the answer is the deadline's 503,
 * whatever the work is still doing; the log says at which stage it was. The work's signal also
 * aborts when the caller leaves. One controller and one timer a request: `AbortSignal.any` and a
 * second controller cost more than the rest of the deadline together.
 */
async function runWithinDeadline(
  pipeline: Pipeline,
  operation: Operation,
  request: Request,
  options: HandleOptions,
  context: RequestContext,
): Promise<Outcome> {
  const work = new AbortController();
  const left = () => work.abort(request.signal.reason);
  if (request.signal.aborted) left();
  else request.signal.addEventListener('abort', left, { once: true });
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      work.abort();
      logger.warn({
        msg: 'deadline exceeded',
        requestId: context.requestId,
        operation: operation.name,
        keyId: context.principal?.keyId,
        stage: context.stage,
      });
      reject(operation.deadlineExceeded());
    }, operation.deadlineMs);
  });
  const running = run(pipeline, operation, request, options, context, work.signal);
  try {
    return await Promise.race([running, expired]);
  } finally {
    clearTimeout(timer);
    request.signal.removeEventListener('abort', left);
    // Past the deadline the work's late result or failure is dropped unheard.
    running.catch(() => undefined);
  }
}

/** Where a request is in the pipeline, as a deadline's log line names it. */
type Stage = 'body' | 'rate_limit' | 'run' | 'respond';

interface RequestContext {
  requestId: string;
  /** Kept as soon as the key is authenticated: every log line of the request names its key from then on. */
  principal?: Principal;
  headers: Record<string, string>;
  stage: Stage;
}

async function run(
  pipeline: Pipeline,
  operation: Operation,
  request: Request,
  options: HandleOptions,
  context: RequestContext,
  signal: AbortSignal,
): Promise<Outcome> {
  // The listener is about to close (see drainAndShutdown): new work goes to another instance.
  if (isRefusingNewWork()) {
    const error = new ApiError('draining', undefined, { retryAfter: 1 });
    return { response: errorResponse(error, context), error };
  }
  const principal = options.principal ?? authenticate(pipeline.keys, request.headers);
  context.principal = principal;
  const fail = (error: ApiError): Outcome => ({ response: errorResponse(error, context), error });

  const { permission } = operation;
  if (permission && !hasPermission(principal, permission.id)) return fail(new ApiError(permission.refused));

  // The body is received before the request counts against the rate limit: one that never arrives
  // in full (408, or a caller who leaves) costs its caller nothing. A body over the size limit has
  // arrived as far as the server will take it, and counts.
  const received = await readBodyText(request, pipeline.bodyLimitBytes, pipeline.bodyTimeoutMs).then(
    (text) => ({ text }),
    (error: unknown) => {
      if (isApiError(error) && error.kind === 'invalid_message') return { tooLarge: error };
      throw error;
    },
  );
  context.stage = 'rate_limit';
  const decision = await pipeline.rateLimits.consume(operation.rateBuckets, principal.user);
  context.headers = rateLimitHeaders(decision);
  if (!decision.allowed) return fail(new ApiError('rate_limit', undefined, { retryAfter: decision.retryAfterSeconds }));
  if ('tooLarge' in received) return fail(received.tooLarge);
  // No slot this user may take and no place for them to wait (the queue full, or their share of
  // it): answered before the body is parsed and checked, to keep refusals cheap under overload
  // (docs/api.md, "The order of checks", allows this one exception).
  const refused = operation.capacity?.refusalFor(principal.user);
  if (refused) return fail(refused);

  const body = parseJsonObject(received.text);
  context.requestId = suppliedRequestId(body) ?? context.requestId;
  const parsed = operation.parse(body);
  if (!parsed.success) return fail(new ApiError('invalid_message', describeZodError(parsed.error)));

  context.stage = 'run';
  const result = await operation.run(parsed.input, {
    requestId: context.requestId,
    user: principal.user,
    keyId: principal.keyId,
    signal,
  });
  context.stage = 'respond';
  // The operation's own output is checked against the contract too: a broken engine is a 500, not a
  // bad body, unless the operation says what an answer outside the rules is (a hosted model's: 502).
  const answered = operation.response.safeParse(result.body);
  if (!answered.success) {
    const problem = describeZodError(answered.error, 'response');
    if (!operation.brokenAnswer) throw new Error(`response of ${operation.name} broke its schema: ${problem}`);
    logger.warn({
      msg: 'engine answer broke the contract',
      requestId: context.requestId,
      operation: operation.name,
      engine: result.engine,
      problem,
    });
    return { ...fail(operation.brokenAnswer()), engine: result.engine };
  }
  const response = jsonResponse(200, answered.data, {
    requestId: context.requestId,
    headers: { ...context.headers, ...result.headers, 'X-Engine': result.engine },
  });
  return { response, engine: result.engine };
}

function unexpected(error: unknown, operation: string, { requestId, principal }: RequestContext): ApiError {
  logger.error({ msg: 'unexpected error', requestId, operation, keyId: principal?.keyId, ...describeError(error) });
  return new ApiError('internal_error');
}

/** The one method an operation's path takes, as `Allow` states it. */
const ALLOWED = { Allow: 'POST' };

function methodNotAllowed(): Response {
  return errorResponse(new ApiError('method_not_allowed'), { requestId: randomUUID(), headers: ALLOWED });
}

/** OPTIONS: what the path takes, and nothing else (no body). */
function allowedMethods(): Response {
  return new Response(null, { status: 204, headers: { ...ALLOWED, 'X-Request-Id': randomUUID() } });
}

/**
 * A route module's exports for one operation: POST runs the pipeline, OPTIONS says `Allow: POST`,
 * every other method Next.js routes is 405 in the error shape. The operation is resolved on the
 * first request, not at import, so building the app reads no config.
 */
export function endpoint(resolve: () => { pipeline: Pipeline; operation: Operation }) {
  const POST = (request: Request) => {
    const { pipeline, operation } = resolve();
    return handle(pipeline, operation, request);
  };
  const other = async () => methodNotAllowed();
  return {
    POST,
    OPTIONS: async () => allowedMethods(),
    GET: other,
    HEAD: other,
    PUT: other,
    PATCH: other,
    DELETE: other,
  };
}

/**
 * A path under /private that names no operation, whatever the method: 404 in the error shape,
 * naming the operations there are (from the registry's paths).
 */
export function unknownPath(paths: readonly string[]) {
  const answer = async (request: Request) => {
    const requestId = randomUUID();
    const { pathname } = new URL(request.url);
    logger.info({ msg: 'request', requestId, path: pathname.slice(0, 200), status: 404, code: 'invalid_message' });
    const message = `There is no operation at ${pathname.slice(0, 200)}. The operations are POST ${paths.join(', POST ')}.`;
    return errorResponse(new ApiError('no_such_path', message), { requestId });
  };
  return { GET: answer, HEAD: answer, POST: answer, PUT: answer, PATCH: answer, DELETE: answer, OPTIONS: answer };
}
