import 'server-only';
import { randomUUID } from 'node:crypto';
import { ApiError, isApiError } from '../errors';
import { handle } from '../http/endpoint';
import { errorResponse } from '../http/respond';
import { assertConsoleOpen } from './access';
import { consolePrincipal } from './console-key';
import type { Operation } from '../operations/types';
import { assertJson, assertSameOrigin } from './same-origin';

/**
 * A console call: the console's own checks (on, same origin, JSON, signed in), then the very
 * pipeline /private/* runs, authenticated as the console's key. Errors keep the one shape.
 */
export async function consoleCall(
  operationName: string,
  request: Request,
  findOperation: (name: string) => Operation | undefined,
): Promise<Response> {
  try {
    assertConsoleOpen(request.headers);
    assertSameOrigin(request.headers);
    assertJson(request.headers);
    const operation = findOperation(operationName);
    if (operation === undefined) throw new ApiError('unknown_operation', `There is no operation "${operationName}".`);
    return await handle(operation, request, { principal: consolePrincipal() });
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
export function consoleEndpoint(findOperation: (name: string) => Operation | undefined) {
  const POST = async (request: Request, context: RouteContext) =>
    consoleCall((await context.params).operation, request, findOperation);
  const other = async () => consoleMethodNotAllowed();
  return { POST, GET: other, PUT: other, PATCH: other, DELETE: other };
}
