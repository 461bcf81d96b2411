// The readers of the commands' arguments (files, images, texts, posts, numbers), each checked before
// anything is sent: a problem is a UsageError naming the argument.
import type { RequestOf } from '../client.ts';
import { IMAGE_MAX_BYTES } from '../generated/requests.ts';
import { apiError } from '../errors.ts';
import { dataUrl, imageFormat, isUrl } from '../images.ts';
import { needsImageText } from '../kit/index.ts';
import type { CommandContext } from './command.ts';
import { UsageError } from './usage.ts';

/** Standard input read once; asking twice (two `-` arguments) is a usage error. */
export function stdinOnce(read: () => Promise<Buffer>): () => Promise<Buffer> {
  let used = false;
  return async () => {
    if (used) throw new UsageError('only one argument can be - (standard input)');
    used = true;
    return read();
  };
}

/** An image argument as the service takes it: a URL as it is, `-` from stdin, else the file's bytes. */
export async function imageArgument(argument: string, context: CommandContext): Promise<string> {
  if (argument === '-') return checkedImage(new Uint8Array(await context.stdin()), 'standard input');
  return imageFileOrUrl(argument);
}

/**
 * A URL as it is, else the file as a data URL once it is known to be an image the service reads and
 * within its per-image limit (a usage error naming the file otherwise; a file too large is not read).
 */
export async function imageFileOrUrl(argument: string): Promise<string> {
  if (isUrl(argument)) return argument;
  await checkImageSize(argument);
  return checkedImage(new Uint8Array(await fileArgument(argument)), argument);
}

function checkedImage(bytes: Uint8Array, name: string): string {
  if (bytes.length > IMAGE_MAX_BYTES) throw tooLarge(name, bytes.length);
  if (bytes.length === 0) throw new UsageError(`${name} is empty, not an image`);
  if (!imageFormat(bytes))
    throw new UsageError(`${name} is not an image the service reads (JPEG, PNG, WebP, GIF or AVIF)`);
  return dataUrl(bytes);
}

/** A file over the service's per-image limit is refused by its size, before it is read or sent. */
async function checkImageSize(file: string): Promise<void> {
  const { stat } = await import('node:fs/promises');
  let size: number;
  try {
    const info = await stat(file);
    if (info.isDirectory()) throw new UsageError(`${file} is a folder, not an image`);
    size = info.size;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  if (size > IMAGE_MAX_BYTES) throw tooLarge(file, size);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const tooLarge = (name: string, size: number) =>
  new UsageError(`${name} is ${megabytes(size)}; the service reads images up to ${megabytes(IMAGE_MAX_BYTES)}`);

/**
 * That a file can be written at `file` (its folder exists and is writable, and it is not a folder),
 * checked before a request that costs something (an edit) is sent.
 */
export async function checkWritableFile(file: string, option: string): Promise<void> {
  const { access, stat, constants } = await import('node:fs/promises');
  const { dirname } = await import('node:path');
  const folder = dirname(file);
  const info = await stat(file).catch(() => undefined);
  if (info?.isDirectory()) throw new UsageError(`${option} ${file} is a folder; give a file name`);
  try {
    await access(info ? file : folder, constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const what =
      code === 'ENOENT' ? `the folder ${folder} does not exist` : `${info ? file : folder} is not writable (${code})`;
    throw new UsageError(`${option} ${file}: ${what}`);
  }
}

/** The output folder made (when missing) and checked writable before anything is sent. */
export async function prepareOutputFolder(folder: string, option: string): Promise<void> {
  const { access, mkdir, constants } = await import('node:fs/promises');
  try {
    await mkdir(folder, { recursive: true });
    await access(folder, constants.W_OK);
  } catch (error) {
    throw new UsageError(
      `${option} ${folder}: cannot write there (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    );
  }
}

/** A file's bytes, `-` for standard input; a file that cannot be read is a usage error. */
export async function fileArgument(file: string, context?: CommandContext): Promise<Buffer> {
  if (file === '-' && context) return context.stdin();
  const { readFile } = await import('node:fs/promises');
  try {
    return await readFile(file);
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

/** A text argument, `-` for standard input. */
export async function textArgument(argument: string, context: CommandContext): Promise<string> {
  return argument === '-' ? (await context.stdin()).toString('utf8').replace(/\r?\n$/, '') : argument;
}

/** How the image commands' help says what an image argument may be. */
export const IMAGES = 'Images are files, http(s) URLs or - (standard input).';

/** The help line of the --image option of a post (`name`, `search --event`). */
export const EVENT_IMAGES = `--image <file|url>
                 an image of the post (up to 4): a URL (http(s), data:) is sent as it is; a file's
                 text is read (the service's OCR) and joins the post's when it says little, as kit does`;

type Event = RequestOf<'aiName'>['event'];

/**
 * A social event from a text argument (`-` for stdin) and --image arguments; an image alone is an
 * event too. URLs go in the event's images; files are read (checked as every image argument is, a
 * problem naming the file) and, when the post says little, their text is read with OCR and joins the
 * post's, as the launch kit reads them. A post left with nothing to go on (no text of its own or in its files, no URL) is refused here, naming the files.
 */
export async function eventArgument(text: string | undefined, context: CommandContext): Promise<Event | undefined> {
  const images = strings(context.values.image);
  if (text === undefined && images.length === 0) return undefined;
  const read = text === undefined ? '' : (await textArgument(text, context)).trim();
  // An empty post names nothing and finds nothing: refused here rather than sent.
  if (read === '' && images.length === 0) throw new UsageError('the post is empty: give its text or an --image');
  const urls = images.filter(isUrl);
  const files = images.filter((image) => !isUrl(image));
  const fileText = await textOfFiles(files, read, context);
  const postText = [read, fileText].filter((part) => part !== '').join('\n');
  if (postText === '' && urls.length === 0) {
    throw apiError(
      400,
      'invalid_image',
      `Nothing to go on: the post has no text, and no text could be read from ${files.join(', ')}. ` +
        "Give the post's text, or an image with text in it.",
    );
  }
  return { ...(postText !== '' && { text: postText }), ...(urls.length > 0 && { images: urls }) };
}

/** The text of image files, read by the service's OCR when the post says little (else: noted, not read). */
async function textOfFiles(files: string[], postText: string, context: CommandContext): Promise<string> {
  if (files.length === 0) return '';
  const images = await Promise.all(files.map(imageFileOrUrl));
  if (!needsImageText(postText)) {
    context.note(`inference: ${files.join(', ')}: not read, the post says enough`);
    return '';
  }
  const { data } = await context.send('extractImageText', { images });
  const texts = files.map((file, index) => {
    const found = data.results.find((result) => result.imageIndex === index)?.text.trim() ?? '';
    if (found === '') context.note(`inference: ${file}: no text found`);
    return found;
  });
  return texts.filter((found) => found !== '').join('\n');
}

/** A whole number within bounds (no upper one when `max` is absent), or a UsageError naming the option in words. */
export function wholeNumber(value: string, what: string, min = 0, max?: number): number {
  const number = /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isSafeInteger(number) || number < min || (max !== undefined && number > max)) {
    const range = max === undefined ? `of ${min} or more` : `from ${min} to ${max}`;
    throw new UsageError(`${what} must be a whole number ${range}, not "${value}"`);
  }
  return number;
}

/** An option's value as text (undefined when absent). */
export const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A repeatable option's values. */
export const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((each): each is string => typeof each === 'string') : [];
