import type { OpenAPIObject, OperationObject, ResponseObject } from 'openapi3-ts/oas31';
import { cx } from '../cx';
import { statusTone } from '../run/status-badge';
import { ErrorCodeText } from './error-code-text';
import { operationResponses } from './operations';
import { codeChip, muted, textLink } from './reference-classes';
import { isReference, resolveComponent, schemaRefName } from './schema-ref';
import { SchemaTable } from './schema-table';
import { headerAnchor, schemaAnchor } from './shared-schemas';

/** This service's extension: the error codes a response with this status can carry. */
function errorCodes(response: ResponseObject): string[] {
  const codes: unknown = response['x-error-codes'];
  return Array.isArray(codes) ? codes.filter((code) => typeof code === 'string') : [];
}

function ResponseHeaders({ response, document }: { response: ResponseObject; document: OpenAPIObject }) {
  const names = Object.keys(response.headers ?? {});
  if (names.length === 0) return null;
  return (
    <p className="text-xs">
      <span className={muted}>Headers: </span>
      {names.map((name, index) => {
        const header = response.headers![name]!;
        const isRef = isReference(header);
        const description = resolveComponent(header, document, 'headers')?.description;
        return (
          <span key={name}>
            {index > 0 && ', '}
            {isRef ? (
              <a href={`#${headerAnchor(name)}`} className={cx(textLink, 'font-mono')}>
                {name}
              </a>
            ) : (
              <code className={codeChip}>{name}</code>
            )}
            {!isRef && description && <span className={muted}> ({description})</span>}
          </span>
        );
      })}
    </p>
  );
}

function ResponseBody({
  response,
  document,
  shared,
  status,
}: {
  response: ResponseObject;
  document: OpenAPIObject;
  shared: string[];
  status: string;
}) {
  return Object.entries(response.content ?? {}).map(([mediaType, media]) => {
    if (!media.schema) return null;
    const name = schemaRefName(media.schema.$ref);
    return (
      <div key={mediaType} className="space-y-2">
        <p className="text-xs">
          <span className={muted}>Body ({mediaType}): </span>
          {name && shared.includes(name) ? (
            <a href={`#${schemaAnchor(name)}`} className={cx(textLink, 'font-mono')}>
              {name}
            </a>
          ) : (
            <code className={codeChip}>{name ?? 'inline schema'}</code>
          )}
        </p>
        {!(name && shared.includes(name)) && (
          <SchemaTable
            schema={media.schema}
            schemas={document.components?.schemas ?? {}}
            caption={`Fields of the ${status} response body`}
          />
        )}
      </div>
    );
  });
}

/** Every status an operation answers with: what it means, its error codes, headers and body. */
export function ResponseList({
  operation,
  document,
  shared,
}: {
  operation: OperationObject;
  document: OpenAPIObject;
  shared: string[];
}) {
  return (
    <ul className="divide-y divide-zinc-200 rounded-md border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
      {operationResponses(operation, document).map(([status, response]) => (
        <li
          key={status}
          data-testid="response"
          data-status={status}
          className="grid gap-x-3 gap-y-1.5 p-3 sm:grid-cols-[3.25rem_minmax(0,1fr)]"
        >
          <span
            className={cx(
              'self-start justify-self-start rounded px-1.5 py-0.5 font-mono text-xs font-semibold',
              statusTone(Number(status)),
            )}
          >
            {status}
          </span>
          <div className="min-w-0 space-y-1.5">
            <p className="text-sm">
              <ErrorCodeText text={response.description} codes={errorCodes(response)} />
            </p>
            <ResponseHeaders response={response} document={document} />
            <ResponseBody response={response} document={document} shared={shared} status={status} />
          </div>
        </li>
      ))}
    </ul>
  );
}
