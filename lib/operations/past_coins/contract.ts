import { z } from 'zod';
import { AnsweredRequestIdSchema, codePoints, patternMessage, RequestIdSchema } from '../../contract/common';
import { defineContract } from '../../contract/operation';
import { errorConditions } from '../../errors';

export const COINS_MAX = 1000;
export const ADDRESS_MAX = 64;
export const NAME_MAX = 64;
export const TICKER_MAX = 16;
export const DESCRIPTION_MAX = 2000;

/**
 * Control characters, but for the line breaks and tabs a description may hold. Format characters
 * (joiners inside emoji, direction marks) are real launches' text and stay.
 */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const CONTROL_BUT_BREAKS = /[^\P{Cc}\n\r\t]|[\u2028\u2029]/u;

const required = (what: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? 'is required' : `must be ${what}`;

/** Said of a name, ticker or description holding a slur (checked on the server, by the seed's guard): the store records none. */
export const SLUR_MESSAGE = 'carries a slur, which the store does not record: reword it or leave this coin out';

const text = (min: number, max: number, control = CONTROL) =>
  codePoints(min, max, { trim: true }).refine((value) => !control.test(value), {
    error: 'must not contain control characters',
  });

const ADDRESS_MESSAGE = 'must be printable ASCII with no spaces';
const INSTANT_MESSAGE = 'must be an ISO-8601 instant, such as 2025-01-31T12:00:00Z';

export const RecordedCoinSchema = z
  .strictObject(
    {
      address: z
        .string({ error: required('a string') })
        .min(1, { error: 'must not be empty' })
        .max(ADDRESS_MAX, { error: `must be at most ${ADDRESS_MAX} characters` })
        .regex(/^[\x21-\x7E]*$/, { error: ADDRESS_MESSAGE })
        .meta(patternMessage(ADDRESS_MESSAGE))
        .describe(`The coin’s mint address, 1 to ${ADDRESS_MAX} characters: the key it is recorded (and updated) by.`),
      name: text(1, NAME_MAX).describe(`1 to ${NAME_MAX} characters.`),
      ticker: text(1, TICKER_MAX).describe(`As its creator wrote it, 1 to ${TICKER_MAX} characters.`),
      description: text(0, DESCRIPTION_MAX, CONTROL_BUT_BREAKS)
        .nullable()
        .optional()
        .describe(`Up to ${DESCRIPTION_MAX} characters, or null.`),
      marketCap: z
        .number({ error: 'must be a number' })
        .min(0, { error: 'must be at least 0' })
        .max(1e15, { error: 'must be at most 1e15' })
        .nullable()
        .optional()
        .describe('Market cap in USD, or null.'),
      createdAt: z.iso
        .datetime({ offset: true, error: INSTANT_MESSAGE })
        .meta(patternMessage(INSTANT_MESSAGE))
        .nullable()
        .optional()
        .describe('When it was launched (ISO-8601), or null.'),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `unknown field(s): ${issue.keys.join(', ')}`
          : 'must be an object { address, name, ticker, description?, marketCap?, createdAt? }',
    },
  )
  .meta({ id: 'RecordedCoin' });

export const PastCoinsRequestSchema = z
  .strictObject({
    requestId: RequestIdSchema.optional(),
    coins: z
      .array(RecordedCoinSchema, { error: 'must be an array of coins' })
      .min(1, { error: 'must hold at least one coin' })
      .max(COINS_MAX, { error: `must hold at most ${COINS_MAX} coins` })
      .describe(
        `1 to ${COINS_MAX} launched coins, upserted by address; one bad coin (a slur in its name, ticker or ` +
          'description makes one) and nothing is written.',
      ),
  })
  .meta({ id: 'PastCoinsRequest' });

export const PastCoinsResponseSchema = z
  .strictObject({
    requestId: AnsweredRequestIdSchema,
    recorded: z
      .number()
      .int()
      .min(1)
      .describe('How many coins were written: the distinct addresses of the request (a repeated address is one coin).'),
  })
  .meta({ id: 'PastCoinsResponse' });

export type RecordedCoin = z.output<typeof RecordedCoinSchema>;

/** A checked coin as the store keeps it: absent fields null, the launch time in UTC. */
export function storedCoin(coin: RecordedCoin) {
  return {
    address: coin.address,
    name: coin.name,
    ticker: coin.ticker,
    description: coin.description || null,
    marketCap: coin.marketCap ?? null,
    createdAt: coin.createdAt ? new Date(coin.createdAt).toISOString() : null,
  };
}
export type PastCoinsRequest = z.output<typeof PastCoinsRequestSchema>;
export type PastCoinsResponse = z.output<typeof PastCoinsResponseSchema>;

export const PAST_COINS_ERRORS = errorConditions({
  past_coin_write_not_enabled: {
    code: 'past_coin_write_not_enabled',
    status: 403,
    message:
      'This API key may not record coins: it lacks the past_coins:write permission, which the operator of this server grants.',
  },
  /** The store (past-coin search's, shared) could not write in time: the code search answers with too. */
  past_coin_write_failed: {
    code: 'past_coin_search_failed',
    status: 503,
    message: 'The past-coin store is unavailable or did not answer in time; retry shortly.',
  },
});

export const pastCoinsContract = defineContract({
  path: '/private/past_coins',
  operationId: 'recordPastCoins',
  title: 'Record past coins',
  capability: 'recording launched coins',
  summary: 'Record launched coins for past-coin search (keys with pastCoinWrite)',
  description:
    'An extension of the specification, whose contract is this service’s own. Upserts 1 to 1,000 coins by ' +
    'address, all or nothing: one bad coin is 400 invalid_message naming its index, and nothing is written; a ' +
    'name, ticker or description carrying a slur (as the shipped corpus is filtered) is such a coin. ' +
    'Keys without "pastCoinWrite": true get 403 past_coin_write_not_enabled. When the store cannot write: 503 ' +
    'past_coin_search_failed with Retry-After.',
  errors: [PAST_COINS_ERRORS.past_coin_write_not_enabled, PAST_COINS_ERRORS.past_coin_write_failed],
  defaultLimits: {},
  request: () => PastCoinsRequestSchema,
  response: PastCoinsResponseSchema,
  example: {
    coins: [
      {
        address: 'MoonCat1111111111111111111111111111111pump',
        name: 'Moon Cat',
        ticker: 'MOONCAT',
        description: 'The cat that went to the moon.',
        marketCap: 12500,
        createdAt: '2024-10-13T08:31:20Z',
      },
    ],
  },
});
