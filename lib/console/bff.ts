import 'server-only';
import { randomUUID } from 'node:crypto';
import { ApiError, isApiError } from '../errors';
import { handle, type Pipeline } from '../http/endpoint';
import { errorResponse, jsonResponse } from '../http/respond';
import type { ServiceHistory } from '../observability/history';
import { assertConsoleOpen } from './access';
import { consolePrincipal } from './console-key';
import type { ConsoleContext } from './context';
import type { Operation } from '../operations/types';
import { assertJson, assertSameOrigin } from './same-origin';

/** What a console call runs with: the console's context, the pipeline and the server's operations. */
export interface ConsoleServer {
  context: ConsoleContext;
  pipeline: Pipeline;
  findOperation(name: string): Operation | undefined;
}

/**
 * What every console route checks first (on, same origin, JSON, signed in), then its answer; the
 * console's refusals and the answer's API errors keep the one error shape.
 */
async function consoleGuarded(
  context: ConsoleContext,
  request: Request,
  answer: () => Promise<Response>,
): Promise<Response> {
  try {
    assertConsoleOpen(context.config, request.headers);
    assertSameOrigin(request.headers);
    assertJson(request.headers);
    return await answer();
  } catch (error) {
    if (!isApiError(error)) throw error;
    return errorResponse(error, { requestId: randomUUID() });
  }
}

/**
 * A console call: the console's own checks, then the very pipeline /private/* runs, authenticated
 * as the console's key.
 */
export async function consoleCall(server: ConsoleServer, operationName: string, request: Request): Promise<Response> {
  const { context, pipeline, findOperation } = server;
  return consoleGuarded(context, request, async () => {
    const operation = findOperation(operationName);
    if (operation === undefined) throw new ApiError('unknown_operation', `There is no operation "${operationName}".`);
    return handle(pipeline, operation, request, { principal: consolePrincipal(context) });
  });
}

/**
 * The Service page's data (POST /console/api/service): the last hour of this server's metrics,
 * read in-process from the registry /metrics serves, so the metrics token is never needed.
 */
export async function consoleService(
  context: ConsoleContext,
  history: ServiceHistory,
  request: Request,
): Promise<Response> {
  return consoleGuarded(context, request, async () =>
    jsonResponse(200, await history.snapshot(), { requestId: randomUUID() }),
  );
}

function consoleMethodNotAllowed(): Response {
  return errorResponse(new ApiError('method_not_allowed'), { requestId: randomUUID(), headers: { Allow: 'POST' } });
}

type RouteContext = { params: Promise<{ operation: string }> };

/** The exports of app/console/api/[operation]/route.ts. */
export function consoleEndpoint(resolve: () => ConsoleServer) {
  const POST = async (request: Request, route: RouteContext) =>
    consoleCall(resolve(), (await route.params).operation, request);
  return withOtherMethods(POST);
}

/** A console route's exports: POST, and 405 for the other methods. */
function withOtherMethods<Args extends unknown[]>(POST: (request: Request, ...rest: Args) => Promise<Response>) {
  const other = async () => consoleMethodNotAllowed();
  return { POST, GET: other, PUT: other, PATCH: other, DELETE: other };
}

/** The exports of app/console/api/service/route.ts. */
export function consoleServiceEndpoint(resolve: () => { context: ConsoleContext; history: ServiceHistory }) {
  return withOtherMethods(async (request: Request) => {
    const { context, history } = resolve();
    return consoleService(context, history, request);
  });
}
