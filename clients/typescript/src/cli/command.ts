import type { ParseArgsConfig } from 'node:util';
import type { ClientOptions, InferenceClient, OperationId, RequestOf, ResultOf } from '../client.ts';
import { requestProblems } from '../request-check.ts';
import { UsageError } from './usage.ts';

/**
 * One command of the `inference` command line. A new command is a file in this folder exporting one
 * of these and a line in main.ts's COMMANDS.
 */
export interface Command {
  /** One line for `inference --help`: the arguments, then what it does. */
  synopsis: string;
  summary: string;
  /** `inference <command> --help`: arguments, options, an example or two. */
  help: string;
  /** The command's own options (node:util parseArgs form), besides the global ones. */
  options?: NonNullable<ParseArgsConfig['options']>;
  run(context: CommandContext): Promise<Outcome>;
}

/** What a command printed: `json` for --json (stdout), `plain` otherwise. */
export interface Outcome {
  json: unknown;
  plain: string;
  /** An error to exit with once the outcome is printed (a launch kit written with a failed step). */
  failure?: Error;
}

export interface CommandContext {
  args: string[];
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  /** Sends a request after checking it against the contract's limits (a problem is a UsageError). */
  send<Id extends OperationId>(operation: Id, body: RequestOf<Id>): Promise<ResultOf<Id>>;
  /** The client of the global options (--url, --key, --retries …), for a command that composes several calls. */
  client(options?: Pick<ClientOptions, 'nextRequestId'>): InferenceClient;
  /** Standard input, once per command (`-` in place of a file or a text). */
  stdin(): Promise<Buffer>;
  /** A line on stderr (notes that are not the result: retries, the edit plan). */
  note(line: string): void;
}

/** Sends through the client, made once the arguments are checked, with --request-id as the body's. */
export function sender(client: () => InferenceClient, requestId: string | undefined): CommandContext['send'] {
  return async (operation, body) => {
    const problems = requestProblems(operation, { ...body, ...(requestId !== undefined && { requestId }) });
    if (problems.length > 0) throw new UsageError(problems.map(withOption).join('; '));
    return client()[operation](body, { requestId });
  };
}

/** Body fields the options set, so that a problem names the option too: `limit: … (--limit)`. */
const OPTION_OF: [RegExp, string][] = [
  [/^limit:/, '--limit'],
  [/^prompt:/, '-p/--prompt'],
  [/^requestId:/, '--request-id'],
  [/^crops(\[\d+\])?(\.|:)/, '--aspect'],
  [/^event\.images/, '--image'],
  [/^event\.text:/, '--event or the post text'],
  [/^query:/, 'the query'],
];

const withOption = (problem: string) => {
  const option = OPTION_OF.find(([field]) => field.test(problem))?.[1];
  return option ? `${problem} (${option})` : problem;
};
