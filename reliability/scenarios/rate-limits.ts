import { bearer, post, startApp, type RunningApp } from '../../test-support/app';
import { startRedis } from '../../test-support/redis';
import { keysEnv, KEYS, NAMING_BODY, type SuiteOptions } from '../context';
import { row, type Row } from '../table';

async function burst(apps: RunningApp[], count: number, key: string) {
  const results = await Promise.all(
    Array.from({ length: count }, (_, i) => post(apps[i % apps.length]!, '/private/ai_name', NAMING_BODY, bearer(key))),
  );
  const ok = results.filter((r) => r.status === 200).length;
  const limited = results.filter((r) => r.status === 429);
  const retryAfterOk = limited.every(
    (r) => Number(r.headers.get('retry-after')) >= 1 && r.body?.error?.code === 'rate_limit',
  );
  return { ok, limited: limited.length, other: count - ok - limited.length, retryAfterOk };
}

/** A burst of N+k from one user: exactly N successes and k 429s, in one process and across two on one Redis. */
export async function rateLimits({ short }: SuiteOptions): Promise<Row[]> {
  const limit = short ? 50 : 200;
  const extra = short ? 10 : 50;
  const rows: Row[] = [];
  const single = await startApp(keysEnv({ RATE_LIMIT_RPM: String(limit) }));
  try {
    const result = await burst([single], limit + extra, KEYS.main);
    rows.push(
      row(
        'rate limits',
        `memory: burst of ${limit}+${extra}`,
        `${result.ok} ok, ${result.limited} × 429, ${result.other} other`,
        `${limit} ok, ${extra} × 429`,
        result.ok === limit && result.limited === extra && result.other === 0 && result.retryAfterOk,
      ),
    );
    const other = await post(single, '/private/ai_name', NAMING_BODY, bearer(KEYS.second));
    rows.push(row('rate limits', 'memory: another user after the burst', other.status, '200', other.status === 200));
  } finally {
    await single.stop();
  }

  const redis = await startRedis();
  const env = keysEnv({ RATE_LIMIT_RPM: String(limit), REDIS_URL: redis.url });
  const apps = await Promise.all([startApp(env), startApp(env)]);
  try {
    const result = await burst(apps, limit + extra, KEYS.main);
    rows.push(
      row(
        'rate limits',
        `redis, 2 instances: burst of ${limit}+${extra}`,
        `${result.ok} ok, ${result.limited} × 429, ${result.other} other`,
        `${limit} ok, ${extra} × 429`,
        result.ok === limit && result.limited === extra && result.other === 0 && result.retryAfterOk,
      ),
    );
    const other = await post(apps[1]!, '/private/ai_name', NAMING_BODY, bearer(KEYS.second));
    rows.push(row('rate limits', 'redis: another user after the burst', other.status, '200', other.status === 200));
  } finally {
    await Promise.all(apps.map((app) => app.stop()));
    await redis.stop();
  }
  return rows;
}
