import { openApiDocument } from '@/lib/bootstrap';

export const dynamic = 'force-dynamic';

/** The machine-readable contract, generated from the schemas the handlers validate with and this server's limits. */
export function GET() {
  return Response.json(openApiDocument());
}
