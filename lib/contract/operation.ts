import type { z } from 'zod';
import type { NamedErrorCondition } from '../errors';

/**
 * What every operation's contract states, safe for the browser and the server alike: its path,
 * schemas, limits, errors and docs, and how the console presents it. Each operation declares one in
 * its folder (lib/operations/<op>/contract.ts); lib/operations/contracts.ts lists them.
 */
/** Where the console shows an operation: its panel's path, and one line for the API-only home page. */
export interface ConsolePlace {
  href: string;
  blurb: string;
}

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
  /** Headers its success may carry beyond every operation's (X-Request-Id, X-Engine, RateLimit-*), with what each says. */
  successHeaders?: Record<string, string>;
  /** A small, valid request body, shown in the API reference's examples. */
  example: Request;
  /**
   * Where the console shows it: its panel's path, and one line for the API-only home page. Absent for
   * an operation the console has no panel of (recording past coins is for launch platforms' back ends).
   */
  console?: ConsolePlace;
}

/** Types a contract, keeping whether it has a console panel (so the console's list is typed by it). */
export function defineContract<
  Request,
  Response,
  Limits extends object = object,
  Console extends ConsolePlace | undefined = undefined,
>(
  contract: OperationContract<Request, Response, Limits> & { console?: Console },
): OperationContract<Request, Response, Limits> & { console: Console } {
  return contract as OperationContract<Request, Response, Limits> & { console: Console };
}
