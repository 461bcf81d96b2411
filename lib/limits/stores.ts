import type Redis from 'ioredis';
import { admits, currentTat, type Cell } from './gcra';

/** One bucket of one request: where its TAT is kept, and its rate. */
export interface KeyedCell {
  key: string;
  cell: Cell;
}

/** What a store did with one request: admitted by every bucket (each took one) or by none. */
export interface Taken {
  admitted: boolean;
  /** The store's clock at the decision, in microseconds. */
  nowUs: number;
  /** Each bucket's TAT after the decision (moved only when the request was admitted). */
  tats: number[];
}

export interface BucketStore {
  take(cells: readonly KeyedCell[]): Promise<Taken>;
}

/** Memory held for buckets that are full again is given back this often (by the store's clock). */
const SWEEP_EVERY_US = 60_000_000;

/** Buckets in this process. `now` (milliseconds, Date.now by default) is the clock tests replace. */
export function memoryStore(now: () => number = Date.now): BucketStore {
  const tats = new Map<string, number>();
  let sweptAt = 0;
  return {
    async take(cells) {
      const nowUs = Math.round(now() * 1000);
      if (nowUs - sweptAt >= SWEEP_EVERY_US) {
        // A TAT in the past is a full bucket: forgetting it changes nothing.
        for (const [key, tat] of tats) if (tat <= nowUs) tats.delete(key);
        sweptAt = nowUs;
      }
      const before = cells.map(({ key }) => currentTat(tats.get(key), nowUs));
      const admitted = cells.every(({ cell }, i) => admits(before[i]!, nowUs, cell));
      const after = admitted ? before.map((tat, i) => tat + cells[i]!.cell.intervalUs) : before;
      if (admitted) cells.forEach(({ key }, i) => tats.set(key, after[i]!));
      return { admitted, nowUs, tats: after };
    },
  };
}

/**
 * The same decision in Redis, in one script, so it is atomic across every instance sharing the
 * Redis: every bucket admits the request and each takes one, or none changes. The clock is Redis's
 * own (TIME), so the instances' clocks do not matter. A TAT is kept as whole microseconds and
 * expires when its bucket is full again. (rate-limiter-flexible has fixed windows only: its
 * BurstyRateLimiter is two of them, and its RateLimiterUnion takes from every limiter even when one
 * refuses; redis-cell is a Redis module, not a script.)
 */
const TAKE_SCRIPT = `
if redis.replicate_commands then redis.replicate_commands() end
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000000 + tonumber(clock[2])
local tats = {}
local admitted = 1
for i, key in ipairs(KEYS) do
  local interval = tonumber(ARGV[2 * i - 1])
  local burst = tonumber(ARGV[2 * i])
  local tat = math.max(tonumber(redis.call('GET', key)) or now, now)
  if tat - now > (burst - 1) * interval then admitted = 0 end
  tats[i] = tat
end
if admitted == 1 then
  for i, key in ipairs(KEYS) do
    tats[i] = tats[i] + tonumber(ARGV[2 * i - 1])
    redis.call('SET', key, string.format('%.0f', tats[i]), 'PX', math.ceil((tats[i] - now) / 1000))
  end
end
local reply = { admitted, now }
for i = 1, #tats do reply[i + 2] = tats[i] end
return reply
`;

interface TakeCommand {
  rateLimitTake(keyCount: number, ...keysThenArgs: (string | number)[]): Promise<number[]>;
}

export interface RedisStoreOptions {
  /** Answers while Redis is not connected or fails (in memory, at once: never a stall, never a 429). */
  insurance?: BucketStore;
  /** Told of each Redis failure the insurance answered for. */
  onError?: (error: unknown) => void;
}

/** Buckets shared through Redis, exact across instances; the insurance answers while it is away. */
export function redisStore(client: Redis, options: RedisStoreOptions = {}): BucketStore {
  const insurance = options.insurance ?? memoryStore();
  // EVALSHA, falling back to EVAL once when Redis does not know the script (e.g. after a restart).
  client.defineCommand('rateLimitTake', { lua: TAKE_SCRIPT });
  const command = client as unknown as TakeCommand;
  return {
    async take(cells) {
      if (client.status !== 'ready') return insurance.take(cells);
      try {
        const args = [...cells.map(({ key }) => key), ...cells.flatMap(({ cell }) => [cell.intervalUs, cell.burst])];
        const [admitted, nowUs, ...tats] = await command.rateLimitTake(cells.length, ...args);
        return { admitted: admitted === 1, nowUs: nowUs!, tats };
      } catch (error) {
        options.onError?.(error);
        return insurance.take(cells);
      }
    },
  };
}
