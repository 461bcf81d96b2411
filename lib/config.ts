import 'server-only';
import path from 'node:path';
import { z } from 'zod';
import { describeZodError } from './validation';
import { IMAGE_MAX_BYTES_DEFAULT } from './images/limits';

/** A setting that is true or false. */
export const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

export const optionalPositiveInt = () =>
  z
    .string()
    .regex(/^\d+$/, { error: 'must be a positive whole number' })
    .transform(Number)
    .pipe(z.number().int().min(1, { error: 'must be at least 1' }))
    .optional();

export const positiveInt = (fallback: number) => optionalPositiveInt().default(fallback);

export const optionalWholeNumber = () =>
  z
    .string()
    .regex(/^\d+$/, { error: 'must be a whole number' })
    .transform(Number)
    .pipe(z.number().int().min(0))
    .optional();

export const wholeNumber = (fallback: number) => optionalWholeNumber().default(fallback);

/**
 * A share set above the whole it is a share of (the whole's value as configured or defaulted): the
 * [variable, message] pair a section's check reports.
 */
export function atMost(
  name: string,
  value: number | undefined,
  whole: string,
  wholeValue: number,
): Array<[string, string]> {
  return value !== undefined && value > wholeValue ? [[name, `must be at most ${whole} (${wholeValue})`]] : [];
}

/** Which engine runs an operation: `auto` is openai when OPENAI_API_KEY is set. */
export const engineChoice = z
  .enum(['auto', 'local', 'openai'], { error: 'must be one of auto, local, openai' })
  .default('auto');

/**
 * Environment variables and what they may hold, with a check across them. The server's settings are
 * the shared ones below and each operation's own (its folder's config.ts); README and .env.example
 * list the same.
 */
export interface ConfigSection<Shape extends z.ZodRawShape = z.ZodRawShape> {
  shape: Shape;
  /** Problems only seen across settings: returns [variable, message] pairs. */
  check?(config: z.output<z.ZodObject<Shape>> & Config): Array<[string, string]>;
}

export function configSection<Shape extends z.ZodRawShape>(section: ConfigSection<Shape>) {
  return section;
}

const SHARED_SHAPE = {
  API_KEYS: z.string().optional(),
  API_KEYS_FILE: z.string().optional(),
  RATE_LIMIT_RPM: positiveInt(60),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url({ error: 'must be an absolute URL' }).optional(),
  IMAGE_FETCH_ALLOW_PRIVATE: booleanFromEnv.default(false),
  IMAGE_MAX_BYTES: positiveInt(IMAGE_MAX_BYTES_DEFAULT),
  IMAGE_MAX_PIXELS: positiveInt(40_000_000),
  IMAGE_FETCH_TIMEOUT_MS: positiveInt(10_000),
  BODY_LIMIT_BYTES: positiveInt(25 * 1024 * 1024),
  /**
   * How long a request's body may take to arrive in full before it is answered 408. Kept below
   * Node's own request timeout (300 s), which would otherwise answer first, without a body.
   */
  REQUEST_BODY_TIMEOUT_MS: optionalPositiveInt()
    .default(30_000)
    .pipe(z.number().max(290_000, { error: 'must be at most 290000 (Node closes a request at 300 s)' })),
  /**
   * How long a request may take from its arrival to its answer, whatever it waits on: then it is
   * answered 503 and its work is stopped. A backstop behind every other time-out; an operation whose
   * own waits can add up to more (image editing's hosted model, with retries) gets those instead.
   */
  REQUEST_DEADLINE_MS: positiveInt(120_000),
  /** The browser console at /; false leaves only the API. */
  CONSOLE_ENABLED: booleanFromEnv.default(true),
  /** Opens the console to anyone who can reach it, on purpose; without it or a password it needs the start-up link. */
  CONSOLE_OPEN: booleanFromEnv.default(false),
  /** When set, the console asks for it before it shows anything or runs an operation. */
  CONSOLE_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
  /** The plain key (one of API_KEYS) the console calls with; not needed when the key is generated. */
  CONSOLE_API_KEY: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  /** After SIGTERM, how long in-flight requests may take before the process exits anyway. */
  SHUTDOWN_GRACE_MS: positiveInt(25_000),
  /**
   * After the last in-flight request, how long a stopping server keeps its idle keep-alive
   * connections open before it exits: longer than the balancer's idle keep-alive time, so the
   * balancer closes them first. 0 when nothing keeps connections open to it.
   */
  SHUTDOWN_LINGER_MS: wholeNumber(3_000),
  /** Bearer token for GET /metrics; without it /metrics answers 404. */
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  /**
   * The folder of the server's own files: the generated API key (no keys configured), the console's
   * pending one-time links and the embedded past-coin store (unless PAST_COINS_DB). Relative paths
   * resolve against the server's folder; created (owner-only) when missing.
   */
  DATA_DIR: z.string().min(1).default('data'),
  PORT: positiveInt(3000),
  /** The address the built server listens on (Next.js's standalone server reads it); the console's start-up link names it. */
  HOSTNAME: z.string().min(1).optional(),
  /** How much the server logs. */
  LOG_LEVEL: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(
      z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'], {
        error: 'must be one of trace, debug, info, warn, error, fatal, silent',
      }),
    )
    .default('info'),
  /** Logs as coloured lines for a terminal instead of JSON; unset: when developing (NODE_ENV is not production). */
  LOG_PRETTY: booleanFromEnv.optional(),
  /** Set by Next.js: production in the built server, development under `next dev`; decides LOG_PRETTY's default. */
  NODE_ENV: z.string().optional(),
};

