import type { OperationName } from '@/lib/operations/contracts';

export type { OperationName } from '@/lib/operations/contracts';

export interface RateLimitInfo {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

/** One finished call as the console saw it: what was sent, what came back, and how. */
export interface RunRecord {
  id: string;
  operation: OperationName;
  startedAt: number;
  latencyMs: number;
  request: unknown;
  status: number;
  ok: boolean;
  requestId?: string;
  engine?: string;
  rateLimit?: RateLimitInfo;
  retryAfterSeconds?: number;
  /** What the embedded image editor applied and ignored (its X-Edit-Plan header). */
  editPlan?: string;
  /** The parsed JSON body, or the raw text when it was not JSON. */
  response: unknown;
  error?: { code: string; message: string };
}
