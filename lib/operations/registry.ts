import 'server-only';
import type { KeyPermission } from '../auth/keys';
import {
  parseEnvironment,
  SHARED_CONFIG,
  variableNames,
  type Config,
  type ConfigOf,
  type ConfigSection,
} from '../config';
import type { ImageLoader } from '../images/types';
import { aiName } from './ai_name';
import { Capacity } from './capacity';
import { CONTRACTS, OPERATION_NAMES, type Contracts, type OperationLimits, type OperationName } from './contracts';
import { toApiError } from './engine-errors';
import { imageCrops } from './image_crops';
import { imageEdit } from './image_edit';
import { ocr } from './ocr';
import { pastCoinSearch } from './past_coin_search';
import { pastCoins } from './past_coins';
import type { ProviderParts, ServiceName, SharedServices } from './services';
import type { Operation, OperationDescriptor } from './types';

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

/** A descriptor looked at without its operation's own types, for steps that treat all alike. */
type AnyDescriptor = OperationDescriptor<OperationName, unknown, ConfigSection>;
const descriptor = (name: OperationName) => OPERATIONS[name] as unknown as AnyDescriptor;

const SECTIONS = (): ConfigSection[] => [SHARED_CONFIG, ...OPERATION_NAMES.map((name) => descriptor(name).config)];

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
  const limits = OPERATION_NAMES.map((name) => [
    name,
    descriptor(name).limits?.(config) ?? CONTRACTS[name].defaultLimits,
  ]);
  return Object.fromEntries(limits) as OperationLimits;
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
 * The operations in the order their engines are built: each after every operation whose services it
 * uses (a service no operation offers is simply absent). A cycle of uses is a programming error.
 */
export function buildOrder(
  names: readonly OperationName[],
  describe: (name: OperationName) => { uses?: readonly ServiceName[]; shares?: object },
): OperationName[] {
  const providers = new Map<string, OperationName>();
  for (const name of names)
    for (const service of Object.keys(describe(name).shares ?? {})) providers.set(service, name);
  const order: OperationName[] = [];
  const visiting = new Set<OperationName>();
  const visit = (name: OperationName) => {
    if (order.includes(name)) return;
    if (visiting.has(name)) throw new Error(`Operations use each other's services in a circle, through ${name}.`);
    visiting.add(name);
    for (const service of describe(name).uses ?? []) {
      const provider = providers.get(service);
      if (provider && provider !== name) visit(provider);
    }
    visiting.delete(name);
    order.push(name);
  };
  names.forEach(visit);
  return order;
}

/** The services an operation uses, out of those offered so far. */
function servicesFor(uses: readonly ServiceName[] | undefined, offered: SharedServices): SharedServices {
  return Object.fromEntries((uses ?? []).flatMap((service) => (offered[service] ? [[service, offered[service]]] : [])));
}

/**
 * Builds every operation for this configuration: capacities, engines (providers before the operations
 * that use their services) and the bound operations the pipeline runs.
 */
export function composeOperations(config: ServerConfig, loadImage: ImageLoader): ComposedOperations {
  const limits = configuredLimits(config);
  const offered: Record<string, unknown> = {};
  const operations = {} as Record<OperationName, Operation>;
  const engines: EngineLifecycle[] = [];
  for (const name of buildOrder(OPERATION_NAMES, descriptor)) {
    const { capacity: capacitySettings, createEngine, uses, shares, warm, close } = descriptor(name);
    const capacity = capacitySettings && new Capacity(name, capacitySettings(config));
    const engine = createEngine(config, servicesFor(uses, offered as SharedServices));
    for (const [service, make] of Object.entries(shares ?? {})) {
      offered[service] = (make as (parts: ProviderParts<unknown>) => unknown)({ engine, loadImage, capacity });
    }
    operations[name] = bindOperation(name, limits, { config, engine, loadImage, capacity });
    engines.push({ name, warm: warm && (() => warm(engine)), close: close && (() => close(engine)) });
  }
  return { operations, engines };
}

/** Every key permission an operation of this server declares. */
export function keyPermissions(): KeyPermission[] {
  return OPERATION_NAMES.flatMap((name) => {
    const permission = descriptor(name).permission;
    return permission ? [{ id: permission.id, keyField: permission.keyField }] : [];
  });
}

function bindOperation(
  name: OperationName,
  limits: OperationLimits,
  services: { config: ServerConfig; engine: unknown; loadImage: ImageLoader; capacity?: Capacity },
): Operation {
  const { contract, permission, rateBuckets, engineErrors, run } = descriptor(name);
  const request = (contract.request as (limits: object) => Operation['request'])(limits[name]);
  return {
    name,
    contract,
    request,
    response: contract.response,
    capacity: services.capacity,
    permission,
    rateBuckets: [
      { name, points: services.config.RATE_LIMIT_RPM, durationSeconds: 60 },
      ...(rateBuckets?.(services.config) ?? []),
    ],
    async run(input, context) {
      try {
        return await run(input as never, context, services);
      } catch (error) {
        throw toApiError(error, engineErrors);
      }
    },
  };
}
