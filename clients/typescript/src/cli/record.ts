import type { RequestOf } from '../client.ts';
import { requestProblems } from '../request-check.ts';
import { fileArgument } from './arguments.ts';
import type { Command } from './command.ts';
import { UsageError } from './usage.ts';

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
    const body = { coins: Array.isArray(parsed) ? parsed : (parsed as { coins?: unknown } | null)?.coins };
    if (!isCoins(body)) throw new UsageError(requestProblems('recordPastCoins', body).join('; '));
    const { data } = await context.send('recordPastCoins', body);
    return { json: data, plain: `recorded ${data.recorded}` };
  },
};

/** A file's coins as the request takes them: checked against the contract's schema before sending. */
const isCoins = (body: { coins: unknown }): body is RequestOf<'recordPastCoins'> =>
  requestProblems('recordPastCoins', body).length === 0;
