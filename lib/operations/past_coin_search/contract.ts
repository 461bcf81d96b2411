import { z } from 'zod';
import { AnsweredRequestIdSchema, codePoints, RequestIdSchema } from '../../contract/common';
import {
  EVENT_CONTENT_MESSAGE,
  eventHasContent,
  SOCIAL_EVENT_LIMITS,
  socialEventSchema,
  type SocialEventLimits,
} from '../../contract/social-event';
import { defineContract } from '../../contract/operation';
import { errorConditions } from '../../errors';

export const QUERY_MAX = 200;
export const LIMIT_MAX = 50;
export const DEFAULT_LIMIT = 10;
export const MATCH_KINDS = ['ticker', 'name', 'description'] as const;

/** The past-coin search request for a server whose images may be at most `imageMaxBytes` (IMAGE_MAX_BYTES). */
export function pastCoinSearchRequestSchema(limits: SocialEventLimits) {
  return z
    .strictObject({
      requestId: RequestIdSchema.optional(),
      query: codePoints(1, QUERY_MAX, { trim: true })
        .optional()
        .describe(
          `A coin name, a ticker ($ optional) or words, 1 to ${QUERY_MAX} characters after trimming. Searched as ` +
            'text: quotes, %, *, AND, OR and NEAR search for themselves.',
        ),
      event: socialEventSchema(limits)
        .optional()
        .describe(
          'A social event, as token naming takes it: finds coins launched from posts like it. Known fields: id, text, ' +
            'images; other fields are ignored.',
        ),
      limit: z
        .number({ error: 'must be a number' })
        .int({ error: 'must be a whole number' })
        .min(1, { error: 'must be at least 1' })
        .max(LIMIT_MAX, { error: `must be at most ${LIMIT_MAX}` })
        .default(DEFAULT_LIMIT)
        .describe(`How many results at most, 1 to ${LIMIT_MAX}.`),
      safe: z
        .boolean({ error: 'must be true or false' })
        .optional()
        .describe(
          'true: leave out coins whose name, ticker or description is profane (swearing, sexual words and vulgar ' +
            'puns, slurs, hate figures; in leet-speak, spaced out or glued into other words too), for lists nobody ' +
            'asked for; the answer then says how many were left out (`hidden`). Absent or false: every coin that matches.',
        ),
    })
    .superRefine((body, context) => {
      if ((body.query === undefined) === (body.event === undefined)) {
        context.addIssue({ code: 'custom', message: 'send exactly one of "query" and "event"', path: ['query'] });
      } else if (body.event && !eventHasContent(body.event)) {
        context.addIssue({ code: 'custom', message: EVENT_CONTENT_MESSAGE, path: ['event'] });
      }
    })
    .meta({ id: 'PastCoinSearchRequest' });
}

export const PastCoinSearchRequestSchema = pastCoinSearchRequestSchema(SOCIAL_EVENT_LIMITS);

export const FoundCoinSchema = z
  .strictObject({
    address: z.string().min(1).describe('The coin’s mint address.'),
    name: z.string().min(1),
    ticker: z.string().min(1).describe('As its creator wrote it.'),
    description: z.string().nullable().describe('The creator’s text, or null.'),
    marketCap: z.number().min(0).nullable().describe('Market cap in USD, or null.'),
    createdAt: z.iso.datetime().nullable().describe('When it was launched (ISO-8601), or null.'),
    score: z
      .number()
      .min(0)
      .max(1)
      .describe(
        '0 to 1; 1 when its ticker or name equals the query after normalising case, $, spaces and punctuation.',
      ),
    match: z.enum(MATCH_KINDS).describe('What matched best: its ticker, its name or its description.'),
  })
  .meta({ id: 'PastCoin' });

export const PastCoinSearchResponseSchema = z
  .strictObject({
    requestId: AnsweredRequestIdSchema,
    results: z.array(FoundCoinSchema).describe('Best first; empty when nothing is close.'),
    hidden: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe(
        'Only with `"safe": true`: how many profane coins were left out of the first `limit` results the same ' +
          'search would answer without it (sending it again without `safe` shows them).',
      ),
  })
  .meta({ id: 'PastCoinSearchResponse' });

export type PastCoinSearchRequest = z.output<typeof PastCoinSearchRequestSchema>;
export type PastCoinSearchResponse = z.output<typeof PastCoinSearchResponseSchema>;
export type FoundCoinResult = z.output<typeof FoundCoinSchema>;

export const PAST_COIN_SEARCH_ERRORS = errorConditions({
  /** The past-coin store is down or did not answer in time. */
  past_coin_search_failed: {
    code: 'past_coin_search_failed',
    status: 503,
    message: 'The past-coin store is unavailable or did not answer in time; retry shortly.',
  },
});

export const pastCoinSearchContract = defineContract({
  path: '/private/past_coin_search',
  operationId: 'searchPastCoins',
  title: 'Past coins',
  capability: 'past-coin search',
  summary: 'Find launched coins by name, ticker or words, or by a social post like the one they came from',
  description:
    'An extension of the specification, whose contract is this service’s own. Send exactly one of `query` (a ' +
    'name, a ticker or words) or `event` (a social post). Ranking: the same ticker or name (after normalising ' +
    'case, $, spaces and punctuation) first, then names by fuzzy similarity (typos, joined or split words, extra ' +
    'words), then description text; an event is searched by its text against descriptions and by what it would ' +
    'be named after against names and tickers. The query is text, never query syntax. When the store is down or ' +
    'does not answer in time: 503 past_coin_search_failed with Retry-After. `"safe": true` leaves out profane coins ' +
    'and says how many (`hidden`): for lists shown unasked, such as a demo’s.',
  errors: [PAST_COIN_SEARCH_ERRORS.past_coin_search_failed],
  defaultLimits: SOCIAL_EVENT_LIMITS,
  request: pastCoinSearchRequestSchema,
  response: PastCoinSearchResponseSchema,
  example: { query: '$MOONCAT', limit: 5 },
  console: { href: '/past-coins', blurb: 'Has a coin like this launched before, and how did it do?' },
});
