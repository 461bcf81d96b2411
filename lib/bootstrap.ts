import 'server-only';
import type { LoadedKeys } from './auth/api-keys';
import { loadServerKeys } from './auth/store';
import { consoleAccess } from './console/access';
import { consoleEndpoint, consoleServiceEndpoint, type ConsoleServer } from './console/bff';
import { announceConsoleLink } from './console/console-link';
import type { ConsoleContext } from './console/context';
import { signIn, signOut } from './console/login';
import { openConsole } from './console/open';
import { consoleSettings } from './console/fill-settings';
import { endpoint, unknownPath, type Pipeline } from './http/endpoint';
import { guardListeningServers } from './http/node-server';
import { createImageLoader } from './images/load';
import { createRateLimits, type RateLimits } from './limits';
import { configureLogger, describeError, logger } from './log';
import { createServiceHistory } from './observability/history';
import { metrics } from './observability/metrics';
import { serveMetrics } from './observability/metrics-endpoint';
import { buildOpenApiDocument } from './openapi/document';
import {
  contractOf,
  isPanelOperationName,
  OPERATION_NAMES,
  type OperationLimits,
  type OperationName,
} from './operations/contracts';
import {
  composeOperations,
  configuredLimits,
  keyPermissions,
  parseConfig,
  type EngineLifecycle,
  type ServerConfig,
} from './operations/registry';
import type { Operation } from './operations/types';
import { drainAndShutdown, onShutdown, registerReadinessCheck } from './server/lifecycle';
import { perProcess } from './per-process';

/**
 * The composition root: the one module that reads the environment and knows every part. It wires
 * config → keys → limits → engines → operations once per process; everything below receives what
 * it needs as arguments (lint keeps the getters here). The wiring is kept on globalThis because
 * Next.js evaluates modules once per bundle (instrumentation and each route), and a second OCR
 * pool would double the memory.
 */
interface Core {
  config: ServerConfig;
  keys: LoadedKeys;
  rateLimits: RateLimits;
}

interface Services extends Core {
  limits: OperationLimits;
  operations: Record<OperationName, Operation>;
  engines: EngineLifecycle[];
  pipeline: Pipeline;
  console: ConsoleServer;
}

const getConfig = perProcess('config', () => {
  const config = parseConfig();
  configureLogger({ level: config.LOG_LEVEL, pretty: config.LOG_PRETTY ?? config.NODE_ENV !== 'production' });
  return config;
});
const getKeys = perProcess('keys', () => loadServerKeys(getConfig(), keyPermissions()));
const getRateLimits = perProcess('rateLimits', () => createRateLimits(getConfig().REDIS_URL));

function core(): Core {
  return { config: getConfig(), keys: getKeys(), rateLimits: getRateLimits() };
}

const getServices = perProcess('services', (): Services => {
  const { config, keys, rateLimits } = core();
  const loadImage = createImageLoader({
    maxBytes: config.IMAGE_MAX_BYTES,
    maxPixels: config.IMAGE_MAX_PIXELS,
    timeoutMs: config.IMAGE_FETCH_TIMEOUT_MS,
    allowPrivate: config.IMAGE_FETCH_ALLOW_PRIVATE,
  });
  const { operations, engines } = composeOperations(config, loadImage);
  const pipeline: Pipeline = {
    keys: keys.records,
    rateLimits,
    bodyLimitBytes: config.BODY_LIMIT_BYTES,
    bodyTimeoutMs: config.REQUEST_BODY_TIMEOUT_MS,
  };
  // The console runs what it shows: recording coins, a launch platform's back-end write, is API-only.
  const findOperation = (name: string) => (isPanelOperationName(name) ? operations[name] : undefined);
  return {
    config,
    keys,
    rateLimits,
    limits: configuredLimits(config),
    operations,
    engines,
    pipeline,
    console: { context: { config, keys, rateLimits }, pipeline, findOperation },
  };
});

const consoleContext = (): ConsoleContext => core();

/** The last hour of the registry /metrics serves, for the console's Service page; sampling from server start. */
const getServiceHistory = perProcess('serviceHistory', () => {
  const history = createServiceHistory({ registry: metrics().registry, operations: OPERATION_NAMES });
  history.start();
  return history;
});

/** The OpenAPI document of this server: its limits, as configured, are the ones it states. */
export const openApiDocument = perProcess('openApiDocument', () => buildOpenApiDocument(configuredLimits(getConfig())));

