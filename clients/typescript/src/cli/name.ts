import { EVENT_IMAGES, eventArgument } from './arguments.ts';
import type { Command } from './command.ts';
import { UsageError } from './usage.ts';

export const name: Command = {
  synopsis: 'name [<post text>] [--image <file|url>]...',
  summary: 'a token name and ticker for a post',
  help: `Usage: inference name [<post text>] [--image <file|url>]... [--json]

A token name and ticker for a social post: its text (- reads it from standard input), its images,
or both. Prints the name and the ticker, tab-separated. --json prints the service's answer with
the request id.

  ${EVENT_IMAGES}

  inference name "Just adopted a frog named Pepper"
  inference name --image https://example.com/frog.jpg
  inference name --image photo.jpg`,
  options: { image: { type: 'string', multiple: true } },
  async run(context) {
    if (context.args.length > 1) throw new UsageError('name takes the post text as one argument (quote it)');
    const event = await eventArgument(context.args[0], context);
    if (!event) throw new UsageError('name needs the post text, an --image, or both');
    const { data, requestId } = await context.send('aiName', { event });
    return { json: { requestId, ...data }, plain: `${data.name}\t${data.ticker}` };
  },
};
