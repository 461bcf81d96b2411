import type { SchemaObject } from 'openapi3-ts/oas31';
import { schemaConstraints, type Constraint } from './schema-constraints';
import { resolveSchema, schemaRefName, type SchemaOrRef, type Schemas } from './schema-ref';
import { schemaTypeLabel } from './schema-type';

/** One row of a field table: a property, or a property of a nested object or array item. */
export interface FieldRow {
  /** `prompt`, `event.text`, `points[].x`. */
  path: string;
  /** How deep it sits: 0 for the body's own fields. */
  depth: number;
  type: string;
  required: boolean;
  constraints: Constraint[];
  description?: string;
}

const hasFields = (schema: SchemaObject) =>
  schema.properties !== undefined && Object.keys(schema.properties).length > 0;

/** For arrays of plain values: the item's rules, prefixed so they read as rules on each item. */
function itemConstraints(items: SchemaObject): Constraint[] {
  return schemaConstraints(items).map((rule) => ({ ...rule, text: `each item: ${rule.text}` }));
}

/**
 * Flattens an object schema into rows, expanding nested objects (`event.text`) and arrays of
 * objects (`points[].x`), following `$ref`s into `schemas` and stopping at a schema it is already inside.
 */
export function schemaFieldRows(
  schema: SchemaOrRef,
  schemas: Schemas,
  prefix = '',
  depth = 0,
  inside: ReadonlySet<string> = new Set<string>(),
): FieldRow[] {
  const object = resolveSchema(schema, schemas);
  const self = schemaRefName(schema.$ref);
  if (self) inside = new Set([...inside, self]);
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).flatMap(([name, property]) => {
    const path = `${prefix}${name}`;
    const value = resolveSchema(property, schemas);
    const items = value.items && resolveSchema(value.items, schemas);
    const expandItems = items !== undefined && hasFields(items);
    const descriptions = [value.description];
    if (items && !expandItems && items.description) descriptions.push(`Each item: ${items.description}`);
    const row: FieldRow = {
      path,
      depth,
      type: schemaTypeLabel(property),
      required: required.has(name),
      constraints: [...schemaConstraints(value), ...(items && !expandItems ? itemConstraints(items) : [])],
      description: descriptions.filter(Boolean).join(' ') || undefined,
    };
    const nested = expandItems ? value.items! : hasFields(value) ? property : undefined;
    const nestedName = nested && (schemaRefName(nested.$ref) ?? path);
    if (!nested || !nestedName || inside.has(nestedName)) return [row];
    const childPrefix = expandItems ? `${path}[].` : `${path}.`;
    return [row, ...schemaFieldRows(nested, schemas, childPrefix, depth + 1, new Set([...inside, nestedName]))];
  });
}
