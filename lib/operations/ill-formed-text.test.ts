import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { contractOf, OPERATION_NAMES, type OperationName } from './contracts';
import { describeZodError } from '../validation';
import { ILL_FORMED_MESSAGE } from '../contract/text';

const CUT = 'Rocket \ud83d';

/** For each operation: a valid body, and each text field of it (its path in the error, its place in the body). */
const TEXT_FIELDS: Record<
  OperationName,
  { body: () => any; fields: Record<string, (body: any, text: string) => void> }
> = {
  image_edit: {
    body: () => ({ prompt: 'make it blue', images: ['https://example.com/a.png'] }),
    fields: {
      prompt: (body, text) => (body.prompt = text),
      'images[0]': (body, text) => (body.images[0] = text),
    },
  },
  ocr: {
    body: () => ({ images: ['https://example.com/a.png'] }),
    fields: { 'images[0]': (body, text) => (body.images[0] = text) },
  },
  ai_name: {
    body: () => ({ event: { id: '1', text: 'a frog named Pepper', images: ['https://example.com/a.png'] } }),
    fields: {
      'event.id': (body, text) => (body.event.id = text),
      'event.text': (body, text) => (body.event.text = text),
      'event.images[0]': (body, text) => (body.event.images[0] = text),
    },
  },
  image_crops: {
    body: () => ({ images: ['https://example.com/a.png'], crops: [{ aspect: '1:1' }] }),
    fields: { 'images[0]': (body, text) => (body.images[0] = text) },
  },
  past_coin_search: {
    body: () => ({ query: 'moon cat' }),
    fields: {
      query: (body, text) => (body.query = text),
      'event.id': (body, text) => {
        delete body.query;
        body.event = { id: text, text: 'gm' };
      },
      'event.text': (body, text) => {
        delete body.query;
        body.event = { text };
      },
      'event.images[0]': (body, text) => {
        delete body.query;
        body.event = { images: [text] };
      },
    },
  },
  past_coins: {
    body: () => ({ coins: [{ address: 'a1', name: 'Moon Cat', ticker: 'MCAT', description: 'a cat' }] }),
    fields: {
      'coins[0].name': (body, text) => (body.coins[0].name = text),
      'coins[0].ticker': (body, text) => (body.coins[0].ticker = text),
      'coins[0].description': (body, text) => (body.coins[0].description = text),
    },
  },
};

const schemaOf = (name: OperationName) => {
  const contract = contractOf(name);
  return contract.request(contract.defaultLimits);
};

/**
 * Every free-text field of a request's JSON Schema, as paths like `coins[0].name`. Strings held to a
 * pattern or a format (request ids, addresses, aspects, dates) are left out: their ASCII patterns
 * refuse a surrogate already.
 */
function textFields(root: any): string[] {
  const found = new Set<string>();
  const walk = (schema: any, at: string) => {
    if (schema.$ref) return walk(root.$defs[schema.$ref.replace('#/$defs/', '')], at);
    for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) walk(option, at);
    if (schema.type === 'string' && !schema.pattern && !schema.format) found.add(at);
    if (schema.type === 'object')
      for (const [key, inner] of Object.entries(schema.properties ?? {})) walk(inner, at ? `${at}.${key}` : key);
    if (schema.type === 'array' && schema.items) walk(schema.items, `${at}[0]`);
  };
  walk(root, '');
  return [...found].sort();
}

describe('ill-formed Unicode in any text field of any operation', () => {
  it.each(OPERATION_NAMES)('%s: the table names every text field its request schema has', (name) => {
    const fields = textFields(z.toJSONSchema(schemaOf(name), { io: 'input', unrepresentable: 'any' }));
    expect(Object.keys(TEXT_FIELDS[name].fields).sort()).toEqual(fields);
  });

  for (const name of OPERATION_NAMES) {
    const { body, fields } = TEXT_FIELDS[name];
    it.each(Object.entries(fields))(
      `${name}: %s holding a lone surrogate is refused, naming the field`,
      (field, put) => {
        const schema = schemaOf(name);
        const whole = body();
        put(whole, 'Rocket \ud83d\ude80');
        expect(schema.safeParse(whole).success).toBe(true);
        for (const text of [CUT, '\ude80 moon', 'a\ud83d\ud83db']) {
          const cut = body();
          put(cut, text);
          const result = schema.safeParse(cut);
          expect(result.success).toBe(false);
          expect(describeZodError(result.error!)).toBe(`${field}: ${ILL_FORMED_MESSAGE}`);
        }
      },
    );
  }

  it('refuses a lone surrogate in a requestId by its printable-ASCII rule', () => {
    const result = schemaOf('ai_name').safeParse({ requestId: 'r-\ud83d', event: { text: 'gm' } });
    expect(describeZodError(result.error!)).toBe('requestId: must be printable ASCII with no space at either end');
  });
});