/** The settings every part of the server shares. */
export const SHARED_CONFIG: ConfigSection<typeof SHARED_SHAPE> = {
  shape: SHARED_SHAPE,
  check: (config) =>
    config.CONSOLE_OPEN && config.CONSOLE_PASSWORD !== undefined
      ? [['CONSOLE_OPEN', 'is true but CONSOLE_PASSWORD is set too: choose one']]
      : [],
};

/** What the composition root resolves rather than reads from a variable (a type, not an interface: configs are indexed). */
export type ResolvedSettings = {
  /**
   * The app's folder, which holds node_modules (models, fonts) and the engines' data: the working
   * directory, which is the standalone server's own folder once built (its server.js changes to it).
   */
  appRoot: string;
};

export type Config = z.output<z.ZodObject<typeof SHARED_SHAPE>> & ResolvedSettings;

/** The data folder as an absolute path (DATA_DIR against the app's folder). */
export function dataFolder(config: Pick<Config, 'DATA_DIR' | 'appRoot'>): string {
  return path.resolve(/* turbopackIgnore: true */ config.appRoot, config.DATA_DIR);
}

/** The settings a section parses to. */
export type ConfigOf<Section extends ConfigSection> = z.output<z.ZodObject<Section['shape']>>;

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** The names of the variables these sections read. */
export function variableNames(sections: ConfigSection[]): string[] {
  return sections.flatMap((section) => Object.keys(section.shape));
}

/**
 * Parses an environment (process.env by default) against these sections; empty strings count as
 * unset; the app's folder is the working directory unless given. The composition root parses the
 * shared section with every operation's.
 */
export function parseEnvironment<T extends Config>(
  sections: ConfigSection[],
  env: Record<string, string | undefined> = process.env,
  resolved: ResolvedSettings = { appRoot: process.cwd() },
): T {
  const schema = z.object(Object.assign({}, ...sections.map((section) => section.shape)) as z.ZodRawShape);
  const present = Object.fromEntries(
    Object.keys(schema.shape)
      .map((name) => [name, env[name]?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = schema
    .superRefine((config, context) => {
      for (const section of sections) {
        for (const [name, message] of section.check?.(config as never) ?? []) {
          context.addIssue({ code: 'custom', path: [name], message });
        }
      }
    })
    .safeParse(present);
  if (!result.success) {
    throw new ConfigError(`Invalid configuration: ${describeZodError(result.error, 'environment')}`);
  }
  return { ...result.data, ...resolved } as T;
}
