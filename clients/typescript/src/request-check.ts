import type { OperationId } from './client.ts';
import { REQUEST_SCHEMAS } from './generated/requests.ts';

/** The parts of JSON Schema the request bodies use (see src/generated/requests.ts). */
interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: readonly string[];
  additionalProperties?: boolean;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  /** The pattern's message in words, as the service says it (lib/contract/common.ts). */
  'x-pattern-message'?: string;
  /** One of these (a field that may be null). */
  anyOf?: readonly Schema[];
  minimum?: number;
  maximum?: number;
}

/**
 * What is wrong with a request body by the contract's own limits, one line per problem, naming the
 * field as the service would (`event.images[0]`); empty when the body is within them. The service
 * checks more (images are loaded, prompts trimmed); this catches what is knowable before sending.
 */
export function requestProblems(operation: OperationId, body: unknown): string[] {
  return problems(REQUEST_SCHEMAS[operation] as Schema, body, '');
}

const TYPE_OF: Record<string, (value: unknown) => boolean> = {
  object: (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  array: Array.isArray,
  string: (value) => typeof value === 'string',
  integer: Number.isInteger,
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  boolean: (value) => typeof value === 'boolean',
  null: (value) => value === null,
};

function problems(schema: Schema, value: unknown, field: string): string[] {
  const named = field || 'body';
  if (schema.anyOf) {
    const branch = schema.anyOf.find((each) => !each.type || TYPE_OF[each.type]?.(value));
    if (branch) return problems(branch, value, field);
    return [`${named}: must be ${schema.anyOf.map((each) => article(each.type ?? 'value')).join(' or ')}`];
  }
  if (schema.type && !TYPE_OF[schema.type]?.(value)) return [`${named}: must be ${article(schema.type)}`];
  if (typeof value === 'string') return stringProblems(schema, value, named);
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return [`${named}: must be at least ${schema.minimum}`];
    if (schema.maximum !== undefined && value > schema.maximum) return [`${named}: must be at most ${schema.maximum}`];
    return [];
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems)
      return [`${named}: needs at least ${schema.minItems} item${schema.minItems === 1 ? '' : 's'}`];
    if (schema.maxItems !== undefined && value.length > schema.maxItems)
      return [`${named}: takes at most ${schema.maxItems} items, not ${value.length}`];
    return schema.items ? value.flatMap((item, index) => problems(schema.items!, item, `${field}[${index}]`)) : [];
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const properties = schema.properties ?? {};
    const prefix = field ? `${field}.` : '';
    return [
      ...(schema.required ?? [])
        .filter((key) => record[key] === undefined)
        .map((key) => `${prefix}${key}: is required`),
      ...Object.entries(record).flatMap(([key, each]) => {
        if (each === undefined) return [];
        const property = properties[key];
        if (property) return problems(property, each, `${prefix}${key}`);
        return schema.additionalProperties === false ? [`${prefix}${key}: is not a known field`] : [];
      }),
    ];
  }
  return [];
}

function stringProblems(schema: Schema, value: string, field: string): string[] {
  // Lengths in UTF-16 units, as the service counts; it trims text first, so spaces alone are empty.
  if (schema.minLength !== undefined && value.trim().length < schema.minLength)
    return [
      schema.minLength === 1
        ? `${field}: must not be empty`
        : `${field}: needs at least ${schema.minLength} characters`,
    ];
  if (schema.maxLength !== undefined && value.length > schema.maxLength)
    return [`${field}: must be at most ${schema.maxLength} characters, not ${value.length}`];
  // The service's words for a pattern, never the pattern itself.
  if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value))
    return [`${field}: ${schema['x-pattern-message'] ?? 'is not in the form the service takes'}`];
  return [];
}

const article = (type: string) => {
  if (type === 'integer') return 'a whole number';
  if (type === 'null') return 'null';
  return type === 'object' || type === 'array' ? `an ${type}` : `a ${type}`;
};
