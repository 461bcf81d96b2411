import type { JsonSchema, OpenApiDocument, Reference } from './openapi-types';

const SCHEMA_PREFIX = '#/components/schemas/';

/** `OcrResult` for `#/components/schemas/OcrResult`; undefined for anything else. */
export function schemaRefName(ref: string | undefined): string | undefined {
  return ref?.startsWith(SCHEMA_PREFIX) ? decodeURIComponent(ref.slice(SCHEMA_PREFIX.length)) : undefined;
}

/** Follows `$ref`s into the document's components until it reaches a schema (or one that is missing). */
export function resolveSchema(schema: JsonSchema, schemas: Record<string, JsonSchema>): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 16; hops += 1) {
    const name = schemaRefName(current.$ref);
    const target = name === undefined ? undefined : schemas[name];
    if (!target) return current;
    // Siblings of $ref (a description, say) describe this use and win over the target's.
    const { $ref: _ref, ...siblings } = current;
    current = { ...target, ...siblings };
  }
  return current;
}

/** A `#/components/<section>/<name>` reference resolved in the document, or the value itself. */
export function resolveComponent<T extends object>(
  value: T | Reference,
  document: OpenApiDocument,
  section: 'headers',
): T | undefined {
  if (!('$ref' in value) || typeof value.$ref !== 'string') return value as T;
  const prefix = `#/components/${section}/`;
  if (!value.$ref.startsWith(prefix)) return undefined;
  return document.components?.[section]?.[value.$ref.slice(prefix.length)] as T | undefined;
}
