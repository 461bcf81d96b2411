import { bearer, post, startApp, type RunningApp } from '../../test-support/app';
import { mostAdmitted, timedBurst } from '../../test-support/rate-limit';
import { startRedis } from '../../test-support/redis';
import { keysEnv, KEYS, NAMING_BODY, type SuiteOptions } from '../context';
import { fmt } from '../load';
import { row, type Row } from '../table';

async function burst(apps: RunningApp[], count: number, key: string) {
  const { results, spanMs } = await timedBurst(count, (i) =>
    post(apps[i % apps.length]!, '/private/ai_name', NAMING_BODY, bearer(key)),
  );
  const ok = results.filter((r) => r.status === 200).length;
  const limited = results.filter((r) => r.status === 429);
  const retryAfterOk = limited.every(
    (r) => Number(r.headers.get('retry-after')) >= 1 && r.body?.error?.code === 'rate_limit',
  );
  return { ok, limited: limited.length, other: count - ok - limited.length, retryAfterOk, spanMs };
}

/**
 * The row of one burst of limit+extra: the full bucket's `limit` pass, and one more every 60 s /
 * limit while the burst lasts (GCRA); the rest are 429 with Retry-After.
 */
function burstRow(measure: string, limit: number, extra: number, result: Awaited<ReturnType<typeof burst>>): Row {
  const most = mostAdmitted(limit, result.spanMs);
  return row(
    'rate limits',
    measure,
    `${result.ok} ok, ${result.limited} × 429, ${result.other} other in ${fmt.ms(result.spanMs)}`,
    `${limit} ok (≤ ${most} with the refill during the burst), the rest × 429`,
    result.ok >= limit &&
      result.ok <= most &&
      result.limited === limit + extra - result.ok &&
      result.other === 0 &&
      result.retryAfterOk,
  );
}

/** A burst of N+k from one user: N successes (plus the refill while it lasts), the rest 429, in one process and across two on one Redis. */
export async function rateLimits({ short }: SuiteOptions): Promise<Row[]> {
  const limit = short ? 50 : 200;
  const extra = short ? 10 : 50;
  const rows: Row[] = [];
  const single = await startApp(keysEnv({ RATE_LIMIT_RPM: String(limit) }));
  try {
    const result = await burst([single], limit + extra, KEYS.main);
    rows.push(burstRow(`memory: burst of ${limit}+${extra}`, limit, extra, result));
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
    rows.push(burstRow(`redis, 2 instances: burst of ${limit}+${extra}`, limit, extra, result));
    const other = await post(apps[1]!, '/private/ai_name', NAMING_BODY, bearer(KEYS.second));
    rows.push(row('rate limits', 'redis: another user after the burst', other.status, '200', other.status === 200));
  } finally {
    await Promise.all(apps.map((app) => app.stop()));
    await redis.stop();
  }
  return rows;
}
