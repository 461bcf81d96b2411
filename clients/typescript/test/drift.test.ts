import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../../lib/openapi/document';
import { OPERATIONS } from '../src/client';
import { renderRequests, REQUESTS_FILE } from '../scripts/render-requests';
import { GENERATED_FILE, renderTypes } from '../scripts/render-types';

describe('the generated client types', () => {
  it('are what openapi-typescript makes of the document the server builds (else: npm run generate -w clients/typescript)', async () => {
    const fresh = await renderTypes(buildOpenApiDocument());
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(fresh);
  });

  it('and the request schemas the command line checks its arguments against are the document’s (else: npm run generate)', () => {
    expect(readFileSync(REQUESTS_FILE, 'utf8')).toBe(renderRequests(buildOpenApiDocument()));
  });

  it('have one client method per operation, named by its operationId', () => {
    const document = buildOpenApiDocument() as { paths: Record<string, { post: { operationId: string } }> };
    const byOperationId = Object.fromEntries(
      Object.entries(document.paths).map(([path, item]) => [item.post.operationId, path]),
    );
    expect(OPERATIONS).toEqual(byOperationId);
  });
});
