import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { apiError, NetworkError } from '../errors.ts';
import { kitFiles, kitJson, kitWarnings, runKit, STEP_IDS, type KitState, type StepState } from '../kit/index.ts';
import { requestProblems } from '../request-check.ts';
import { imageFileOrUrl, prepareOutputFolder, strings, text, wholeNumber } from './arguments.ts';
import type { Command } from './command.ts';
import { UsageError } from './usage.ts';

export const kit: Command = {
  synopsis: 'kit --text <post> [--image <image>]... --out <dir>',
  summary: 'a launch kit from a post',
  help: `Usage: inference kit --text "<post>" [--image <file or URL>]... --out <dir> [options]

Makes a launch kit from a post: names it, searches past coins like the post and like the name,
cuts a 1:1 logo and a 3:1 banner from the first image, draws the ticker on the logo and makes a meme.
Writes kit.json, logo.jpg, banner.jpg, logo-ticker.jpg and meme.jpg into <dir>; prints the name and
ticker (--json: kit.json). When recorded coins use naming's ticker, the kit proposes a free one made
from the name and says both on stderr (and in kit.json), as it does for a banner enlarged over 1.5x.
The past-coin lists leave profane coins out and count them (--show-hidden lists them).
A failed step: the kit is still written; the exit code is the first failure's.

  --text <post>          the post's text
  --image <file|url>     up to three images (repeat the option)
  --choose <n>           the image the logo, banner and meme come from (1-based, default 1)
  --name, --ticker, --caption <text>
                         use these instead of what naming makes (the meme's caption defaults to the name)
  --show-hidden          list past coins with profane names too
  -o, --out <dir>        the folder to write (made if missing)
  --request-id <id>      each request's id is <id>-1, <id>-2 … in the order sent`,
  options: {
    text: { type: 'string' },
    image: { type: 'string', multiple: true },
    choose: { type: 'string' },
    name: { type: 'string' },
    ticker: { type: 'string' },
    caption: { type: 'string' },
    'show-hidden': { type: 'boolean' },
    out: { type: 'string', short: 'o' },
  },
  async run(context) {
    const { args, values } = context;
    const out = text(values.out);
    if (args.length > 0) throw new UsageError(`kit takes the post as --text "…", not "${args.join(' ')}"`);
    if (!out) throw new UsageError('kit needs an output folder: --out <dir>');
    const chooseText = text(values.choose);
    const choose = chooseText === undefined ? 1 : wholeNumber(chooseText, '--choose', 1, 3);
    const requestId = text(values['request-id']);
    // The numbered ids must be request ids the service takes (the contract's pattern and length).
    if (requestId !== undefined && requestProblems('aiName', { requestId: `${requestId}-99`, event: {} }).length > 0)
      throw new UsageError(`--request-id must be 1 to 125 printable ASCII characters, not "${requestId}"`);
    let sent = 0;
    const client = context.client(requestId === undefined ? {} : { nextRequestId: () => `${requestId}-${++sent}` });

    await prepareOutputFolder(out, '--out');
    const images = await Promise.all(strings(values.image).map(imageFileOrUrl));
    const choices = {
      name: text(values.name),
      ticker: text(values.ticker),
      caption: text(values.caption),
      showHidden: values['show-hidden'] === true,
    };
    const state = await runKit({ text: text(values.text) ?? '', images, chosenImage: choose - 1 }, client, {
      choices,
    });

    await writeKit(state, out);
    for (const warning of kitWarnings(state)) context.note(`inference: kit: ${warning}`);
    for (const step of failedSteps(state))
      context.note(`inference: kit step "${step.label}" failed: ${describe(step)}`);
    const json = kitJson(state);
    const first = firstFailure(state);
    return { json, plain: `${json.name ?? ''}\t${json.ticker ?? ''}`, ...(first && { failure: errorOf(first) }) };
  },
};

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
  const error = step.error ?? { code: 'unknown', message: '' };
  const status = error.status === undefined ? '' : `HTTP ${error.status} `;
  const retry = error.retryAfterSeconds === undefined ? '' : ` (retry after ${error.retryAfterSeconds} s)`;
  return `${status}${error.code}: ${error.message}${retry}`;
}

/** A step's error as the command line's typed errors, so its exit code is the other commands'. */
function errorOf(step: StepState): Error {
  const error = step.error ?? { code: 'unknown', message: 'failed' };
  const message = `kit step "${step.label}": ${error.message}`;
  if (error.code === 'network_error') return new NetworkError(message);
  // The kit's own failures (nothing to read, a missing input) are the post's: an invalid request.
  return apiError(error.status ?? 400, error.code, message, null, error.retryAfterSeconds ?? null);
}
