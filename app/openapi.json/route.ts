import { buildOpenApiDocument } from '@/lib/openapi/document';
import { OPERATION_DOCS } from '@/lib/openapi/operations';

export const dynamic = 'force-static';

/** The machine-readable contract, generated from the schemas the handlers validate with. */
export function GET() {
  return Response.json(buildOpenApiDocument(OPERATION_DOCS));
}
