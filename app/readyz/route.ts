import { readiness } from '@/lib/server/lifecycle';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Readiness: engines warm, Redis reachable when configured, not draining. Names checks, never secrets. */
export async function GET() {
  const { ready, checks } = await readiness();
  return Response.json(
    { status: ready ? 'ready' : 'not_ready', checks },
    { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
