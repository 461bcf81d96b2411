'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { CONTRACTS, consoleOf, PANEL_OPERATION_NAMES } from '@/lib/operations/contracts';
import { cx } from '../cx';
import { focusRing } from '../ui';

/** The tabs: a panel per operation, the reference for the API they call, then how the service is doing. */
const TABS: ReadonlyArray<{ href: string; label: string }> = [
  ...PANEL_OPERATION_NAMES.map((name) => ({ href: consoleOf(name).href, label: CONTRACTS[name].title })),
  { href: '/reference', label: 'API reference' },
  { href: '/service', label: 'Service' },
];

export function NavTabs() {
  const pathname = usePathname();
  return (
    <nav aria-label="Console sections" className="-mb-px flex flex-wrap gap-x-1">
      {TABS.map((panel) => {
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
