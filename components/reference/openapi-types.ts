/** The parts of an OpenAPI 3.1 document (and its JSON Schema 2020-12) that the reference page reads. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface Reference {
  $ref: string;
}

export interface OpenApiHeader {
  description?: string;
  schema?: JsonSchema;
}

export interface MediaType {
  schema?: JsonSchema;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, OpenApiHeader | Reference>;
  content?: Record<string, MediaType>;
  /** This service's extension: the error codes a response with this status can carry. */
  'x-error-codes'?: string[];
}

export interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: Array<Record<string, string[]>>;
  requestBody?: { required?: boolean; description?: string; content: Record<string, MediaType> };
  responses: Record<string, OpenApiResponse>;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface SecurityScheme {
  type: string;
  scheme?: string;
  in?: string;
  name?: string;
  description?: string;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
  components?: {
    schemas?: Record<string, JsonSchema>;
    headers?: Record<string, OpenApiHeader>;
    securitySchemes?: Record<string, SecurityScheme>;
  };
}

/** One operation with where it lives: the unit the page is organised by. */
export interface LocatedOperation {
  method: HttpMethod;
  path: string;
  operation: OpenApiOperation;
  /** The HTML id of its section: the operationId, or method and path when it has none. */
  anchor: string;
}

export function listOperations(document: OpenApiDocument): LocatedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const anchor = operation.operationId ?? `${method}${path.replace(/[^A-Za-z0-9]+/g, '-')}`;
      return [{ method, path, operation, anchor }];
    }),
  );
}
