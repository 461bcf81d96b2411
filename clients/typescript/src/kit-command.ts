import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { imageFileOrUrl, prepareOutputFolder, UsageError, wholeNumber } from './cli-command.js';
import { optionError } from './cli-usage.js';
import { apiError, NetworkError } from './errors.js';
import { requestProblems } from './request-check.js';
import { kitFiles, kitJson, kitWarnings, runKit, STEP_IDS, type KitState, type StepState } from './kit/index.js';
import { httpCall } from './kit-http-call.js';

export const KIT_USAGE = `Usage: inference kit --text "<post>" [--image <file or URL>]... --out <dir> [options]

Makes a launch kit from a post: names it, searches past coins like the post and like the name,
cuts a 1:1 logo and a 3:1 banner from the first image, draws the ticker on the logo and makes a meme.
Writes kit.json, logo.jpg, banner.jpg, logo-ticker.jpg and meme.jpg into <dir>; prints the name and
ticker (--json: kit.json). When recorded coins use naming's ticker, the kit proposes a free one made
from the name and says both on stderr (and in kit.json), as it does for a banner enlarged over 1.5x.
The past-coin lists leave profane coins out and count them (--show-hidden lists them).
A failed step: the kit is still written; the exit code is the first failure's.

Options:
  --text <post>          the post's text
  --image <file|url>     up to three images (repeat the option)
  --choose <n>           the image the logo, banner and meme come from (1-based, default 1)
  --name, --ticker, --caption <text>
                         use these instead of what naming makes (the meme's caption defaults to the name)
  --show-hidden          list past coins with profane names too
  -o, --out <dir>        the folder to write (made if missing)
  --request-id <id>      each request's id is <id>-1, <id>-2 … in the order sent
  --timeout <seconds>    how long each request may take (default 120)
  --json, --url <base>, --key <key>, --retries <n>, --retry-429   as for the other commands`;

const OPTIONS = {
  text: { type: 'string' },
  image: { type: 'string', multiple: true },
  choose: { type: 'string' },
  name: { type: 'string' },
  ticker: { type: 'string' },
  caption: { type: 'string' },
  'show-hidden': { type: 'boolean' },
  out: { type: 'string', short: 'o' },
  json: { type: 'boolean' },
  url: { type: 'string' },
  key: { type: 'string' },
  retries: { type: 'string' },
  'retry-429': { type: 'boolean' },
  timeout: { type: 'string' },
  'request-id': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const env = (name: string) => process.env[name]?.trim() || undefined;

/** `inference kit`: runs the launch kit, writes its files, and throws the first failed step's error. */
export async function kitCommand(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
  } catch (error) {
    throw optionError(error, OPTIONS, 'kit');
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(`${KIT_USAGE}\n`);
    return 0;
  }
  if (positionals.length > 0) throw new Error(`kit takes the post as --text "…", not "${positionals.join(' ')}"`);
  if (!values.out) throw new Error('kit needs an output folder: --out <dir>');
  const apiKey = values.key ?? env('API_KEY');
  if (!apiKey) throw new Error('No API key: pass --key or set API_KEY.');
  const choose = values.choose === undefined ? 1 : Number(values.choose);
  if (!Number.isInteger(choose) || choose < 1) throw new Error(`--choose must be 1, 2 or 3, not ${values.choose}`);
  const retries = values.retries === undefined ? undefined : Number(values.retries);
  if (retries !== undefined && !(Number.isInteger(retries) && retries >= 0)) {
    throw new Error(`--retries must be a whole number, not ${values.retries}`);
  }
  const timeout = values.timeout === undefined ? undefined : wholeNumber(values.timeout, '--timeout', 1, 3600);
  const requestId = values['request-id'];
  // The numbered ids must be request ids the service takes (the contract's pattern and length).
  if (requestId !== undefined && requestProblems('aiName', { requestId: `${requestId}-99`, event: {} }).length > 0)
    throw new UsageError(`--request-id must be 1 to 125 printable ASCII characters, not "${requestId}"`);

  await prepareOutputFolder(values.out, '--out');
  const images = await Promise.all((values.image ?? []).map(imageFileOrUrl));
  const call = httpCall({
    baseUrl: values.url ?? env('API_BASE_URL') ?? 'http://localhost:3000',
    apiKey,
    retry: { maxRetries: retries, on429: values['retry-429'] ?? false },
    timeoutMs: timeout === undefined ? 120_000 : timeout * 1000,
    requestId,
  });
  const choices = {
    name: values.name,
    ticker: values.ticker,
    caption: values.caption,
    showHidden: values['show-hidden'] ?? false,
  };
  const state = await runKit({ text: values.text ?? '', images, chosenImage: choose - 1 }, call, { choices });

  await writeKit(state, values.out);
  const json = kitJson(state);
  if (values.json) process.stdout.write(`${JSON.stringify(json, null, 2)}\n`);
  else process.stdout.write(`${json.name ?? ''}\t${json.ticker ?? ''}\n`);
  for (const warning of kitWarnings(state)) process.stderr.write(`inference: kit: ${warning}\n`);
  for (const step of failedSteps(state)) {
    process.stderr.write(`inference: kit step "${step.label}" failed: ${describe(step)}\n`);
  }
  const first = firstFailure(state);
  if (first) throw errorOf(first);
  return 0;
}

async function writeKit(state: KitState, folder: string) {
  await mkdir(folder, { recursive: true });
  for (const [name, bytes] of Object.entries(kitFiles(state))) await writeFile(path.join(folder, name), bytes);
}

function failedSteps(state: KitState): StepState[] {
  return STEP_IDS.map((id) => state.steps[id]).filter((step) => step.status === 'failed');
}

/** The failure that explains the others: the first in step order that is not just a missing input. */
function firstFailure(state: KitState): StepState | undefined {
  const failed = failedSteps(state);
  return failed.find((step) => step.error?.code !== 'missing_input') ?? failed[0];
}

function describe(step: StepState): string {
  const error = step.error!;
  const status = error.status === undefined ? '' : `HTTP ${error.status} `;
  const retry = error.retryAfterSeconds === undefined ? '' : ` (retry after ${error.retryAfterSeconds} s)`;
  return `${status}${error.code}: ${error.message}${retry}`;
}

/** A step's error as the command line's typed errors, so its exit code is the other commands'. */
function errorOf(step: StepState): Error {
  const error = step.error!;
  const message = `kit step "${step.label}": ${error.message}`;
  if (error.code === 'network_error') return new NetworkError(message);
  // The kit's own failures (nothing to read, a missing input) are the post's: an invalid request.
  return apiError(error.status ?? 400, error.code, message, null, error.retryAfterSeconds ?? null);
}
