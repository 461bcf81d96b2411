import {
  fileArgument,
  strings,
  textArgument,
  UsageError,
  wholeNumber,
  type Command,
  type CommandContext,
} from './cli-command.js';

const EVENT_IMAGES = '--image <url>  an image of the post (an http(s) URL; up to 4)';

/** A social event from a text argument (`-` for stdin) and --image URLs; an image alone is an event too. */
async function eventOf(text: string | undefined, context: CommandContext) {
  const images = strings(context.values.image);
  if (text === undefined && images.length === 0) return undefined;
  const read = text === undefined ? undefined : await textArgument(text, context);
  // An empty post names nothing and finds nothing: refused here rather than sent.
  if ((read === undefined || read.trim() === '') && images.length === 0)
    throw new UsageError('the post is empty: give its text or an --image');
  return {
    ...(read !== undefined && read.trim() !== '' && { text: read }),
    ...(images.length > 0 && { images }),
  };
}

export const name: Command = {
  synopsis: 'name [<post text>] [--image <url>]...',
  summary: 'a token name and ticker for a post',
  help: `Usage: inference name [<post text>] [--image <url>]... [--json]

A token name and ticker for a social post: its text (- reads it from standard input), its images,
or both. Prints the name and the ticker, tab-separated. --json prints the service's answer with
the request id.

  ${EVENT_IMAGES}

  inference name "Just adopted a frog named Pepper"
  inference name --image https://example.com/frog.jpg`,
  options: { image: { type: 'string', multiple: true } },
  async run(context) {
    if (context.args.length > 1) throw new UsageError('name takes the post text as one argument (quote it)');
    const event = await eventOf(context.args[0], context);
    if (!event) throw new UsageError('name needs the post text, an --image, or both');
    const { data, requestId } = await context.send('aiName', { event });
    return { json: { requestId, ...data }, plain: `${data.name}\t${data.ticker}` };
  },
};

export const search: Command = {
  synopsis: 'search <query> | --event <post text> [--limit <n>]',
  summary: 'launched coins like a name, a ticker or a post',
  help: `Usage: inference search <query> [--limit <n>] [--json]
       inference search --event <post text> [--image <url>]... [--limit <n>] [--json]

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
    // The range is the contract's (checked on sending); this only refuses what is not a number.
    const limit = values.limit === undefined ? undefined : wholeNumber(values.limit as string, '--limit');
    const event = byEvent ? await eventOf(values.event as string | undefined, context) : undefined;
    const { data } = await context.send('searchPastCoins', {
      ...(event ? { event } : { query: args[0] }),
      ...(limit !== undefined && { limit }),
    });
    const plain = data.results.map((coin) => [coin.ticker, coin.name, coin.marketCap ?? '', coin.score].join('\t'));
    return { json: data, plain: plain.join('\n') };
  },
};

export const record: Command = {
  synopsis: 'record <coins.json>',
  summary: 'record launched coins (a key with pastCoinWrite)',
  help: `Usage: inference record <coins.json> [--json]

Records launched coins for search: a JSON array of coins, or { "coins": [...] }; - reads it
from standard input. Coins are upserted by address. Prints how many were recorded.

  inference record coins.json`,
  async run(context) {
    const [file] = context.args;
    if (context.args.length !== 1 || file === undefined) throw new UsageError('record needs one JSON file of coins');
    const text = (await fileArgument(file, context)).toString('utf8');
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new UsageError(`${file} is not JSON: ${(error as Error).message}`);
    }
    const coins = Array.isArray(parsed) ? parsed : (parsed as { coins?: unknown } | null)?.coins;
    const { data } = await context.send('recordPastCoins', { coins: coins as never });
    return { json: data, plain: `recorded ${data.recorded}` };
  },
};
