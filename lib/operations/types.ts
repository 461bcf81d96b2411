import type { z } from 'zod';
import type { Principal } from '../auth/verify';
import type { Config, ConfigOf, ConfigSection } from '../config';
import type { OperationContract } from '../contract/operation';
import type { NamedErrorCondition } from '../errors';
import type { ImageLoader } from '../images/types';
import type { BucketSpec } from '../limits';
import type { Capacity, CapacitySettings } from './capacity';
import type { Contracts, LimitsOf, OperationName, RequestOf, ResponseOf } from './contracts';
import type { EngineErrorKinds } from './engine-errors';

export type { OperationName } from './contracts';

export interface RunContext {
  requestId: string;
  user: string;
  keyId: string;
  /** Aborted when the caller goes away or the server gives up on the request. */
  signal: AbortSignal;
}

export interface RunResult<Response> {
  body: Response;
  /** Which engine answered, for the X-Engine header and logs. */
  engine: string;
  /** Extra response headers the operation sets (image edit: X-Edit-Plan). */
  headers?: Record<string, string>;
}

/** Reads the text in images at these URLs, within the reading operation's own capacity. */
export type ImageTextReader = (urls: string[], signal: AbortSignal) => Promise<string>;

/** Finds text lines on a grey image (one byte a pixel) without reading them; boxes in its pixels. */
export type TextFinder = (image: {
  grey: Buffer;
  width: number;
  height: number;
}) => Promise<Array<{ x: number; y: number; width: number; height: number }>>;

/** A launched coin as the past-coin store records it. */
export interface CoinRecord {
  address: string;
  name: string;
  ticker: string;
  description: string | null;
  marketCap: number | null;
  /** ISO-8601, or null. */
  createdAt: string | null;
}

/** Writes to the past-coin store that search opened: upserts by address, all or nothing; answers how many coins. */
export interface CoinRecorder {
  /** The store's name, for X-Engine. */
  id: string;
  record(coins: readonly CoinRecord[], options?: { signal?: AbortSignal }): Promise<number>;
}

/** What one operation's engine offers the others' (wired by the composition root). */
export interface SharedServices {
  readImageText?: ImageTextReader;
  findText?: TextFinder;
  recordCoins?: CoinRecorder;
}

/** A key permission an operation can require: the boolean flags of a principal. */
export type KeyPermission = { [K in keyof Principal]: Principal[K] extends boolean ? K : never }[keyof Principal];

/** What an operation's run is given besides its input: everything it may use, passed in. */
export interface OperationServices<Engine, Settings> {
  config: Settings;
  engine: Engine;
  loadImage: ImageLoader;
  /** The operation's own capacity, when its descriptor declares one. */
  capacity?: Capacity;
}

/**
 * How one operation runs. Its contract (contract.ts beside it) says what it accepts and answers;
 * this says what it is configured with, what it needs of a key and of the rate limits, what engine
 * it builds and how a request runs. Adding an operation is a folder with these two, its entry in
 * the registry lists (contracts.ts, registry.ts) and a route file.
 */
export interface OperationDescriptor<N extends OperationName, Engine, Section extends ConfigSection> {
  name: N;
  contract: Contracts[N];
  /** Its own settings, parsed with the shared ones. */
  config: Section;
  /** The limits of its contract as this configuration sets them. */
  limits?(config: Config & ConfigOf<Section>): LimitsOf<N>;
  /** A key flag it needs, and what a key without it gets. */
  permission?: { flag: KeyPermission; refused: NamedErrorCondition };
  /** Per-user buckets it counts against besides its own requests-per-minute bucket. */
  rateBuckets?(config: Config & ConfigOf<Section>): BucketSpec[];
  /** What its engine's failures become (lib/operations/engine-errors.ts). */
  engineErrors: EngineErrorKinds;
  /** Slots, queue and wait for its engine work, when that work must be bounded. */
  capacity?(config: Config & ConfigOf<Section>): CapacitySettings;
  /** Builds its engine, once per process. */
  createEngine(config: Config & ConfigOf<Section>, shared: SharedServices): Engine;
  /** What its engine offers other operations. */
  shares?(services: { engine: Engine; loadImage: ImageLoader; capacity?: Capacity }): SharedServices;
  /** Readies the engine after start (reported to /readyz under the operation's name until done). */
  warm?(engine: Engine): Promise<void>;
  /** Stops the engine once in-flight requests are done. */
  close?(engine: Engine): Promise<void>;
  run(
    input: RequestOf<N>,
    context: RunContext,
    services: OperationServices<Engine, Config & ConfigOf<Section>>,
  ): Promise<RunResult<ResponseOf<N>>>;
}

/** What the request pipeline runs: a descriptor bound to its contract, configured schema and services. */
export interface Operation {
  name: OperationName;
  contract: OperationContract<unknown, unknown, object>;
  request: z.ZodType;
  response: z.ZodType;
  capacity?: Capacity;
  permission?: { flag: KeyPermission; refused: NamedErrorCondition };
  /** Every bucket a request counts against. */
  rateBuckets: BucketSpec[];
  run(input: unknown, context: RunContext): Promise<RunResult<unknown>>;
}

export function defineOperation<N extends OperationName, Engine, Section extends ConfigSection>(
  descriptor: OperationDescriptor<N, Engine, Section>,
): OperationDescriptor<N, Engine, Section> {
  return descriptor;
}
