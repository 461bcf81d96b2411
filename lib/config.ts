import 'server-only';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { describeZodError } from './validation';

/** Every environment variable the server reads, with its default. README and .env.example list the same. */
const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalPositiveInt = () =>
  z
    .string()
    .regex(/^\d+$/, { error: 'must be a positive whole number' })
    .transform(Number)
    .pipe(z.number().int().min(1, { error: 'must be at least 1' }))
    .optional();

const positiveInt = (fallback: number) => optionalPositiveInt().default(fallback);

const wholeNumber = (fallback: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: 'must be a whole number' })
    .transform(Number)
    .pipe(z.number().int().min(0))
    .default(fallback);

const engineChoice = z
  .enum(['auto', 'local', 'openai'], { error: 'must be one of auto, local, openai' })
  .default('auto');

const EnvSchema = z.object({
  API_KEYS: z.string().optional(),
  API_KEYS_FILE: z.string().optional(),
  RATE_LIMIT_RPM: positiveInt(60),
  IMAGE_EDIT_RPM: positiveInt(10),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url({ error: 'must be an absolute URL' }).optional(),
  IMAGE_EDIT_ENGINE: engineChoice,
  AI_NAME_ENGINE: engineChoice,
  AI_NAME_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** Time the hosted naming model gets for one answer, retries included. */
  AI_NAME_TIMEOUT_MS: positiveInt(15_000),
  IMAGE_EDIT_MODEL: z.string().min(1).default('gpt-image-1'),
  IMAGE_FETCH_ALLOW_PRIVATE: booleanFromEnv.default(false),
  IMAGE_MAX_BYTES: positiveInt(10 * 1024 * 1024),
  IMAGE_MAX_PIXELS: positiveInt(40_000_000),
  IMAGE_FETCH_TIMEOUT_MS: positiveInt(10_000),
  /** Unset: the number of cores for the embedded editor, 4 for the OpenAI editor. */
  IMAGE_EDIT_CONCURRENCY: optionalPositiveInt(),
  IMAGE_EDIT_QUEUE: wholeNumber(16),
  IMAGE_EDIT_QUEUE_WAIT_MS: positiveInt(10_000),
  IMAGE_EDIT_TIMEOUT_MS: positiveInt(120_000),
  IMAGE_EDIT_RETRIES: wholeNumber(1),
  /** How long the hosted image model's circuit stays open before one trial call. */
  IMAGE_EDIT_CIRCUIT_RESET_MS: positiveInt(30_000),
  /** OCR worker threads (one tesseract instance each); default: one per core. */
  OCR_WORKERS: positiveInt(availableParallelism()),
  /** Threads running the text detector (one model instance each); unset: one per two OCR workers. */
  OCR_DETECTOR_THREADS: optionalPositiveInt(),
  /**
   * Runs the text detector in processes of its own whose allocator hands freed memory back at once:
   * a lower peak (about 235 MB less in bench:ocr) for some OCR throughput (about 15% less).
   */
  OCR_DETECTOR_PROCESS: booleanFromEnv.default(false),
  /** What reads the detected text lines: PP-OCRv4's recognition network (`paddle`) or tesseract.js (`tesseract`). */
  OCR_RECOGNIZER: z
    .enum(['paddle', 'tesseract', 'both'], { error: 'must be one of tesseract, paddle, both' })
    .default('tesseract'),
  /** Images per OCR request (entries of `images`, empty ones included). */
  OCR_MAX_IMAGES: positiveInt(8),
  /** Images that may wait for an OCR worker; one more is 503 at once. */
  OCR_QUEUE: wholeNumber(32),
  /** How long an image may wait for an OCR worker before the request is 503. */
  OCR_QUEUE_WAIT_MS: positiveInt(20_000),
  /** An OCR worker is replaced after this many images (WASM memory only grows). */
  OCR_RECYCLE_AFTER: positiveInt(100),
  BODY_LIMIT_BYTES: positiveInt(25 * 1024 * 1024),
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
  /** Bearer token for GET /metrics; without it /metrics answers 404. */
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  PORT: positiveInt(3000),
});

export type Config = z.output<typeof EnvSchema>;

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Parses an environment (process.env by default); empty strings count as unset. */
export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.keys(EnvSchema.shape)
      .map((name) => [name, env[name]?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = EnvSchema.superRefine((config, context) => {
    for (const name of ['AI_NAME_ENGINE', 'IMAGE_EDIT_ENGINE'] as const) {
      if (config[name] === 'openai' && !config.OPENAI_API_KEY) {
        context.addIssue({ code: 'custom', path: [name], message: 'is openai but OPENAI_API_KEY is not set' });
      }
    }
    if (config.CONSOLE_OPEN && config.CONSOLE_PASSWORD !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['CONSOLE_OPEN'],
        message: 'is true but CONSOLE_PASSWORD is set too: choose one',
      });
    }
  }).safeParse(present);
  if (!result.success) {
    throw new ConfigError(`Invalid configuration: ${describeZodError(result.error, 'environment')}`);
  }
  return result.data;
}

const CONFIG = Symbol.for('inference.config');
type WithConfig = typeof globalThis & { [CONFIG]?: Config };

/** The configuration, read from the environment once per process. */
export function getConfig(): Config {
  const holder = globalThis as WithConfig;
  holder[CONFIG] ??= parseConfig();
  return holder[CONFIG];
}
