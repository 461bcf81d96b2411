'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cx } from '../cx';
import { focusRing } from '../ui';

export const PANELS = [
  { href: '/', label: 'Image edit', operation: 'image_edit' },
  { href: '/ocr', label: 'OCR', operation: 'ocr' },
  { href: '/naming', label: 'Token naming', operation: 'ai_name' },
] as const;

/** The tabs: the three panels, then the reference for the API they call. */
const TABS: ReadonlyArray<{ href: string; label: string }> = [
  ...PANELS,
  { href: '/reference', label: 'API reference' },
];

export function NavTabs() {
  const pathname = usePathname();
  return (
    <nav aria-label="Console sections" className="-mb-px flex gap-1 overflow-x-auto">
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
