import type { z } from 'zod';
import type { NamedErrorCondition } from '../errors';

/**
 * What every operation's contract states, safe for the browser and the server alike: its path,
 * schemas, limits, errors and docs, and how the console presents it. Each operation declares one in
 * its folder (lib/operations/<op>/contract.ts); lib/operations/contracts.ts lists them.
 */
export interface OperationContract<Request = unknown, Response = unknown, Limits extends object = object> {
  path: `/private/${string}`;
  operationId: string;
  /** The console's name for it. */
  title: string;
  /** What it does, as a noun phrase for lists of what the service does ("image editing"). */
  capability: string;
  summary: string;
  description: string;
  /** The error conditions it can answer with beyond every operation's (lib/errors.ts). */
  errors: NamedErrorCondition[];
  /** The limits a server may configure that change what its requests may hold, at their defaults. */
  defaultLimits: Limits;
  /** The request schema for a server with these limits. */
  request(limits: Limits): z.ZodType<Request>;
  response: z.ZodType<Response>;
  /** A small, valid request body, shown in the API reference's examples. */
  example: Request;
  /** Where the console shows it: its panel's path, and one line for the API-only home page. */
  console: { href: string; blurb: string };
}

export function defineContract<Request, Response, Limits extends object = object>(
  contract: OperationContract<Request, Response, Limits>,
) {
  return contract;
}
