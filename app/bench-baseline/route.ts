export const dynamic = 'force-dynamic';

/**
 * The benchmark's baseline for the request pipeline's own cost: a bare route handler that answers
 * fixed JSON. It exists only when BENCH_BASELINE_ROUTE=true (npm run bench sets it); otherwise 404.
 */
export function POST() {
  if (process.env.BENCH_BASELINE_ROUTE !== 'true') return new Response('Not Found\n', { status: 404 });
  return Response.json({ name: 'Baseline', ticker: 'BASE' });
}
