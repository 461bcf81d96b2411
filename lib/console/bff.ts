import 'server-only';
import { randomUUID } from 'node:crypto';
import { ApiError, isApiError } from '../errors';
import { handle, type Pipeline } from '../http/endpoint';
import { errorResponse } from '../http/respond';
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
 * A console call: the console's own checks (on, same origin, JSON, signed in), then the very
 * pipeline /private/* runs, authenticated as the console's key. Errors keep the one shape.
 */
export async function consoleCall(server: ConsoleServer, operationName: string, request: Request): Promise<Response> {
  const { context, pipeline, findOperation } = server;
  try {
    assertConsoleOpen(context.config, request.headers);
    assertSameOrigin(request.headers);
    assertJson(request.headers);
    const operation = findOperation(operationName);
    if (operation === undefined) throw new ApiError('unknown_operation', `There is no operation "${operationName}".`);
    return await handle(pipeline, operation, request, { principal: consolePrincipal(context) });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return errorResponse(error, { requestId: randomUUID() });
  }
}

function consoleMethodNotAllowed(): Response {
  return errorResponse(new ApiError('method_not_allowed'), { requestId: randomUUID(), headers: { Allow: 'POST' } });
}

type RouteContext = { params: Promise<{ operation: string }> };

/** The exports of app/console/api/[operation]/route.ts. */
export function consoleEndpoint(resolve: () => ConsoleServer) {
  const POST = async (request: Request, route: RouteContext) =>
    consoleCall(resolve(), (await route.params).operation, request);
  const other = async () => consoleMethodNotAllowed();
  return { POST, GET: other, PUT: other, PATCH: other, DELETE: other };
}
