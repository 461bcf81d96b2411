import { writeFile } from 'node:fs/promises';
import { dataUrlBytes } from '../images.ts';
import { imageArgument, IMAGES, prepareOutputFolder, strings, text } from './arguments.ts';
import type { Command } from './command.ts';
import { UsageError } from './usage.ts';

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
    const output = text(context.values.output);
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
