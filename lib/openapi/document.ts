import { z } from 'zod';
import { ERRORS, type NamedErrorCondition } from '../errors';
import {
  capabilities,
  contractOf,
  ErrorResponseSchema,
  OPERATION_NAMES,
  operationCount,
  operationLimits,
  type OperationLimits,
} from '../operations/contracts';

/** What the document says about one operation: its contract with the request schema for these limits. */
interface OperationDoc {
  path: string;
  operationId: string;
  summary: string;
  description: string;
  request: z.ZodType;
  response: z.ZodType;
  errors: NamedErrorCondition[];
  successHeaders?: Record<string, string>;
}

function operationDocs(limits: OperationLimits): OperationDoc[] {
  return OPERATION_NAMES.map((name) => {
    const contract = contractOf(name);
    return { ...contract, request: contract.request(limits[name]) };
  });
}

const header = (description: string, schema: object = { type: 'string' }) => ({ description, schema });

const HEADERS = {
  'X-Request-Id': header('Correlation ID: the requestId sent, or a generated UUID v4.'),
  'RateLimit-Limit': header(
    'Requests per minute of the tightest bucket of this operation: as many at once from a full bucket, then one back every 60 / limit seconds.',
    { type: 'integer' },
  ),
  'RateLimit-Remaining': header('Whole requests that bucket admits now.', { type: 'integer' }),
  'RateLimit-Reset': header(
    'Seconds until that bucket is full again (on a 429, `Retry-After` says when the next request passes).',
    { type: 'integer' },
  ),
  'Retry-After': header('Seconds to wait before retrying (429 and 503).', { type: 'integer' }),
  'WWW-Authenticate': header('The scheme to authenticate with: `Bearer realm="inference"` (RFC 6750).'),
  Allow: header('The one method the path takes: `POST`.'),
  'X-Engine': header('The engine that did the work (e.g. `local`, `openai`, `pp-ocrv4-det+tesseract.js`).'),
};

const ref = (name: keyof typeof HEADERS) => ({ $ref: `#/components/headers/${name}` });

/**
 * Statuses answered before the rate limit is asked (so without `RateLimit-*`): a missing key (401),
 * a missing permission (403), another method (405) and a body that did not arrive in time (408).
 */
const BEFORE_RATE_LIMIT = new Set([401, 403, 405, 408]);

function responseHeaders(status: number) {
  const headers: Record<string, object> = { 'X-Request-Id': ref('X-Request-Id') };
  if (!BEFORE_RATE_LIMIT.has(status)) {
    headers['RateLimit-Limit'] = ref('RateLimit-Limit');
    headers['RateLimit-Remaining'] = ref('RateLimit-Remaining');
    headers['RateLimit-Reset'] = ref('RateLimit-Reset');
  }
  if (status === 429 || status === 503) headers['Retry-After'] = ref('Retry-After');
  if (status === 401) headers['WWW-Authenticate'] = ref('WWW-Authenticate');
  if (status === 405) headers.Allow = ref('Allow');
  return headers;
}

/** A 200's headers: every operation's, X-Engine, and the operation's own. */
function successHeaders(own: Record<string, string> = {}) {
  const headers: Record<string, object> = { ...responseHeaders(200), 'X-Engine': ref('X-Engine') };
  for (const [name, description] of Object.entries(own)) headers[name] = header(description);
  return headers;
}

function schemaRef(schema: z.ZodType): object {
  const id = z.globalRegistry.get(schema)?.id;
  if (!id) throw new Error('every documented schema needs .meta({ id })');
  return { $ref: `#/components/schemas/${id}` };
}

function errorResponses(conditions: NamedErrorCondition[]) {
  const byStatus = new Map<number, Set<string>>();
  for (const { status, code } of conditions) {
    byStatus.set(status, (byStatus.get(status) ?? new Set()).add(code));
  }
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      String(status),
      {
        description: `Error: ${[...codes].join(', ')}.`,
        // The codes again as data, for readers (the console's reference page) that list them.
        'x-error-codes': [...codes],
        headers: responseHeaders(status),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
      },
    ]),
  );
}

/**
 * The OpenAPI 3.1 document, built from the same zod schemas the handlers validate with, for a server
 * with these limits (so the document states what that server enforces); unset ones are the defaults.
 */
export function buildOpenApiDocument(limits: Partial<OperationLimits> = {}, version = '1.0.0') {
  const operations = operationDocs(operationLimits(limits));
  const all: z.ZodType[] = [ErrorResponseSchema, ...operations.flatMap((op) => [op.request, op.response])];
  const registry = z.registry<{ id: string }>();
  for (const schema of all) {
    const id = z.globalRegistry.get(schema)?.id;
    if (!id) throw new Error('every documented schema needs .meta({ id })');
    registry.add(schema, { id });
  }
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  });
  // Nested schemas that carry their own id (e.g. OcrResult) come out under `__shared.$defs`:
  // lift them into components and point their references there.
  const shared = (schemas.__shared as { $defs?: Record<string, unknown> } | undefined)?.$defs ?? {};
  delete schemas.__shared;
  Object.assign(schemas, shared);
  for (const schema of Object.values(schemas)) {
    delete (schema as Record<string, unknown>).$schema;
    delete (schema as Record<string, unknown>).$id;
    delete (schema as Record<string, unknown>).id;
  }
  const components = JSON.parse(
    JSON.stringify(schemas).replaceAll('#/components/schemas/__shared#/$defs/', '#/components/schemas/'),
  ) as Record<string, unknown>;
  const paths = Object.fromEntries(
    operations.map((op) => [
      op.path,
      {
        post: {
          operationId: op.operationId,
          summary: op.summary,
          description: op.description,
          tags: ['Inference'],
          security: [{ bearerAuth: [] }, { apiKeyAuth: [] }],
          requestBody: { required: true, content: { 'application/json': { schema: schemaRef(op.request) } } },
          responses: {
            '200': {
              description: 'Success.',
              headers: successHeaders(op.successHeaders),
              content: { 'application/json': { schema: schemaRef(op.response) } },
            },
            ...errorResponses([
              ERRORS.invalid_message,
              ERRORS.unauthorized,
              ERRORS.method_not_allowed,
              ERRORS.request_timeout,
              ERRORS.rate_limit,
              ERRORS.internal_error,
              ...op.errors,
            ]),
          },
        },
      },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Inference service',
      version,
      description:
        `${capabilities()}. Authenticate with \`Authorization: Bearer <key>\` or \`X-Api-Key: <key>\`. ` +
        'Every error has the ErrorResponse shape. A path under /private that is none of these operations answers ' +
        '404 (`invalid_message`); another method than POST on an operation’s path answers 405 with `Allow: POST`, ' +
        'and OPTIONS answers 204 with `Allow: POST`. Each operation has its own per-user requests-per-minute bucket; ' +
        'an operation’s description names any further limit it counts against.',
      // No licence is granted (the package is private); SPDX's form for a licence of one's own.
      license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
    },
    // Relative: the operations live on the host that serves this document.
    servers: [{ url: '/', description: 'The host serving this document.' }],
    tags: [
      { name: 'Inference', description: `The ${operationCount('inference operations')}, all POST with a JSON body.` },
    ],
    paths,
    components: {
      schemas: components,
      headers: HEADERS,
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <API_KEY>' },
        apiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
      },
    },
  };
}
