import { writeFile } from 'node:fs/promises';
import {
  checkWritableFile,
  imageArgument,
  prepareOutputFolder,
  strings,
  UsageError,
  type Command,
  type CommandContext,
} from './cli-command.js';
import type { EditPlan } from './edit-plan.js';
import { dataUrlBytes } from './images.js';

const IMAGES = 'Images are files, http(s) URLs or - (standard input).';

export const ocr: Command = {
  synopsis: 'ocr <image>...',
  summary: 'the text of each image',
  help: `Usage: inference ocr <image>... [--json]

The text of 1 to 8 images. ${IMAGES} With one image its lines are printed as they are;
with more, each line is labelled with its image ("receipt.jpg: TOTAL 12.50"). An image with no
text prints nothing (stderr says "no text found"). --json prints the service's whole answer (lines with boxes and confidences).

  inference ocr receipt.jpg
  curl -s https://example.com/a.jpg | inference ocr - b.png`,
  async run(context) {
    const { args } = context;
    if (args.length === 0) throw new UsageError('ocr needs at least one image');
    const images = await Promise.all(args.map((each) => imageArgument(each, context)));
    const { data } = await context.send('extractImageText', { images });
    const labelled = args.length > 1;
    const plain = data.results.flatMap(({ imageIndex, text }) => {
      const name = label(args[imageIndex] ?? String(imageIndex));
      const lines = text.split('\n').filter((line) => line.trim() !== '');
      // Said on stderr, so that stdout holds text only (no blank line for an image without any).
      if (lines.length === 0) context.note(`inference: ${name}: no text found`);
      return lines.map((line) => (labelled ? `${name}: ${line}` : line));
    });
    return { json: data, plain: plain.join('\n') };
  },
};

const label = (argument: string) => (argument === '-' ? 'stdin' : argument);

export const edit: Command = {
  synopsis: 'edit -p <prompt> [<image>...] -o <file>',
  summary: 'edit up to three images; writes the JPEG',
  help: `Usage: inference edit -p <prompt> [<image>...] -o <file> [--json]

Edits up to three images by a prompt (a key with image editing) and writes the 512x512 JPEG to
<file>; with no image the prompt is drawn on a blank canvas. ${IMAGES} Prints the file's path;
what the editor applied and what it left out of the prompt (X-Edit-Plan) go to stderr. --json
prints the service's whole answer with "files" (the file written) and "editPlan" ({ applied,
ignored, header }, null for a hosted model).

  -p, --prompt <text>   what to do, 1 to 2000 characters
  -o, --output <file>   where the JPEG goes

  inference edit -p 'black and white, caption "Hello"' photo.jpg -o out.jpg`,
  options: {
    prompt: { type: 'string', short: 'p' },
    output: { type: 'string', short: 'o' },
  },
  async run(context) {
    const prompt = context.values.prompt as string | undefined;
    const output = context.values.output as string | undefined;
    if (prompt === undefined) throw new UsageError('edit needs a prompt: -p "<prompt>"');
    if (!output) throw new UsageError('edit needs an output file: -o <file>');
    await checkWritableFile(output, '-o');
    const images = await Promise.all(context.args.map((each) => imageArgument(each, context)));
    const { data, editPlan } = await context.send('editImage', { prompt, images });
    await writeFile(output, dataUrlBytes(data.images[0] ?? ''));
    noteEditPlan(editPlan, context);
    return { json: { ...data, files: [output], editPlan }, plain: output };
  },
};

function noteEditPlan(plan: EditPlan | null, context: CommandContext): void {
  if (!plan) return;
  context.note(`inference: applied: ${plan.applied.length > 0 ? plan.applied.join('; ') : 'nothing'}`);
  for (const { part, reason } of plan.words.ignored) context.note(`inference: not done: "${part}" (${reason})`);
}

export const crops: Command = {
  synopsis: 'crops <image>... [--aspect W:H[@width]]... -o <dir>',
  summary: 'crops keeping faces, subject and text',
  help: `Usage: inference crops <image>... [--aspect W:H[@width]]... -o <dir> [--json]

Crops each of 1 to 3 images to 1 to 4 aspects (default 1:1 at 512 pixels), keeping faces, the
subject and text in frame, and writes <dir>/<image>-<W>x<H>.jpg. ${IMAGES} Prints the files
written. --json prints the service's whole answer (each crop's box in the source image) with
"files".

  --aspect W:H[@width]  width to height, whole numbers 1 to 16; width 16 to 1024 pixels
  -o, --output <dir>    the folder (made when missing)

  inference crops photo.jpg --aspect 3:1@1024 --aspect 1:1 -o crops/`,
  options: {
    output: { type: 'string', short: 'o' },
    aspect: { type: 'string', multiple: true },
  },
  async run(context) {
    const output = context.values.output as string | undefined;
    if (context.args.length === 0) throw new UsageError('crops needs at least one image');
    if (!output) throw new UsageError('crops needs an output folder: -o <dir>');
    const aspects = strings(context.values.aspect).map(parseAspect);
    await prepareOutputFolder(output, '-o');
    const images = await Promise.all(context.args.map((each) => imageArgument(each, context)));
    const { data } = await context.send('cropImages', { images, ...(aspects.length > 0 && { crops: aspects }) });
    const files: string[] = [];
    for (const result of data.results) {
      for (const crop of result.crops) {
        const file = `${output.replace(/\/+$/, '')}/${result.imageIndex}-${crop.aspect.replace(':', 'x')}.jpg`;
        await writeFile(file, dataUrlBytes(crop.image));
        files.push(file);
      }
    }
    return { json: { ...data, files }, plain: files.join('\n') };
  },
};

/** `3:1@1024` → { aspect: '3:1', width: 1024 }; the contract's pattern and range are checked on sending. */
function parseAspect(value: string): { aspect: string; width?: number } {
  const [aspect = '', width] = value.split('@');
  if (width === undefined) return { aspect };
  if (!/^\d+$/.test(width)) throw new UsageError(`--aspect ${value}: the width after @ must be a whole number`);
  return { aspect, width: Number(width) };
}
