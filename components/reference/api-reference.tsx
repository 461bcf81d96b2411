import type { OpenAPIObject } from 'openapi3-ts/oas31';
import { AuthSection } from './auth-section';
import { EXAMPLE_REQUESTS } from './example-requests';
import { HeadersSection } from './headers-section';
import { OperationSection } from './operation-section';
import { listOperations } from './operations';
import { sectionHeading } from './reference-classes';
import { ReferenceHeader } from './reference-header';
import { ReferenceNav } from './reference-nav';
import { resolvedComponents } from './schema-ref';
import { SharedSchemaSection } from './shared-schema-section';
import { sharedResponseSchemas } from './shared-schemas';

/**
 * A readable rendering of an OpenAPI 3.1 document: header, authentication, one section per
 * operation (body fields, responses, curl), the schemas responses share, and the response headers.
 */
export function ApiReference({
  document,
  documentUrl,
  origin,
}: {
  document: OpenAPIObject;
  documentUrl: string;
  origin: string;
}) {
  const operations = listOperations(document);
  const shared = sharedResponseSchemas(document);
  const schemas = document.components?.schemas ?? {};
  return (
    <div className="grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <ReferenceNav operations={operations} shared={shared} />
      <div className="min-w-0 space-y-10">
        <ReferenceHeader document={document} documentUrl={documentUrl} />
        <AuthSection schemes={resolvedComponents(document, 'securitySchemes')} />
        <section aria-labelledby="operations-title" className="space-y-4">
          <h2 id="operations-title" className={sectionHeading}>
            Operations
          </h2>
          {operations.map((located) => (
            <OperationSection
              key={located.anchor}
              located={located}
              document={document}
              shared={shared}
              origin={origin}
              example={
                located.method === 'post' && located.operation.operationId
                  ? EXAMPLE_REQUESTS[located.operation.operationId]
                  : undefined
              }
            />
          ))}
        </section>
        {shared.map((name) => (
          <SharedSchemaSection
            key={name}
            name={name}
            schemas={schemas}
            note={`The body of every response that links here. Each operation lists, per status, the codes it can carry.`}
          />
        ))}
        <HeadersSection headers={resolvedComponents(document, 'headers')} />
      </div>
    </div>
  );
}
