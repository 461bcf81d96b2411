import { writeFile } from 'node:fs/promises';
import type { EditPlan } from '../edit-plan.ts';
import { dataUrlBytes } from '../images.ts';
import { checkWritableFile, imageArgument, IMAGES, text } from './arguments.ts';
import type { Command, CommandContext } from './command.ts';
import { UsageError } from './usage.ts';

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
    const prompt = text(context.values.prompt);
    const output = text(context.values.output);
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
