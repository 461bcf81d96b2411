import 'server-only';
import { getKeys } from './auth/store';
import { consoleEndpoint } from './console/bff';
import { announceConsoleLink } from './console/console-link';
import { getConfig, type Config } from './config';
import { OPERATION_NAMES, type ContractLimits, type OperationName } from './contract/operations';
import { createNamingEngine } from './engines/ai_name';
import { configuredImageEditor } from './engines/image_edit';
import { createOcrEngine } from './engines/ocr';
import { endpoint } from './http/endpoint';
import { loadImage } from './images/load';
import { getRateLimits } from './limits';
import { describeError, logger } from './log';
import { countOcrWorkerRecycle } from './observability/metrics';
import { buildOpenApiDocument } from './openapi/document';
import { createImageTextReader } from './operations/ai_name/image-text';
import { bindOperation, createCapacities } from './operations/registry';
import type { Engines, Operation } from './operations/types';
import { drainAndShutdown, onShutdown, registerReadinessCheck } from './server/lifecycle';

/**
 * The composition root: the one module that knows every part. It wires config → limits → engines
 * → operations once per process; everything below receives what it needs as arguments.
 * The wiring is kept on globalThis because Next.js evaluates modules once per bundle
 * (instrumentation and each route), and a second OCR pool would double the memory.
 */
interface Services {
  config: Config;
  limits: ContractLimits;
  engines: Engines;
  operations: Record<OperationName, Operation>;
}

const SERVICES = Symbol.for('inference.services');
type WithServices = typeof globalThis & { [SERVICES]?: Services };

export function contractLimits(config: Config): ContractLimits {
  return { ocrMaxImages: config.OCR_MAX_IMAGES };
}

function compose(): Services {
  const config = getConfig();
  const limits = contractLimits(config);
  const capacities = createCapacities(config);
  const ocr = createOcrEngine(config, countOcrWorkerRecycle);
  const engines: Engines = {
    imageEdit: configuredImageEditor(config),
    ocr,
    // The embedded namer reads a post's images, through OCR's own queue, when its text says little.
    naming: createNamingEngine(config, {
      readImageText: capacities.ocr && createImageTextReader({ loadImage, ocr, capacity: capacities.ocr }),
    }),
  };
  const operations = Object.fromEntries(
    OPERATION_NAMES.map((name) => [
      name,
      bindOperation(name, limits, { config, engines, loadImage, capacity: capacities[name] }),
    ]),
  ) as Record<OperationName, Operation>;
  return { config, limits, engines, operations };
}

export function getServices(): Services {
  const holder = globalThis as WithServices;
  holder[SERVICES] ??= compose();
  return holder[SERVICES];
}

const DOCUMENT = Symbol.for('inference.openApiDocument');
type WithDocument = typeof globalThis & { [DOCUMENT]?: ReturnType<typeof buildOpenApiDocument> };

/** The OpenAPI document of this server: its limits, as configured, are the ones it states. */
export function openApiDocument() {
  const holder = globalThis as WithDocument;
  holder[DOCUMENT] ??= buildOpenApiDocument(contractLimits(getConfig()));
  return holder[DOCUMENT];
}

/** A /private route module's exports: `export const { POST, GET, … } = operationRoute('ocr')`. */
export function operationRoute(name: OperationName) {
  return endpoint(() => getServices().operations[name]);
}

/** The console's backend-for-frontend route, which runs the same operations by name. */
export function consoleOperationRoute() {
  return consoleEndpoint((name) =>
    Object.hasOwn(getServices().operations, name) ? getServices().operations[name as OperationName] : undefined,
  );
}

const STARTED = Symbol.for('inference.started');

/** At server start: fails fast on a bad configuration, warms the engines, takes over SIGTERM/SIGINT. */
export async function startServer(): Promise<void> {
  const holder = globalThis as typeof globalThis & { [STARTED]?: boolean };
  if (holder[STARTED]) return;
  holder[STARTED] = true;
  try {
    getConfig();
    getKeys();
    getRateLimits();
    announceConsoleLink(getConfig());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`\nThe server cannot start: ${message}\n\n`);
    process.exit(1);
  }
  const { REDIS_URL } = getConfig();
  // With NEXT_MANUAL_SIG_HANDLE unset, Next.js also handles the signal and closes the listener at once.
  // A second SIGTERM changes nothing (the grace period still bounds the drain); a second SIGINT
  // (Ctrl+C again) stops at once.
  process.on('SIGTERM', () => startDrain('SIGTERM'));
  process.once('SIGINT', () => {
    startDrain('SIGINT');
    process.once('SIGINT', () => process.exit(130));
  });
  warmOcr(getServices().engines.ocr);
  const { imageEdit } = getServices().engines;
  if (imageEdit.close) onShutdown('image_edit', () => imageEdit.close!());
  logger.info({ msg: 'server ready', redis: Boolean(REDIS_URL) });
}

function startDrain(signal: NodeJS.Signals): void {
  logger.info({ msg: 'shutting down: refusing new connections, finishing in-flight requests', signal });
  void drainAndShutdown(getConfig().SHUTDOWN_GRACE_MS);
}

/**
 * Starts the OCR workers in the background (a request that comes first waits for them), reports
 * them to /readyz, and stops them after in-flight requests on SIGTERM/SIGINT.
 */
function warmOcr(ocr: Engines['ocr']): void {
  let warm = false;
  registerReadinessCheck('ocr', () => warm);
  onShutdown('ocr', () => ocr.shutdown());
  const started = performance.now();
  ocr
    .warm()
    .then(() => {
      warm = true;
      logger.info({ msg: 'ocr workers warm', workers: ocr.pool.size, ms: Math.round(performance.now() - started) });
    })
    .catch((error: unknown) => logger.error({ msg: 'ocr workers failed to start', ...describeError(error) }));
}
