import { cx } from '../cx';
import type { LocatedOperation } from './operations';
import { muted, textLink } from './reference-classes';
import { schemaAnchor } from './shared-schemas';

/** The page's contents: general sections, then one link per operation. Sticks beside the page on wide screens. */
export function ReferenceNav({ operations, shared }: { operations: LocatedOperation[]; shared: string[] }) {
  const link = cx(textLink, 'block py-0.5 font-normal');
  return (
    <nav aria-label="API reference contents" className="text-sm lg:sticky lg:top-6 lg:self-start">
      <p className={cx('mb-2 text-xs font-medium tracking-wide uppercase', muted)}>On this page</p>
      <ul className="space-y-0.5">
        <li>
          <a href="#authentication" className={link}>
            Authentication
          </a>
        </li>
        {operations.map(({ anchor, method, path }) => (
          <li key={anchor}>
            <a href={`#${anchor}`} className={cx(link, 'font-mono text-[0.8125rem]')}>
              <span className="text-zinc-500 dark:text-zinc-400">{method.toUpperCase()}</span> {path}
            </a>
          </li>
        ))}
        {shared.map((name) => (
          <li key={name}>
            <a href={`#${schemaAnchor(name)}`} className={link}>
              {name}
            </a>
          </li>
        ))}
        <li>
          <a href="#headers" className={link}>
            Response headers
          </a>
        </li>
      </ul>
    </nav>
  );
}
