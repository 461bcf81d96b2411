import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { sha256 } from '../auth/api-keys';
import { metrics } from './metrics';

/** GET /metrics in Prometheus text format, behind its own bearer token (404 when none is configured). */
export async function serveMetrics(request: Request, METRICS_TOKEN: string | undefined): Promise<Response> {
  if (!METRICS_TOKEN) return new Response('Not Found\n', { status: 404 });
  const presented = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  if (!timingSafeEqual(sha256(presented), sha256(METRICS_TOKEN))) {
    return new Response('Unauthorized\n', { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } });
  }
  const { registry } = metrics();
  return new Response(await registry.metrics(), {
    headers: { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' },
  });
}
