/**
 * Where the request pipeline's own time goes, stage by stage, in one process (no HTTP, no Next.js):
 * `npx tsx --conditions=react-server bench/baseline/pipeline-stages.ts [--requests N]`.
 *
 * Each stage of lib/http/endpoint.ts is timed alone, over many requests, with the pieces the
 * pipeline uses (the configured keys, the in-memory rate limits, the ai_name operation's schemas,
 * the metrics registry, the logger at its production level writing to /dev/null); then the whole
 * pipeline (`handle`) with ai_name's embedded namer, and with an engine that answers at once, so
 * that the stages can be set beside the whole. Hot loops: a stage costs at least this under load.
 */
import { randomBytes } from 'node:crypto';
import { parseKeys } from '../../lib/auth/api-keys';
import { authenticate } from '../../lib/auth/verify';
import { handle, type Pipeline } from '../../lib/http/endpoint';
import { parseJsonObject, readBodyText } from '../../lib/http/body';
import { jsonResponse } from '../../lib/http/respond';
import { createImageLoader } from '../../lib/images/load';
import { RateLimits } from '../../lib/limits';
import { configureLogger, logger, withRequestFields } from '../../lib/log';
import { observeRequest } from '../../lib/observability/metrics';
import { composeOperations, keyPermissions, parseConfig } from '../../lib/operations/registry';
import type { Operation } from '../../lib/operations/types';
import { track } from '../../lib/server/lifecycle';
import { table } from '../helpers';

const argument = (name: string) => process.argv[process.argv.indexOf(name) + 1];
const REQUESTS = Number(process.argv.includes('--requests') ? argument('--requests') : 20_000);
const NAMING_BODY = JSON.stringify({
  event: { text: 'Breaking: a frog named Pepper just became mayor of a small town' },
});

/**
 * CPU microseconds a call of `stage` takes (the process's, garbage collection included), the median
 * of five rounds of `REQUESTS` calls after one to warm it up: CPU time, not wall time, so that
 * other work on a shared machine changes it less.
 */
async function perCall(stage: (index: number) => unknown): Promise<number> {
  const rounds: number[] = [];
  for (let round = 0; round < 6; round += 1) {
    const started = process.cpuUsage();
    for (let index = 0; index < REQUESTS; index += 1) {
      const value = stage(index);
      if (value instanceof Promise) await value;
    }
    const { user, system } = process.cpuUsage(started);
    if (round > 0) rounds.push((user + system) / REQUESTS);
  }
  return rounds.sort((a, b) => a - b)[2]!;
}

/** The response, read, once it is known to be a 200. */
async function answered(response: Promise<Response>): Promise<void> {
  const { status } = await response;
  if (status !== 200) throw new Error(`the pipeline answered ${status}`);
  await (await response).arrayBuffer();
}

