import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { createInferenceClient, type InferenceClient } from './client.js';
import { ApiError, NetworkError } from './errors.js';
import { dataUrlBytes, imageInput } from './images.js';
import { kitCommand } from './kit-command.js';

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

const USAGE = `Usage: inference <command> [options]

Commands:
  ocr <image>...                          text of each image (files or http(s) URLs)
  edit -p <prompt> [<image>...] -o <file> edit up to three images; writes the JPEG
  name <post text> [--image <url>]...     a token name and ticker for a post
  crops <image>... [--aspect 1:1[@512]]... -o <dir>
                                          crops keeping faces, subject and text
  search <query> [--limit <n>]            launched coins like a name or ticker
  record <coins.json>                     record launched coins (a key with pastCoinWrite)
  kit --text <post> [--image <image>]... --out <dir>
                                          a launch kit (inference kit --help)

Options:
  --json                 print the whole answer as JSON (errors as JSON on stderr)
  --url <base>           the service (default API_BASE_URL, else http://localhost:3000)
  --key <key>            the API key (default API_KEY)
  --request-id <id>      the request's id
  --retries <n>          retries of 503 answers after Retry-After (default 2)
  --retry-429            also retry 429 answers
  -h, --help

Exit codes: 0 ok, 1 server error (500/502), 2 usage, 3 invalid request (400), 4 key refused
(401/403), 5 rate limited (429), 6 unavailable (503), 7 service unreachable.`;

class UsageError extends Error {}

