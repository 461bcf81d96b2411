import type { z } from 'zod';
import type { KeyPermission } from '../auth/api-keys';
import type { Config, ConfigOf, ConfigSection } from '../config';
import type { OperationContract } from '../contract/operation';
import type { ApiError, NamedErrorCondition } from '../errors';
import type { ImageLoader } from '../images/types';
import type { BucketSpec } from '../limits';
import type { Capacity, CapacitySettings } from './capacity';
import type { Contracts, LimitsOf, OperationName, RequestOf, ResponseOf } from './contracts';
import type { EngineErrorKinds } from './engine-errors';
import type { SharedServices } from './shared-services';

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
  /** Extra response headers the operation sets (a summary of what it did, say). */
  headers?: Record<string, string>;
}

/**
 * A permission a key must have to run an operation: its id (a key lists it in `permissions`), the
 * boolean key field that granted it in the older key format, if any, and what a key without it gets.
 */
export interface OperationPermission extends KeyPermission {
  refused: NamedErrorCondition;
}

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
  /** The key permission it needs, and what a key without it gets. */
  permission?: OperationPermission;
  /** Per-user buckets it counts against besides its own requests-per-minute bucket. */
  rateBuckets?(config: Config & ConfigOf<Section>): BucketSpec[];
  /** What its engine's failures become (lib/operations/engine-errors.ts). */
  engineErrors: EngineErrorKinds;
  /**
   * What a caller is answered when the engine's answer breaks the response schema, for an engine that
   * can answer outside the rules (a hosted model). Without it such an answer is the server's own
   * failure (500). The pipeline alone checks answers against the contract.
   */
  brokenAnswer?: BrokenAnswer;
  /** Slots, queue and wait for its engine work, when that work must be bounded. */
  capacity?(config: Config & ConfigOf<Section>): CapacitySettings;
  /**
   * The least total deadline its own waits need (queue, backend time-outs and retries), when they can
   * add up to more than REQUEST_DEADLINE_MS: the request then gets this instead.
   */
  deadlineMs?(config: Config & ConfigOf<Section>): number;
  /** Builds its engine, once per process, with what it uses of the services operations lend each other. */
  createEngine(config: Config & ConfigOf<Section>, shared: SharedServices): Engine;
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

/** The error, and its message, for an engine answer that breaks the operation's response schema. */
export interface BrokenAnswer {
  condition: NamedErrorCondition;
  message: string;
}

declare const parsedInput: unique symbol;
/** A request body its operation's schema accepted: only `parse` makes one, only `run` takes one. */
export type ParsedInput = { readonly [parsedInput]: true };

/** A body parsed against an operation's configured schema: what it holds, or why it was refused. */
export type ParsedRequest = { success: true; input: ParsedInput } | { success: false; error: z.ZodError };

/** What the request pipeline runs: a descriptor bound to its contract, configured schema and engine. */
export interface Operation {
  name: OperationName;
  contract: OperationContract<unknown, unknown, object>;
  /** Parses a body against the request schema of this server's limits. */
  parse(body: unknown): ParsedRequest;
  /** Runs a parsed request on the engine; the engine's failures come out as ApiErrors. */
  run(input: ParsedInput, context: RunContext): Promise<RunResult<unknown>>;
  response: z.ZodType;
  /** What an engine answer that breaks `response` is answered, when the operation declares it (else 500). */
  brokenAnswer?(): ApiError;
  capacity?: Capacity;
  permission?: OperationPermission;
  /** Every bucket a request counts against. */
  rateBuckets: BucketSpec[];
  /** How long a request may take from its arrival to its answer: the backstop behind every other time-out. */
  deadlineMs: number;
  /** What a request that reached its deadline is answered (its work is stopped). */
  deadlineExceeded(): ApiError;
}

export function defineOperation<N extends OperationName, Engine, Section extends ConfigSection>(
  descriptor: OperationDescriptor<N, Engine, Section>,
): OperationDescriptor<N, Engine, Section> {
  return descriptor;
}
