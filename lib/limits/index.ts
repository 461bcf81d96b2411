import 'server-only';
import Redis from 'ioredis';
import { describeError, logger } from '../log';
import { onShutdown, registerReadinessCheck } from '../server/lifecycle';
import { memoryLimiter, RateLimits, redisLimiter } from './rate-limit';

export type { BucketSpec, RateDecision } from './rate-limit';
export { rateLimitHeaders, RateLimits } from './rate-limit';

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

/** Rate limits in memory, or shared through Redis when a URL is given (then reported to /readyz). */
export function createRateLimits(redisUrl: string | undefined): RateLimits {
  if (!redisUrl) return new RateLimits(memoryLimiter);
  const redis = connectRedis(redisUrl);
  registerReadinessCheck('redis', () => redis.status === 'ready');
  onShutdown('redis', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return new RateLimits(redisLimiter(redis));
}
