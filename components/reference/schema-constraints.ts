import type { SchemaObject } from 'openapi3-ts/oas31';

/** One rule a value must follow, as words plus an optional literal shown in code type. */
export interface Constraint {
  text: string;
  code?: string;
}

/** Bounds this large mean "no bound" (zod writes Number.MAX_SAFE_INTEGER for plain integers). */
const UNBOUNDED = Number.MAX_SAFE_INTEGER;

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

function range(min: number | undefined, max: number | undefined, one: string, many: string): string | undefined {
  const lower = min === undefined || min <= 0 ? undefined : min;
  if (lower !== undefined && max !== undefined) {
    return lower === max ? `exactly ${max} ${plural(max, one, many)}` : `${lower}–${max} ${many}`;
  }
  if (max !== undefined) return `at most ${max} ${plural(max, one, many)}`;
  if (lower !== undefined) return `at least ${lower} ${plural(lower, one, many)}`;
  return undefined;
}

function numericRange(schema: SchemaObject): Constraint[] {
  const min = schema.minimum;
  const max = schema.maximum !== undefined && schema.maximum >= UNBOUNDED ? undefined : schema.maximum;
  const found: Constraint[] = [];
  if (min !== undefined && max !== undefined) found.push({ text: `${min} to ${max}` });
  else if (min !== undefined) found.push({ text: `≥ ${min}` });
  else if (max !== undefined) found.push({ text: `≤ ${max}` });
  if (schema.exclusiveMinimum !== undefined) found.push({ text: `> ${schema.exclusiveMinimum}` });
  if (schema.exclusiveMaximum !== undefined && schema.exclusiveMaximum < UNBOUNDED)
    found.push({ text: `< ${schema.exclusiveMaximum}` });
  return found;
}

const literal = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The rules on one schema's own value: lengths, item counts, bounds, pattern, allowed values, default. */
export function schemaConstraints(schema: SchemaObject): Constraint[] {
  const found: Constraint[] = [];
  const length = range(schema.minLength, schema.maxLength, 'character', 'characters');
  if (length) found.push({ text: length });
  const items = range(schema.minItems, schema.maxItems, 'item', 'items');
  if (items) found.push({ text: items });
  found.push(...numericRange(schema));
  if (schema.format) found.push({ text: 'format', code: schema.format });
  if (schema.pattern) found.push({ text: 'pattern', code: schema.pattern });
  if (schema.enum) found.push({ text: 'one of', code: schema.enum.map(literal).join(', ') });
  if (schema.const !== undefined) found.push({ text: 'always', code: literal(schema.const) });
  if (schema.default !== undefined) found.push({ text: 'default', code: JSON.stringify(schema.default) });
  if (schema.additionalProperties === false && schema.properties) found.push({ text: 'no other fields' });
  return found;
}
