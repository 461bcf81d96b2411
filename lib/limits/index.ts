import 'server-only';
import Redis from 'ioredis';
import { getConfig } from '../config';
import { describeError, logger } from '../log';
import { onShutdown, registerReadinessCheck } from '../server/lifecycle';
import { memoryLimiter, RateLimits, redisLimiter, type BucketSpec } from './rate-limit';

export type { BucketSpec, RateDecision } from './rate-limit';
export { rateLimitHeaders } from './rate-limit';

const LIMITS = Symbol.for('inference.rateLimits');
type WithLimits = typeof globalThis & { [LIMITS]?: { limits: RateLimits; redis?: Redis } };

function connectRedis(url: string): Redis {
  const client = new Redis(url, {
    // Fail fast instead of queueing commands while Redis is away: the insurance limiter answers.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let lastLogged = 0;
  client.on('error', (error) => {
    if (Date.now() - lastLogged < 10_000) return;
    lastLogged = Date.now();
    logger.warn({ msg: 'redis unavailable; rate limits answer from memory until it returns', ...describeError(error) });
  });
  return client;
}

/** The process's rate limits: in memory, or shared through Redis when REDIS_URL is set. */
export function getRateLimits(): RateLimits {
  const holder = globalThis as WithLimits;
  if (!holder[LIMITS]) {
    const { REDIS_URL } = getConfig();
    if (REDIS_URL) {
      const redis = connectRedis(REDIS_URL);
      holder[LIMITS] = { limits: new RateLimits(redisLimiter(redis)), redis };
      registerReadinessCheck('redis', () => redis.status === 'ready');
      onShutdown('redis', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    } else {
      holder[LIMITS] = { limits: new RateLimits(memoryLimiter) };
    }
  }
  return holder[LIMITS].limits;
}

/** Each operation's own requests-per-minute bucket; image edit also has its separate per-minute limit. */
export function bucketsFor(operation: string, needsImageEditBucket: boolean): BucketSpec[] {
  const config = getConfig();
  const buckets: BucketSpec[] = [{ name: operation, points: config.RATE_LIMIT_RPM, durationSeconds: 60 }];
  if (needsImageEditBucket) {
    buckets.push({ name: `${operation}:edits`, points: config.IMAGE_EDIT_RPM, durationSeconds: 60 });
  }
  return buckets;
}
