import { readFileSync } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { createInferenceClient, DEFAULT_BASE_URL, type ClientOptions } from '../client.ts';
import { ApiError, NetworkError, TimeoutError } from '../errors.ts';
import { stdinOnce, wholeNumber } from './arguments.ts';
import { sender, type Command } from './command.ts';
import { crops } from './crops.ts';
import { edit } from './edit.ts';
import { kit } from './kit.ts';
import { name } from './name.ts';
import { ocr } from './ocr.ts';
import { record } from './record.ts';
import { search } from './search.ts';
import { didYouMean, optionError, UsageError } from './usage.ts';

/** The commands, by name, each in its own file: a new command is one import and one entry here. */
export const COMMANDS: Record<string, Command> = { ocr, edit, name, crops, search, record, kit };

/** Exit codes by error class: scripts branch on these. */
export const EXIT = {
  ok: 0,
  server_error: 1,
  usage: 2,
  invalid_request: 3,
  unauthorized: 4,
  forbidden: 4,
  rate_limited: 5,
  unavailable: 6,
  network: 7,
} as const;

const GLOBAL_OPTIONS = {
  json: { type: 'boolean' },
  'base-url': { type: 'string' },
  url: { type: 'string' },
  key: { type: 'string' },
  'request-id': { type: 'string' },
  retries: { type: 'string' },
  'retry-429': { type: 'boolean' },
  timeout: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const satisfies ParseArgsConfig['options'];

const GLOBAL_HELP = `Options (every command):
  --json                 print the service's whole answer as JSON (errors as JSON on stderr)
  --base-url <url>       where requests go, http(s) (default API_BASE_URL, else ${DEFAULT_BASE_URL});
                         --url is the same
  --key <key>            the API key (default API_KEY)
  --request-id <id>      the request's id (1 to 128 printable ASCII characters)
  --retries <n>          retries of 408 and 5xx answers and lost connections, 0 to 10 (default 2)
  --retry-429            also retry 429 answers, after their Retry-After
  --timeout <seconds>    how long each attempt may take (default 120)
  -h, --help             this help; \`inference <command> --help\` for a command's
  -v, --version          the version

Exit codes: 0 ok, 1 server error (500/502/504), 2 usage (bad arguments, a missing file, no key),
3 invalid request (400), 4 key refused (401/403), 5 rate limited (429), 6 unavailable (503),
7 service unreachable or no answer in time.`;

function usage(): string {
  const width = Math.max(...Object.values(COMMANDS).map((command) => command.synopsis.length));
  const lines = Object.values(COMMANDS).map((command) => `  ${command.synopsis.padEnd(width)}  ${command.summary}`);
  return `Usage: inference <command> [options]\n\nCommands:\n${lines.join('\n')}\n\n${GLOBAL_HELP}`;
}

/** A command's help with the options every command takes; the list of commands without one. */
const helpOf = (command: Command | undefined) => (command ? `${command.help}\n\n${GLOBAL_HELP}` : usage());

function version(): string {
  const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/** The command named by the first argument that is not an option (or an option's value). */
function commandName(argv: string[]): string | undefined {
  const every = Object.assign({}, GLOBAL_OPTIONS, ...Object.values(COMMANDS).map((command) => command.options ?? {}));
  const { positionals } = parseArgs({ args: argv, options: every, allowPositionals: true, strict: false });
  return positionals[0];
}

export async function main(argv: string[]): Promise<number> {
  let json = argv.includes('--json');
  let service = serviceAddress({});
  try {
    const named = commandName(argv);
    const command = named === undefined || named === 'help' ? undefined : COMMANDS[named];
    if (named !== undefined && named !== 'help' && !command)
      throw new UsageError(`unknown command "${named}"${didYouMean(named, [...Object.keys(COMMANDS), 'help'])}`);
    const options = { ...GLOBAL_OPTIONS, ...command?.options };
    let parsed;
    try {
      parsed = parseArgs({ args: argv, options, allowPositionals: true });
    } catch (error) {
      throw optionError(error, options, named ?? 'inference');
    }
    const { values, positionals } = parsed;
    json = values.json ?? false;
    service = serviceAddress(values);
    if (values.version) return print(version());
    if (named === 'help') return print(helpOf(COMMANDS[positionals[1] ?? '']));
    if (values.help) return print(helpOf(command));
    if (!command) {
      process.stderr.write(`${usage()}\n`);
      return EXIT.usage;
    }
    const client = clientFor(values);
    const result = await command.run({
      args: positionals.slice(1),
      values,
      send: sender(client, values['request-id']),
      client,
      stdin: stdinOnce(readStdin),
      note: (line) => process.stderr.write(`${line}\n`),
    });
    const text = json ? JSON.stringify(result.json, null, 2) : result.plain;
    if (text) process.stdout.write(`${text}\n`);
    if (result.failure) throw result.failure;
    return EXIT.ok;
  } catch (error) {
    return report(error, json, service);
  }
}

const print = (text: string) => {
  process.stdout.write(`${text}\n`);
  return EXIT.ok;
};

type GlobalValues = ReturnType<typeof parseArgs<{ options: typeof GLOBAL_OPTIONS }>>['values'];

/** Where requests go, and what said so: --base-url (or --url), else API_BASE_URL, else the default. */
interface ServiceAddress {
  url: string | undefined;
  from: '--base-url' | '--url' | 'API_BASE_URL' | 'the default';
}

function serviceAddress(values: Pick<GlobalValues, 'base-url' | 'url'>): ServiceAddress {
  if (values['base-url'] !== undefined) return { url: values['base-url'], from: '--base-url' };
  if (values.url !== undefined) return { url: values.url, from: '--url' };
  const variable = process.env.API_BASE_URL?.trim();
  return variable ? { url: variable, from: 'API_BASE_URL' } : { url: undefined, from: 'the default' };
}

/** The client for the global options, checked first; made when the command sends its request. */
function clientFor(values: GlobalValues) {
  const { url: baseUrl, from } = serviceAddress(values);
  if (baseUrl !== undefined && !/^https?:\/\/[^/\s]+/i.test(baseUrl))
    throw new UsageError(`${from} must be an http(s) URL such as ${DEFAULT_BASE_URL}, not "${baseUrl}"`);
  const maxRetries = values.retries === undefined ? undefined : wholeNumber(values.retries, '--retries', 0, 10);
  const timeout = values.timeout === undefined ? undefined : wholeNumber(values.timeout, '--timeout', 1, 3600) * 1000;
  const apiKey = values.key ?? process.env.API_KEY?.trim();
  return (options: Pick<ClientOptions, 'nextRequestId'> = {}) => {
    if (!apiKey) throw new UsageError('no API key: pass --key <key> or set API_KEY');
    return createInferenceClient({
      ...options,
      baseUrl: baseUrl || undefined,
      apiKey,
      timeout,
      retry: {
        maxRetries,
        on429: values['retry-429'] ?? false,
        onRetry: (retry) =>
          process.stderr.write(
            `inference: ${retry.status === 0 ? 'no answer' : `HTTP ${retry.status}`}, retrying in ${retry.waitSeconds.toFixed(1)} s\n`,
          ),
      },
    });
  };
}

async function readStdin(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function report(error: unknown, json: boolean, service: ServiceAddress): number {
  const [exit, detail] = classify(error, service);
  if (json) process.stderr.write(`${JSON.stringify({ error: detail })}\n`);
  else {
    const wait = detail.retryAfterSeconds == null ? '' : `; retry after ${detail.retryAfterSeconds} s`;
    const where = detail.requestId ? ` (request ${detail.requestId})` : '';
    process.stderr.write(`inference: ${detail.code}: ${detail.message}${wait}${where}\n`);
    if (exit === EXIT.usage) process.stderr.write('Run `inference --help` for usage.\n');
  }
  return exit;
}

interface ErrorDetail {
  code: string;
  message: string;
  status?: number;
  requestId?: string;
  retryAfterSeconds?: number;
}

/**
 * What "cannot reach" says besides the address tried: which setting gave it, and how to point the
 * command line at the service elsewhere.
 */
function unreachable(error: NetworkError, { from }: ServiceAddress): string {
  const source = from === 'the default' ? 'the default address' : `the address from ${from}`;
  return (
    `${error.message}, ${source}. If the service runs elsewhere, pass --base-url <url> or set API_BASE_URL ` +
    `(the default is ${DEFAULT_BASE_URL}).`
  );
}

function classify(error: unknown, service: ServiceAddress): [number, ErrorDetail] {
  if (error instanceof ApiError) {
    const { code, message, status, requestId, retryAfterSeconds } = error;
    return [
      EXIT[error.kind],
      {
        code,
        message,
        status,
        ...(requestId && { requestId }),
        ...(retryAfterSeconds !== null && { retryAfterSeconds }),
      },
    ];
  }
  if (error instanceof NetworkError) {
    const message = error instanceof TimeoutError ? error.message : unreachable(error, service);
    return [EXIT.network, { code: 'network_error', message }];
  }
  // Bad arguments (parseArgs' own errors included), unreadable files and a missing key: the caller's to fix.
  return [EXIT.usage, { code: 'usage', message: (error as Error).message }];
}
