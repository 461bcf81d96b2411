// The bench's bare Next.js route: reads the body and answers fixed JSON, nothing else. Built and
// started by `npm run bench` (bench/baseline/servers.ts), never part of the production app.
export async function POST(request) {
  await request.text();
  return Response.json({ name: 'Baseline', ticker: 'BASE' });
}