const OPTIONS = {
  json: { type: 'boolean' },
  url: { type: 'string' },
  key: { type: 'string' },
  'request-id': { type: 'string' },
  retries: { type: 'string' },
  'retry-429': { type: 'boolean' },
  prompt: { type: 'string', short: 'p' },
  output: { type: 'string', short: 'o' },
  image: { type: 'string', multiple: true },
  aspect: { type: 'string', multiple: true },
  limit: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

interface Command {
  run(client: InferenceClient, args: string[], values: Values, requestId: { requestId?: string }): Promise<unknown>;
  /** The plain-text form of the command's result. */
  plain(result: unknown): string;
}

const COMMANDS: Record<string, Command> = {
  ocr: {
    async run(client, args, _values, id) {
      if (args.length === 0) throw new UsageError('ocr needs at least one image');
      const images = await Promise.all(args.map(imageInput));
      return (await client.extractImageText({ ...id, images })).data;
    },
    plain: (result) => {
      const { results } = result as { results: { text: string }[] };
      return results.map((each) => each.text).join('\n\n');
    },
  },
  edit: {
    async run(client, args, values, id) {
      if (!values.prompt) throw new UsageError('edit needs a prompt: -p "<prompt>"');
      if (!values.output) throw new UsageError('edit needs an output file: -o <file>');
      const images = await Promise.all(args.map(imageInput));
      const { data } = await client.editImage({ ...id, prompt: values.prompt, images });
      const bytes = dataUrlBytes(data.images[0] ?? '');
      await writeFile(values.output, bytes);
      return { requestId: data.requestId, output: values.output, bytes: bytes.length };
    },
    plain: (result) => (result as { output: string }).output,
  },
  name: {
    async run(client, args, values, id) {
      if (args.length !== 1) throw new UsageError('name needs the post text as one argument');
      const { data, requestId } = await client.aiName({ ...id, event: { text: args[0], images: values.image } });
      return { requestId, ...data };
    },
    plain: (result) => {
      const { name, ticker } = result as { name: string; ticker: string };
      return `${name}\t${ticker}`;
    },
  },
  crops: {
    async run(client, args, values, id) {
      if (args.length === 0) throw new UsageError('crops needs at least one image');
      if (!values.output) throw new UsageError('crops needs an output folder: -o <dir>');
      const crops = values.aspect?.map(parseAspect);
      const images = await Promise.all(args.map(imageInput));
      const { data } = await client.cropImages({ ...id, images, ...(crops && { crops }) });
      const { mkdir } = await import('node:fs/promises');
      await mkdir(values.output, { recursive: true });
      const files: string[] = [];
      for (const result of data.results) {
        for (const crop of result.crops) {
          const file = `${values.output}/${result.imageIndex}-${crop.aspect.replace(':', 'x')}.jpg`;
          await writeFile(file, dataUrlBytes(crop.image));
          files.push(file);
        }
      }
      return { requestId: data.requestId, files };
    },
    plain: (result) => (result as { files: string[] }).files.join('\n'),
  },
  search: {
    async run(client, args, values, id) {
      if (args.length !== 1) throw new UsageError('search needs one query');
      const limit = values.limit === undefined ? undefined : wholeNumber(values.limit, '--limit');
      return (await client.searchPastCoins({ ...id, query: args[0], ...(limit && { limit }) })).data;
    },
    plain: (result) =>
      (result as { results: { ticker: string; name: string; marketCap: number | null; score: number }[] }).results
        .map((coin) => [coin.ticker, coin.name, coin.marketCap ?? '', coin.score].join('\t'))
        .join('\n'),
  },
  record: {
    async run(client, args, _values, id) {
      if (args.length !== 1) throw new UsageError('record needs one JSON file of coins');
      const { readFile } = await import('node:fs/promises');
      const parsed = JSON.parse(await readFile(args[0] ?? '', 'utf8')) as unknown;
      const coins = Array.isArray(parsed) ? parsed : (parsed as { coins?: unknown }).coins;
      return (await client.recordPastCoins({ ...id, coins: coins as never })).data;
    },
    plain: (result) => `recorded ${(result as { recorded: number }).recorded}`,
  },
};

function parseAspect(value: string) {
  const [aspect, width] = value.split('@');
  return { aspect: aspect ?? '', ...(width !== undefined && { width: wholeNumber(width, '--aspect width') }) };
}

function wholeNumber(value: string, what: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new UsageError(`${what} must be a whole number, not ${value}`);
  return number;
}

export async function main(argv: string[]): Promise<number> {
  let json = argv.includes('--json');
  try {
    if (argv[0] === 'kit') return await kitCommand(argv.slice(1));
    const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
    json = values.json ?? false;
    const [name, ...args] = positionals;
    if (values.help || !name) {
      (values.help ? process.stdout : process.stderr).write(`${USAGE}\n`);
      return values.help ? EXIT.ok : EXIT.usage;
    }
    const command = COMMANDS[name];
    if (!command) throw new UsageError(`unknown command "${name}"`);
    const client = createInferenceClient({
      baseUrl: values.url,
      apiKey: values.key,
      retry: {
        maxRetries: values.retries === undefined ? undefined : wholeNumber(values.retries, '--retries'),
        on429: values['retry-429'] ?? false,
        onRetry: (retry) =>
          process.stderr.write(`inference: HTTP ${retry.status}, retrying in ${retry.waitSeconds} s\n`),
      },
    });
    const id = values['request-id'] === undefined ? {} : { requestId: values['request-id'] };
    const result = await command.run(client, args, values, id);
    process.stdout.write(`${json ? JSON.stringify(result, null, 2) : command.plain(result)}\n`);
    return EXIT.ok;
  } catch (error) {
    return report(error, json);
  }
}

function report(error: unknown, json: boolean): number {
  const [exit, detail] = classify(error);
  if (json) process.stderr.write(`${JSON.stringify({ error: detail })}\n`);
  else {
    const where = detail.requestId ? ` (request ${detail.requestId})` : '';
    process.stderr.write(`inference: ${detail.code}: ${detail.message}${where}\n`);
    if (exit === EXIT.usage) process.stderr.write('Run `inference --help` for usage.\n');
  }
  return exit;
}

function classify(error: unknown): [number, { code: string; message: string; status?: number; requestId?: string }] {
  if (error instanceof ApiError) {
    const { code, message, status, requestId } = error;
    return [EXIT[error.kind], { code, message, status, ...(requestId && { requestId }) }];
  }
  if (error instanceof NetworkError) return [EXIT.network, { code: 'network_error', message: error.message }];
  const message = (error as Error).message;
  // Bad arguments, missing files and a missing key are the caller's to fix before any request.
  return [EXIT.usage, { code: 'usage', message }];
}

process.exitCode = await main(process.argv.slice(2));
