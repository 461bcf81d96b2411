import { imageArgument, IMAGES } from './arguments.ts';
import type { Command } from './command.ts';
import { UsageError } from './usage.ts';

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
