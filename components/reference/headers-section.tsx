import type { HeaderObject } from 'openapi3-ts/oas31';
import { cx } from '../cx';
import { anchorTarget, muted, sectionHeading } from './reference-classes';
import { schemaTypeLabel } from './schema-type';
import { headerAnchor } from './shared-schemas';

/** The response headers the operations refer to, each with its own anchor. */
export function HeadersSection({ headers }: { headers: Record<string, HeaderObject> }) {
  return (
    <section id="headers" aria-labelledby="headers-title" className={cx(anchorTarget, 'space-y-3')}>
      <h2 id="headers-title" className={sectionHeading}>
        Response headers
      </h2>
      <dl className="divide-y divide-zinc-200 rounded-md border border-zinc-200 text-sm dark:divide-zinc-800 dark:border-zinc-800">
        {Object.entries(headers).map(([name, header]) => (
          <div
            key={name}
            id={headerAnchor(name)}
            className={cx(anchorTarget, 'grid gap-1 px-3 py-2 sm:grid-cols-[14rem_6rem_1fr] sm:gap-3')}
          >
            <dt className="font-mono text-[0.8125rem] font-semibold">{name}</dt>
            <dd className={cx('font-mono text-xs', muted)}>{header.schema ? schemaTypeLabel(header.schema) : '—'}</dd>
            <dd className={muted}>{header.description ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
