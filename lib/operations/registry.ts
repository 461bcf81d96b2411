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
import { namingTerms } from '../engines/ai_name';
import type { FindText } from '../engines/image_crops';
import { slurField } from '../engines/past_coin_search';
import { toRect } from '../engines/ocr';
import type { ImageLoader } from '../images/types';
import type { BucketSpec } from '../limits';
import { aiName } from './ai_name';
import { Capacity, type CapacitySettings } from './capacity';
import type { Contracts, LimitsOf, OperationLimits, OperationName } from './contracts';
import { toApiError } from './engine-errors';
import { ApiError } from '../errors';
import { imageCrops } from './image_crops';
import { imageEdit } from './image_edit';
import { ocr } from './ocr';
import { createImageTextReader } from './ocr/image-text';
import { pastCoinSearch } from './past_coin_search';
import { pastCoins } from './past_coins';
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
 * Builds every operation for this configuration: their engines, OCR's first (naming and past-coin
 * search read a post's images through it, crops find text lines with it), past-coin search's before
 * recording's (both use its store), and the bound operations the pipeline runs.
 */
export function composeOperations(config: ServerConfig, loadImage: ImageLoader): ComposedOperations {
  const limits = configuredLimits(config);
  const imageEditor = imageEdit.createEngine(config, {});
  const ocrCapacity = capacityOf(ocr, config);
  const ocrEngine = ocr.createEngine(config, {});
  // What OCR lends the others: the text of a post's images, read in its own queue, and text lines found.
  const readImageText =
    ocrCapacity &&
    createImageTextReader({ loadImage, ocr: ocrEngine, capacity: ocrCapacity, engineErrors: ocr.engineErrors });
  const findText: FindText = async (image) => (await ocrEngine.findText(image)).map(toRect);
  const namingEngine = aiName.createEngine(config, { readImageText });
  const cropper = imageCrops.createEngine(config, { findText });
  // Past-coin search finds coins by what naming would call a post: its embedded namer's terms.
  const pastCoinSearchEngine = pastCoinSearch.createEngine(config, {
    namingTerms: (text) => namingTerms(text),
    readImageText,
  });
  // Recording writes to past-coin search's store, behind the guard its seed has.
  const coinRecorder = pastCoins.createEngine(config, { store: pastCoinSearchEngine.store, slurIn: slurField });

  const engines: EngineLifecycle[] = [];
  // An operation that declares a capacity always runs behind one: its own, or the one it shares.
  const bind = <Request, Engine>(
    descriptor: Bindable<Request, Engine>,
    engine: Engine,
    request: z.ZodType<Request>,
    shared?: Capacity,
  ): Operation => {
    const { warm, close } = descriptor;
    const capacity = shared ?? capacityOf(descriptor, config);
    engines.push({ name: descriptor.name, warm: warm && (() => warm(engine)), close: close && (() => close(engine)) });
    return bindOperation(descriptor, request, { config, engine, loadImage, capacity });
  };
  const operations: Record<OperationName, Operation> = {
    image_edit: bind(imageEdit, imageEditor, imageEdit.contract.request(limits.image_edit)),
    ocr: bind(ocr, ocrEngine, ocr.contract.request(limits.ocr), ocrCapacity),
    ai_name: bind(aiName, namingEngine, aiName.contract.request(limits.ai_name)),
    image_crops: bind(imageCrops, cropper, imageCrops.contract.request(limits.image_crops)),
    past_coin_search: bind(
      pastCoinSearch,
      pastCoinSearchEngine,
      pastCoinSearch.contract.request(limits.past_coin_search),
    ),
    past_coins: bind(pastCoins, coinRecorder, pastCoins.contract.request(limits.past_coins)),
  };
  return { operations, engines };
}

function capacityOf<Section extends ConfigSection>(
  operation: Pick<OperationDescriptor<OperationName, unknown, Section>, 'name' | 'capacity'>,
  config: Config & ConfigOf<Section>,
): Capacity | undefined {
  return operation.capacity && new Capacity(operation.name, operation.capacity(config));
}

/** Every key permission an operation of this server declares. */
export function keyPermissions(): KeyPermission[] {
  return Object.values(OPERATIONS).flatMap(({ permission }) =>
    permission ? [{ id: permission.id, keyField: permission.keyField }] : [],
  );
}

/** What binding needs of a descriptor, seen with its request and engine as they are. */
type Bindable<Request, Engine> = Pick<
  OperationDescriptor<OperationName, Engine, ConfigSection>,
  'name' | 'contract' | 'permission' | 'engineErrors' | 'brokenAnswer' | 'warm' | 'close'
> & {
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
