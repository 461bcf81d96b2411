import 'server-only';
import type { KeyPermission } from '../auth/api-keys';
import {
  parseEnvironment,
  SHARED_CONFIG,
  variableNames,
  type Config,
  type ConfigOf,
  type ConfigSection,
} from '../config';
import type { z } from 'zod';
import type { ImageLoader } from '../images/types';
import type { BucketSpec } from '../limits';
import { aiName } from './ai_name';
import type { CapacitySettings } from './capacity';
import type { Contracts, LimitsOf, OperationLimits, OperationName } from './contracts';
import { toApiError } from './engine-errors';
import { ApiError } from '../errors';
import { imageCrops } from './image_crops';
import { imageEdit } from './image_edit';
import { ocr } from './ocr';
import { pastCoinSearch } from './past_coin_search';
import { pastCoins } from './past_coins';
import { createSharedServices, type SharedServices } from './shared-services';
import type { Operation, OperationDescriptor, OperationServices, ParsedInput, RunContext, RunResult } from './types';

/**
 * How every operation runs: the server half of the registry, beside its browser-safe half
 * (contracts.ts). The type makes a missing or misnamed one a compile error.
 */
export const OPERATIONS = {
  image_edit: imageEdit,
  ocr,
  ai_name: aiName,
  image_crops: imageCrops,
  past_coin_search: pastCoinSearch,
  past_coins: pastCoins,
} satisfies { [N in OperationName]: { name: N; contract: Contracts[N] } };

type Descriptors = typeof OPERATIONS;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The settings of this server: the shared ones and every operation's own. */
export type ServerConfig = Config &
  UnionToIntersection<{ [N in OperationName]: ConfigOf<Descriptors[N]['config']> }[OperationName]>;

const SECTIONS = (): ConfigSection[] => [SHARED_CONFIG, ...Object.values(OPERATIONS).map(({ config }) => config)];

/** Parses an environment (process.env by default) into the server's settings; throws ConfigError naming the variable. */
export function parseConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  return parseEnvironment(SECTIONS(), env);
}

/** Every environment variable the server reads (.env.example lists the same). */
export function configVariableNames(): string[] {
  return variableNames(SECTIONS());
}

/** The limits of every operation's contract, as this configuration sets them. */
export function configuredLimits(config: ServerConfig): OperationLimits {
  return Object.fromEntries(
    Object.values(OPERATIONS).map((operation) => [operation.name, limitsOf(operation, config)]),
  ) as OperationLimits;
}

function limitsOf<N extends OperationName, Section extends ConfigSection>(
  operation: Pick<OperationDescriptor<N, unknown, Section>, 'name' | 'contract' | 'limits'>,
  config: Config & ConfigOf<Section>,
): LimitsOf<N> {
  return operation.limits?.(config) ?? operation.contract.defaultLimits;
}

/** An operation's engine and its stops, for the composition root's start and shutdown. */
export interface EngineLifecycle {
  name: OperationName;
  warm?(): Promise<void>;
  close?(): Promise<void>;
}

export interface ComposedOperations {
  operations: Record<OperationName, Operation>;
  engines: EngineLifecycle[];
}

/**
 * Builds every operation for this configuration, in one loop over the list: the services operations
 * lend each other first (shared-services.ts), then each operation's engine from them, bound to its
 * request schema at this server's limits and to its capacity.
 */
export function composeOperations(config: ServerConfig, loadImage: ImageLoader): ComposedOperations {
  const shared = createSharedServices(config, loadImage);
  const limits = configuredLimits(config);
  const composed = Object.values(OPERATIONS).map((descriptor) =>
    composeOne(descriptor as Bindable<unknown, unknown>, { config, loadImage, shared, limits }),
  );
  return {
    operations: Object.fromEntries(composed.map(({ operation }) => [operation.name, operation])) as Record<
      OperationName,
      Operation
    >,
    engines: composed.map(({ lifecycle }) => lifecycle),
  };
}

/** One operation's engine, built from the shared services, and the operation the pipeline runs on it. */
function composeOne<Request, Engine>(
  descriptor: Bindable<Request, Engine>,
  {
    config,
    loadImage,
    shared,
    limits,
  }: { config: ServerConfig; loadImage: ImageLoader; shared: SharedServices; limits: OperationLimits },
): { operation: Operation; lifecycle: EngineLifecycle } {
  const { name, warm, close } = descriptor;
  const engine = descriptor.createEngine(config, shared);
  const request = descriptor.contract.request(limits[name]);
  // An operation that declares a capacity always runs behind it (OCR's is also the image-text reader's).
  const capacity = shared.capacityOf(descriptor);
  return {
    operation: bindOperation(descriptor, request, { config, engine, loadImage, capacity }),
    lifecycle: { name, warm: warm && (() => warm(engine)), close: close && (() => close(engine)) },
  };
}

/** Every key permission an operation of this server declares. */
export function keyPermissions(): KeyPermission[] {
  return Object.values(OPERATIONS).flatMap(({ permission }) =>
    permission ? [{ id: permission.id, keyField: permission.keyField }] : [],
  );
}

/**
 * What composing needs of a descriptor, seen with its request and engine as they are: every
 * descriptor of the list is one, its own settings being part of the server's.
 */
type Bindable<Request, Engine> = Pick<
  OperationDescriptor<OperationName, Engine, ConfigSection>,
  'name' | 'permission' | 'engineErrors' | 'brokenAnswer' | 'warm' | 'close'
> & {
  contract: Omit<Contracts[OperationName], 'request'> & { request(limits: object): z.ZodType<Request> };
  createEngine(config: ServerConfig, shared: SharedServices): Engine;
  capacity?(config: ServerConfig): CapacitySettings;
  rateBuckets?(config: ServerConfig): BucketSpec[];
  deadlineMs?(config: ServerConfig): number;
  run(
    input: Request,
    context: RunContext,
    services: OperationServices<Engine, ServerConfig>,
  ): Promise<RunResult<unknown>>;
};

/** A descriptor bound to its configured request schema and its engine: what the request pipeline runs. */
function bindOperation<Request, Engine>(
  descriptor: Bindable<Request, Engine>,
  request: z.ZodType<Request>,
  services: OperationServices<Engine, ServerConfig>,
): Operation {
  const { name, contract, permission, rateBuckets, engineErrors, brokenAnswer, run } = descriptor;
  const deadlineMs = Math.max(services.config.REQUEST_DEADLINE_MS, descriptor.deadlineMs?.(services.config) ?? 0);
  return {
    name,
    contract,
    parse(body) {
      const parsed = request.safeParse(body);
      return parsed.success
        ? { success: true, input: parsed.data as unknown as ParsedInput }
        : { success: false, error: parsed.error };
    },
    async run(input, context) {
      try {
        return await run(input as unknown as Request, context, services);
      } catch (error) {
        throw toApiError(error, engineErrors);
      }
    },
    response: contract.response,
    brokenAnswer: brokenAnswer && (() => new ApiError(brokenAnswer.condition, brokenAnswer.message)),
    capacity: services.capacity,
    permission,
    rateBuckets: [
      { name, points: services.config.RATE_LIMIT_RPM, durationSeconds: 60 },
      ...(rateBuckets?.(services.config) ?? []),
    ],
    deadlineMs,
    deadlineExceeded: () =>
      new ApiError(
        engineErrors.unavailable,
        `The request did not finish within ${deadlineMs / 1000} s; retry shortly.`,
        {
          retryAfter: 5,
          headers: { Connection: 'close' },
        },
      ),
  };
}