async function main() {
  const key = randomBytes(24).toString('hex');
  process.env.API_KEYS = JSON.stringify([{ key, user: 'bench', imageEdit: true }]);
  process.env.AI_NAME_ENGINE = 'local';
  // As npm run bench: no request is refused by the rate limits (each is still counted).
  process.env.RATE_LIMIT_RPM = '100000000';
  process.env.IMAGE_EDIT_ENGINE = 'local';
  process.env.DATA_DIR ??= `/tmp/pipeline-stages-${process.pid}`;
  const config = parseConfig();
  // Production's level: every request's line is written (run with stdout to /dev/null; the table goes to stderr).
  configureLogger({ level: 'info', pretty: false });
  const records = parseKeys(process.env.API_KEYS, keyPermissions());
  const loadImage = createImageLoader({
    maxBytes: config.IMAGE_MAX_BYTES,
    maxPixels: config.IMAGE_MAX_PIXELS,
    timeoutMs: config.IMAGE_FETCH_TIMEOUT_MS,
    allowPrivate: false,
  });
  const { operations } = composeOperations(config, loadImage);
  const operation = operations.ai_name;
  const pipeline: Pipeline = {
    keys: records,
    rateLimits: new RateLimits(),
    bodyLimitBytes: config.BODY_LIMIT_BYTES,
    bodyTimeoutMs: config.REQUEST_BODY_TIMEOUT_MS,
  };
  const headers = new Headers({ 'content-type': 'application/json', authorization: `Bearer ${key}` });
  const request = () => new Request('http://127.0.0.1/private/ai_name', { method: 'POST', headers, body: NAMING_BODY });
  const parsedBody = JSON.parse(NAMING_BODY) as Record<string, unknown>;
  const parsed = operation.parse(parsedBody);
  if (!parsed.success) throw new Error('the naming body does not parse');
  const answer = await operation.run(parsed.input, {
    requestId: 'x',
    user: 'bench',
    keyId: 'key-1',
    signal: new AbortController().signal,
  });
  const instant: Operation = { ...operation, run: async () => answer };
  const never = new AbortController().signal;
  const callerSignal = new AbortController().signal;
  const logLine = {
    msg: 'request',
    requestId: '00000000-0000-4000-8000-000000000000',
    operation: 'ai_name',
    keyId: 'key-1',
    status: 200,
    code: undefined,
    engine: 'local',
    latencyMs: 3.1,
  };
  const fields = () => ({ requestId: logLine.requestId, operation: 'ai_name', keyId: 'key-1' });

  const stages: Array<[string, (index: number) => unknown]> = [
    ['request id (randomUUID)', () => crypto.randomUUID()],
    ['auth: header, SHA-256 of the key, constant-time compare', () => authenticate(records, headers)],
    ['rate limit: its GCRA bucket in memory', () => pipeline.rateLimits.consume(operation.rateBuckets, 'bench')],
    // A Request is built each time (Next.js builds it; a body is read once): the two rows differ by the read.
    ['body, as the bare route reads it: a Request, request.text()', () => request().text()],
    [
      'body: a Request, readBodyText (size limit, body deadline)',
      () => readBodyText(request(), pipeline.bodyLimitBytes, pipeline.bodyTimeoutMs),
    ],
    ['body: JSON.parse to an object', () => parseJsonObject(NAMING_BODY)],
    ['zod in: the request schema', () => operation.parse(parsedBody)],
    [
      // As runWithinDeadline does it (endpoint.ts), around work that is already done.
      'deadline: one AbortController, the leaving listener, one timer, the race',
      async () => {
        const work = new AbortController();
        const left = () => work.abort(callerSignal.reason);
        callerSignal.addEventListener('abort', left, { once: true });
        let timer: NodeJS.Timeout | undefined;
        const expired = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(work.abort()), operation.deadlineMs);
        });
        try {
          return await Promise.race([Promise.resolve(work.signal), expired]);
        } finally {
          clearTimeout(timer);
          callerSignal.removeEventListener('abort', left);
        }
      },
    ],
    [
      'in flight + request fields (track, AsyncLocalStorage)',
      () => track(() => withRequestFields(fields, async () => 1)),
    ],
    [
      'engine: the embedded namer',
      () => operation.run(parsed.input, { requestId: 'x', user: 'bench', keyId: 'key-1', signal: never }),
    ],
    ['zod out: the response schema', () => operation.response.safeParse(answer.body)],
    [
      'respond: JSON and the Response',
      () => jsonResponse(200, answer.body, { requestId: logLine.requestId, headers: { 'X-Engine': 'local' } }),
    ],
    [
      'metrics: counter and histogram',
      () => observeRequest({ operation: 'ai_name', status: 200, engine: 'local', seconds: 0.003 }),
    ],
    ['log: the request line (pino, info)', () => logger.info(logLine)],
    ['whole pipeline, instant engine (handle)', () => answered(handle(pipeline, instant, request()))],
    ['whole pipeline, embedded namer (handle)', () => answered(handle(pipeline, operation, request()))],
  ];
  const rows: string[][] = [];
  for (const [name, stage] of stages) {
    const micros = await perCall(stage);
    rows.push([name, micros.toFixed(1)]);
    process.stderr.write(`${name}: ${micros.toFixed(1)} µs\n`);
  }
  process.stderr.write(`\n${table(['stage', 'CPU µs a request'], rows)}\n`);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
