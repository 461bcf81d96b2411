import type { OpenAPIObject } from 'openapi3-ts/oas31';
import { listOperations, operationResponses } from './operations';
import { schemaRefName } from './schema-ref';

/**
 * Schemas that several responses use (ErrorResponse, for every error status): the page shows each
 * once in its own section and the responses link to it instead of repeating the table.
 */
export function sharedResponseSchemas(document: OpenAPIObject): string[] {
  const uses = new Map<string, number>();
  for (const { operation } of listOperations(document)) {
    for (const [, response] of operationResponses(operation, document)) {
      for (const media of Object.values(response.content ?? {})) {
        const name = schemaRefName(media.schema?.$ref);
        if (name) uses.set(name, (uses.get(name) ?? 0) + 1);
      }
    }
  }
  return [...uses].filter(([, count]) => count > 1).map(([name]) => name);
}

export const schemaAnchor = (name: string) => `schema-${name}`;
export const headerAnchor = (name: string) => `header-${name}`;
