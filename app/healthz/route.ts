export const dynamic = 'force-dynamic';

/** Liveness: the process is up and answering. No auth, no detail. */
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
