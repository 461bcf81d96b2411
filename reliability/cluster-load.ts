import { Agent, request } from 'node:http';

export interface Outcome {
  operation: string;
  /** The HTTP status, or the client-side error code when no response came back. */
  status: number | string;
  /** When the request was sent (performance.now()). */
  sentAt: number;
}

export interface Traffic {
  operation: string;
  path: string;
  body: unknown;
  loops: number;
}

/**
 * Closed-loop traffic through one entry point (the load balancer), spread over many users' keys so
 * that no user's bucket runs out. Outcomes are recorded per phase; a request that got no response
 * (connection error, reset) is recorded with its error code.
 */
export class ClusterLoad {
  private phase: Outcome[] = [];
  private running = false;
  private loops: Promise<void>[] = [];
  private nextKey = 0;
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 64 });

  constructor(
    private readonly url: string,
    private readonly keys: string[],
  ) {}

  start(traffic: Traffic[]): void {
    this.running = true;
    for (const { operation, path, body, loops } of traffic) {
      const payload = JSON.stringify(body);
      for (let i = 0; i < loops; i += 1) {
        this.loops.push(
          (async () => {
            while (this.running) {
              const sentAt = performance.now();
              this.phase.push({ operation, status: await this.send(path, payload), sentAt });
            }
          })(),
        );
      }
    }
  }

  /** The outcomes since the last call. */
  takePhase(): Outcome[] {
    const taken = this.phase;
    this.phase = [];
    return taken;
  }

  async stop(): Promise<Outcome[]> {
    this.running = false;
    await Promise.all(this.loops);
    this.loops = [];
    this.agent.destroy();
    return this.takePhase();
  }

  private send(path: string, payload: string): Promise<number | string> {
    const key = this.keys[this.nextKey++ % this.keys.length]!;
    return new Promise((resolve) => {
      const req = request(
        `${this.url}${path}`,
        {
          method: 'POST',
          agent: this.agent,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${key}`,
            'content-length': Buffer.byteLength(payload),
          },
          timeout: 60_000,
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'response error'));
        },
      );
      req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
      req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      req.end(payload);
    });
  }
}

/** Lost: the client saw a connection error or reset, or the load balancer's 502/504. */
export const isLost = (outcome: Outcome) =>
  typeof outcome.status === 'string' || outcome.status === 502 || outcome.status === 504;

/** A 5xx that is not the contract's documented 503 (busy, draining, unavailable: with Retry-After). */
export const isUndocumented5xx = (outcome: Outcome) =>
  typeof outcome.status === 'number' && outcome.status >= 500 && outcome.status !== 503 && !isLost(outcome);

export function countStatuses(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of outcomes) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
