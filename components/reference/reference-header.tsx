import type { OpenAPIObject } from 'openapi3-ts/oas31';
import { cx } from '../cx';
import { primaryButton } from '../ui';
import { InlineCodeText } from './inline-code-text';
import { muted } from './reference-classes';

/** Title, version and description of the API, and the document itself to download. */
export function ReferenceHeader({ document, documentUrl }: { document: OpenAPIObject; documentUrl: string }) {
  const { info } = document;
  return (
    <header className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">{info.title}</h1>
        <span
          data-testid="api-version"
          className="rounded-full border border-zinc-300 px-2 py-0.5 font-mono text-xs dark:border-zinc-700"
        >
          v{info.version}
        </span>
        <span className={cx('font-mono text-xs', muted)}>OpenAPI {document.openapi}</span>
      </div>
      {info.description && (
        <p className={cx('max-w-3xl text-sm leading-relaxed', muted)}>
          <InlineCodeText text={info.description} />
        </p>
      )}
      <a href={documentUrl} download="openapi.json" className={cx(primaryButton, 'px-3 py-1.5')}>
        Download openapi.json
      </a>
    </header>
  );
}
