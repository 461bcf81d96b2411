import { serveMetrics } from '@/lib/observability/metrics-endpoint';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = serveMetrics;
