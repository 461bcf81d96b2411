'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cx } from '../cx';
import { focusRing } from '../ui';
import { CONSOLE_PAGES } from './console-pages';

export function NavTabs() {
  const pathname = usePathname();
  return (
    <nav aria-label="Console sections" className="-mb-px flex flex-wrap gap-x-1">
      {CONSOLE_PAGES.map((panel) => {
        const current = pathname === panel.href;
        return (
          <Link
            key={panel.href}
            href={panel.href}
            aria-current={current ? 'page' : undefined}
            className={cx(
              'whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium',
              focusRing,
              current
                ? 'border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-300'
                : 'border-transparent text-zinc-600 hover:border-zinc-300 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-white',
            )}
          >
            {panel.label}
          </Link>
        );
      })}
    </nav>
  );
}
