import type {
  OpenAPIObject,
  OperationObject,
  PathItemObject,
  ReferenceObject,
  RequestBodyObject,
  ResponseObject,
} from 'openapi3-ts/oas31';
import { resolveComponent } from './schema-ref';

export const HTTP_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const satisfies ReadonlyArray<keyof PathItemObject>;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** One operation with where it lives: the unit the page is organised by. */
export interface LocatedOperation {
  method: HttpMethod;
  path: string;
  operation: OperationObject;
  /** The HTML id of its section: the operationId, or method and path when it has none. */
  anchor: string;
}

export function listOperations(document: OpenAPIObject): LocatedOperation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const anchor = operation.operationId ?? `${method}${path.replace(/[^A-Za-z0-9]+/g, '-')}`;
      return [{ method, path, operation, anchor }];
    }),
  );
}

/** An operation's responses by status, references resolved; extension keys (`x-…`) are not statuses. */
export function operationResponses(
  operation: OperationObject,
  document: OpenAPIObject,
): Array<[string, ResponseObject]> {
  return Object.entries(operation.responses ?? {}).flatMap(([status, value]) => {
    if (status.startsWith('x-')) return [];
    const response = resolveComponent(value as ResponseObject | ReferenceObject, document, 'responses');
    return response ? [[status, response] as [string, ResponseObject]] : [];
  });
}

export function operationRequestBody(
  operation: OperationObject,
  document: OpenAPIObject,
): RequestBodyObject | undefined {
  return operation.requestBody && resolveComponent(operation.requestBody, document, 'requestBodies');
}
