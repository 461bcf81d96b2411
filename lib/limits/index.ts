import 'server-only';
import Redis from 'ioredis';
import { describeError, logger } from '../log';
import { onShutdown, registerReadinessCheck } from '../server/lifecycle';
import { RateLimits } from './rate-limit';
import { memoryStore, redisStore } from './stores';

export type { BucketSpec, RateDecision } from './rate-limit';
export { rateLimitHeaders, RateLimits } from './rate-limit';

/** One warning per stretch of trouble, not one per request. */
function throttledWarning(message: string): (error: unknown) => void {
  let lastLogged = 0;
  return (error) => {
    if (Date.now() - lastLogged < 10_000) return;
    lastLogged = Date.now();
    logger.warn({ msg: message, ...describeError(error) });
  };
}

function connectRedis(url: string): Redis {
  const client = new Redis(url, {
    // Fail fast instead of queueing commands while Redis is away: the insurance answers.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    // A Redis that is connected but does not answer is away too.
    commandTimeout: 500,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  client.on('error', throttledWarning('redis unavailable; rate limits answer from memory until it returns'));
  return client;
}

/** Rate limits in memory, or shared through Redis when a URL is given (then reported to /readyz). */
export function createRateLimits(redisUrl: string | undefined): RateLimits {
  if (!redisUrl) return new RateLimits(memoryStore());
  const redis = connectRedis(redisUrl);
  registerReadinessCheck('redis', () => redis.status === 'ready');
  onShutdown('redis', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  const onError = throttledWarning('a rate-limit call to redis failed; answered from memory');
  return new RateLimits(redisStore(redis, { onError }));
}