/** A /private route module's exports: `export const { POST, GET, … } = operationRoute(<its name>)`. */
export function operationRoute(name: OperationName) {
  return endpoint(() => ({ pipeline: getServices().pipeline, operation: getServices().operations[name] }));
}

/** Every other path under /private (app/private/[[...rest]]): 404 naming the operations there are. */
export function unknownPrivateRoute() {
  return unknownPath(OPERATION_NAMES.map((name) => contractOf(name).path));
}

/** The console's backend-for-frontend route, which runs the same operations by name. */
export function consoleOperationRoute() {
  return consoleEndpoint(() => getServices().console);
}

/** The console's Service page data (app/console/api/service). */
export function consoleServiceRoute() {
  return consoleServiceEndpoint(() => ({ context: consoleContext(), history: getServiceHistory() }));
}

/** The console's sign-in and sign-out (app/console/session). */
export const consoleSession = {
  POST: (request: Request) => signIn(consoleContext(), request),
  DELETE: (request: Request) => signOut(request),
};

/** The start-up link's landing (app/console/open). */
export const openConsoleRoute = (request: Request) => openConsole(getConfig(), request);

/** GET /metrics, behind METRICS_TOKEN. */
export const metricsRoute = (request: Request) => serveMetrics(request, getConfig().METRICS_TOKEN);

/** Whether this request may see the console, and what the console's pages need to know. */
export function consolePage(cookieHeader: string | null) {
  const access = consoleAccess(getConfig(), cookieHeader);
  if (access !== 'open') return { access, settings: undefined } as const;
  const { operations, limits } = getServices();
  return { access, settings: consoleSettings(consoleContext(), operations, limits) } as const;
}

/** Whether this process has started the server (instrumentation may run once per bundle). */
const startup = perProcess('started', () => ({ started: false }));

/**
 * At server start: fails fast on a bad configuration, brings the HTTP server's own answers into the
 * contract, warms the engines, takes over SIGTERM/SIGINT.
 */
export async function startServer(): Promise<void> {
  const once = startup();
  if (once.started) return;
  once.started = true;
  try {
    core();
    // Engines are built here, not at the first request: a setting found wrong only by using it (a
    // store file the server cannot write) stops start-up too.
    getServices();
    getServiceHistory();
    announceConsoleLink(getConfig());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`\nThe server cannot start: ${message}\n\n`);
    process.exit(1);
  }
  const { REDIS_URL, SHUTDOWN_GRACE_MS, SHUTDOWN_LINGER_MS, REQUEST_BODY_TIMEOUT_MS } = getConfig();
  // The server listens already when Next.js runs this: headers get the body's deadline.
  guardListeningServers({ headersTimeoutMs: REQUEST_BODY_TIMEOUT_MS });
  // With NEXT_MANUAL_SIG_HANDLE unset, Next.js also handles the signal and closes the listener at once.
  // A second SIGTERM changes nothing (the grace period still bounds the drain); a second SIGINT
  // (Ctrl+C again) stops at once.
  process.on('SIGTERM', () => startDrain('SIGTERM', SHUTDOWN_GRACE_MS, SHUTDOWN_LINGER_MS));
  process.once('SIGINT', () => {
    startDrain('SIGINT', SHUTDOWN_GRACE_MS, SHUTDOWN_LINGER_MS);
    process.once('SIGINT', () => process.exit(130));
  });
  for (const engine of getServices().engines) startEngine(engine);
  logger.info({ msg: 'server ready', redis: Boolean(REDIS_URL) });
}

function startDrain(signal: NodeJS.Signals, graceMs: number, lingerMs: number): void {
  logger.info({ msg: 'shutting down: refusing new connections, finishing in-flight requests', signal });
  void drainAndShutdown(graceMs, { lingerMs });
}

/**
 * Warms an engine in the background (a request that comes first waits for it), reports it to
 * /readyz until it is warm, and stops it after in-flight requests on SIGTERM/SIGINT.
 */
function startEngine({ name, warm, close }: EngineLifecycle): void {
  if (close) onShutdown(name, close);
  if (!warm) return;
  let ready = false;
  registerReadinessCheck(name, () => ready);
  const started = performance.now();
  warm()
    .then(() => {
      ready = true;
      logger.info({ msg: 'engine warm', operation: name, ms: Math.round(performance.now() - started) });
    })
    .catch((error: unknown) =>
      logger.error({ msg: 'engine failed to start', operation: name, ...describeError(error) }),
    );
}
