import type { ComponentsObject, OpenAPIObject, ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';

/**
 * A schema where the document may put one. In OpenAPI 3.1 (JSON Schema 2020-12) a `$ref` is a schema
 * keyword with siblings, so both kinds read as a SchemaObject.
 */
export type SchemaOrRef = SchemaObject | ReferenceObject;

/** The document's named schemas, `components.schemas`. */
export type Schemas = Record<string, SchemaOrRef>;

/** Either kind read as a SchemaObject (a copy: a ReferenceObject's type lacks the extension keys). */
export const asSchema = (schema: SchemaOrRef): SchemaObject => ({ ...schema });

const SCHEMA_PREFIX = '#/components/schemas/';

/** `OcrResult` for `#/components/schemas/OcrResult`; undefined for anything else. */
export function schemaRefName(ref: string | undefined): string | undefined {
  return ref?.startsWith(SCHEMA_PREFIX) ? decodeURIComponent(ref.slice(SCHEMA_PREFIX.length)) : undefined;
}

/** Follows `$ref`s into the document's components until it reaches a schema (or one that is missing). */
export function resolveSchema(schema: SchemaOrRef, schemas: Schemas): SchemaObject {
  let current = asSchema(schema);
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

export const isReference = (value: object): value is ReferenceObject =>
  typeof (value as { $ref?: unknown }).$ref === 'string';

/** The component sections besides schemas that the page resolves references into. */
type Section = 'headers' | 'responses' | 'requestBodies' | 'securitySchemes';
type Component<S extends Section> = Exclude<NonNullable<ComponentsObject[S]>[string], ReferenceObject>;

/** A `#/components/<section>/<name>` reference resolved in the document, or the value itself. */
export function resolveComponent<S extends Section>(
  value: Component<S> | ReferenceObject,
  document: OpenAPIObject,
  section: S,
): Component<S> | undefined {
  if (!isReference(value)) return value;
  const prefix = `#/components/${section}/`;
  if (!value.$ref.startsWith(prefix)) return undefined;
  const target = document.components?.[section]?.[decodeURIComponent(value.$ref.slice(prefix.length))];
  return target && !isReference(target) ? (target as Component<S>) : undefined;
}

/** A component section with its entries resolved; an entry whose reference leads nowhere is left out. */
export function resolvedComponents<S extends Section>(
  document: OpenAPIObject,
  section: S,
): Record<string, Component<S>> {
  const entries = Object.entries(document.components?.[section] ?? {}) as Array<
    [string, Component<S> | ReferenceObject]
  >;
  return Object.fromEntries(
    entries.flatMap(([name, value]) => {
      const resolved = resolveComponent(value, document, section);
      return resolved ? [[name, resolved]] : [];
    }),
  );
}
