import { bearer, post, startApp } from '../../test-support/app';
import { startRedis } from '../../test-support/redis';
import { keysEnv, KEYS, NAMING_BODY, type SuiteOptions } from '../context';
import { fmt } from '../load';
import { row, timingRow, type Row } from '../table';

async function timedRequests(url: { url: string }, count: number) {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const result = await post(url, '/private/ai_name', NAMING_BODY, bearer(KEYS.main));
    latencies.push(performance.now() - started);
    statuses[result.status] = (statuses[result.status] ?? 0) + 1;
  }
  return { max: Math.max(...latencies), statuses };
}

/** Redis killed mid-run: limits answer from memory at once (no multi-second stall); back on Redis when it returns. */
export async function redisFault({ short }: SuiteOptions): Promise<Row[]> {
  const rows: Row[] = [];
  let redis = await startRedis();
  const port = redis.port;
  const app = await startApp(keysEnv({ RATE_LIMIT_RPM: '1000', REDIS_URL: redis.url }));
  try {
    const healthy = await timedRequests(app, 20);
    rows.push(
      row(
        'redis fault',
        'with Redis up',
        `${fmt.statuses(healthy.statuses)}, max ${fmt.ms(healthy.max)}`,
        'all 200',
        healthy.statuses['200'] === 20,
      ),
    );
    await redis.stop();
    const down = await timedRequests(app, short ? 30 : 100);
    const downCount = short ? 30 : 100;
    rows.push(
      row(
        'redis fault',
        'Redis killed: requests still limited from memory',
        fmt.statuses(down.statuses),
        'all 200',
        down.statuses['200'] === downCount,
      ),
    );
    rows.push(
      timingRow(
        'redis fault',
        'slowest request while Redis is down',
        fmt.ms(down.max),
        '< 1000 ms (no stall)',
        down.max < 1000,
      ),
    );
    const ready = await (await fetch(`${app.url}/readyz`)).json();
    rows.push(
      row(
        'redis fault',
        '/readyz while Redis is down',
        JSON.stringify(ready.checks),
        'redis: false',
        ready.checks?.redis === false,
      ),
    );

    redis = await startRedis(port);
    const deadline = Date.now() + 15_000;
    let back = false;
    while (Date.now() < deadline && !back) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      back = (await (await fetch(`${app.url}/readyz`)).json()).checks?.redis === true;
    }
    const after = await timedRequests(app, 20);
    const { execFileSync } = await import('node:child_process');
    let keys = '';
    try {
      keys = execFileSync('redis-cli', ['-p', String(port), '--scan', '--pattern', 'rl:*'], { encoding: 'utf8' });
    } catch {
      keys = '';
    }
    rows.push(
      row(
        'redis fault',
        'Redis back: buckets live in Redis again',
        `ready=${back}, ${fmt.statuses(after.statuses)}, keys ${keys.trim().split('\n').filter(Boolean).length}`,
        'ready, all 200, keys > 0',
        back && after.statuses['200'] === 20 && keys.trim().length > 0,
      ),
    );
  } finally {
    await app.stop();
    await redis.stop();
  }
  return rows;
}
