import { EVENT_IMAGES, eventArgument, strings, text, wholeNumber } from './arguments.ts';
import type { Command } from './command.ts';
import { REQUEST_SCHEMAS } from '../generated/requests.ts';
import { UsageError } from './usage.ts';

const { minimum, maximum } = REQUEST_SCHEMAS.searchPastCoins.properties.limit;

export const search: Command = {
  synopsis: 'search <query> | --event <post text> [--limit <n>]',
  summary: 'launched coins like a name, a ticker or a post',
  help: `Usage: inference search <query> [--limit <n>] [--json]
       inference search --event <post text> [--image <file|url>]... [--limit <n>] [--json]

Launched coins like a name, a ticker ($ optional) or words; with --event, coins launched from
posts like this one (- reads the post from standard input). Prints one coin per line: ticker,
name, market cap, score, tab-separated. --json prints the service's whole answer.

  --limit <n>    how many at most, 1 to 50 (default 10)
  --event <text> search by a post instead of a query
  ${EVENT_IMAGES}

  inference search '$MOONCAT' --limit 3
  inference search --event "Just adopted a frog named Pepper"`,
  options: {
    limit: { type: 'string' },
    event: { type: 'string' },
    image: { type: 'string', multiple: true },
  },
  async run(context) {
    const { args, values } = context;
    const byEvent = values.event !== undefined || strings(values.image).length > 0;
    if (byEvent ? args.length > 0 : args.length !== 1)
      throw new UsageError('search takes one query, or --event <post text>, not both');
    // The range is the contract's.
    const limitText = text(values.limit);
    const limit = limitText === undefined ? undefined : wholeNumber(limitText, '--limit', minimum, maximum);
    const event = byEvent ? await eventArgument(text(values.event), context) : undefined;
    const { data } = await context.send('searchPastCoins', {
      ...(event ? { event } : { query: args[0] }),
      ...(limit !== undefined && { limit }),
    });
    const plain = data.results.map((coin) => [coin.ticker, coin.name, coin.marketCap ?? '', coin.score].join('\t'));
    return { json: data, plain: plain.join('\n') };
  },
};
