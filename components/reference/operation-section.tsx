import type { OpenAPIObject } from 'openapi3-ts/oas31';
import { cx } from '../cx';
import { card } from '../ui';
import { CurlExample } from './curl-example';
import { InlineCodeText } from './inline-code-text';
import { MethodBadge } from './method-badge';
import { operationRequestBody, type LocatedOperation } from './operations';
import { anchorTarget, codeChip, muted, subHeading, textLink } from './reference-classes';
import { ResponseList } from './response-list';
import { schemaRefName } from './schema-ref';
import { SchemaTable } from './schema-table';

function RequestBody({ located, document }: { located: LocatedOperation; document: OpenAPIObject }) {
  const body = operationRequestBody(located.operation, document);
  if (!body) return <p className={cx('text-sm', muted)}>No request body.</p>;
  return Object.entries(body.content).map(([mediaType, media]) => (
    <div key={mediaType} className="space-y-2">
      <p className="text-sm">
        <code className={codeChip}>{schemaRefName(media.schema?.$ref) ?? 'inline schema'}</code>
        <span className={muted}>
          {' '}
          as {mediaType}
          {body.required ? ', required' : ', optional'}
        </span>
      </p>
      {media.schema && (
        <SchemaTable
          schema={media.schema}
          schemas={document.components?.schemas ?? {}}
          caption={`Fields of the ${located.operation.operationId ?? located.path} request body`}
        />
      )}
    </div>
  ));
}

/** One operation: what it does, how to authenticate, its body, every answer, and a curl to try it. */
export function OperationSection({
  located,
  document,
  shared,
  origin,
  example,
}: {
  located: LocatedOperation;
  document: OpenAPIObject;
  shared: string[];
  origin: string;
  example: unknown;
}) {
  const { method, path, operation, anchor } = located;
  const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
  return (
    <section
      id={anchor}
      aria-labelledby={`${anchor}-title`}
      data-testid="operation"
      className={cx(card, anchorTarget, 'space-y-5')}
    >
      <header className="space-y-2">
        <div className="flex items-center gap-2">
          <h3 id={`${anchor}-title`} className="flex min-w-0 flex-wrap items-center gap-2 text-base font-semibold">
            <MethodBadge method={method} /> <code className="font-mono break-all">{path}</code>
          </h3>
          <a
            href={`#${anchor}`}
            className={cx(textLink, 'px-1 text-sm font-normal')}
            aria-label={`Link to ${method.toUpperCase()} ${path}`}
          >
            #
          </a>
        </div>
        {operation.summary && <p className="font-medium">{operation.summary}</p>}
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {operation.operationId && (
            <div className="flex gap-1.5">
              <dt className={muted}>operationId</dt>
              <dd>
                <code className={codeChip}>{operation.operationId}</code>
              </dd>
            </div>
          )}
          {schemes.length > 0 && (
            <div className="flex gap-1.5">
              <dt className={muted}>Auth</dt>
              <dd>
                {schemes.map((scheme, index) => (
                  <span key={scheme}>
                    {index > 0 && ' or '}
                    <a href="#authentication" className={cx(textLink, 'font-mono text-[0.8125rem]')}>
                      {scheme}
                    </a>
                  </span>
                ))}
              </dd>
            </div>
          )}
        </dl>
        {operation.description && (
          <p className={cx('max-w-4xl text-sm leading-relaxed', muted)}>
            <InlineCodeText text={operation.description} />
          </p>
        )}
      </header>
      <div className="space-y-2">
        <h4 className={subHeading}>Request body</h4>
        <RequestBody located={located} document={document} />
      </div>
      <div className="space-y-2">
        <h4 className={subHeading}>Responses</h4>
        <ResponseList operation={operation} document={document} shared={shared} />
      </div>
      {example !== undefined && <CurlExample origin={origin} path={path} body={example} />}
    </section>
  );
}
