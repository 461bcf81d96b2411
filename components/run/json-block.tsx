'use client';
import { useMemo } from 'react';
import { abbreviateDataUrls } from '../api/curl';
import { CopyButton } from './copy-button';

/**
 * Collapsible JSON, data URLs shortened on screen; Copy gives the full text. Both are worked out once
 * per value, not on every render of the panel (typing a prompt, say): with a 10 MB image the JSON
 * is 14 MB of text.
 */
export function JsonBlock({ title, value, testId }: { title: string; value: unknown; testId: string }) {
  const full = useMemo(() => (typeof value === 'string' ? value : JSON.stringify(value, null, 2)), [value]);
  const shown = useMemo(() => abbreviateDataUrls(full), [full]);
  return (
    <details data-testid={testId} className="group rounded-md border border-zinc-200 dark:border-zinc-800">
      <summary className="flex cursor-pointer select-none items-center justify-between gap-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-500">
        <span>
          <span className="mr-1 inline-block transition-transform group-open:rotate-90" aria-hidden>
            ▸
          </span>
          {title}
        </span>
      </summary>
      <div className="border-t border-zinc-200 dark:border-zinc-800">
        <div className="flex justify-end px-3 pt-2">
          <CopyButton text={full} label="Copy JSON" className="px-2 py-1 text-xs" />
        </div>
        <pre className="max-h-80 overflow-auto px-3 pb-3 pt-1 font-mono text-xs leading-relaxed whitespace-pre-wrap break-all text-zinc-800 dark:text-zinc-200">
          {shown}
        </pre>
      </div>
    </details>
  );
}
