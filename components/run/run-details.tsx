'use client';
import { useMemo } from 'react';
import { abbreviateDataUrls, curlCommand } from '../api/curl';
import type { RunRecord } from '../api/types';
import { formatMs } from '../format';
import { CopyButton } from './copy-button';
import { JsonBlock } from './json-block';
import { StatusBadge } from './status-badge';

function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-zinc-500 dark:text-zinc-400">{label}</dt>
      <dd className="font-mono text-sm break-words" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** Everything about one run: status, latency, request id, rate limit, engine, raw JSON, curl. */
export function RunDetails({ record }: { record: RunRecord }) {
  const curl = () => curlCommand(window.location.origin, record.operation, record.request);
  // Once per run, not on every render of the panel: a 10 MB image makes a 14 MB command.
  const curlShown = useMemo(
    () =>
      typeof window === 'undefined'
        ? ''
        : abbreviateDataUrls(curlCommand(window.location.origin, record.operation, record.request)),
    [record],
  );
  const { rateLimit } = record;
  return (
    <section aria-label="Run details" data-testid="run-details" className="space-y-3">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-lg border border-zinc-200 p-3 sm:grid-cols-3 lg:grid-cols-5 dark:border-zinc-800">
        <Fact label="HTTP status">
          <StatusBadge status={record.status} />
        </Fact>
        <Fact label="Latency" testId="run-latency">
          {formatMs(record.latencyMs)}
        </Fact>
        <Fact label="Rate limit" testId="run-rate-limit">
          {rateLimit ? (
            <>
              {rateLimit.remaining}/{rateLimit.limit} left{' '}
              <span className="block font-sans text-xs text-zinc-500 dark:text-zinc-400">
                resets in {rateLimit.resetSeconds} s
              </span>
            </>
          ) : (
            '—'
          )}
        </Fact>
        <Fact label="Engine" testId="run-engine">
          {record.engine ?? '—'}
        </Fact>
        <div className="col-span-2 min-w-0 sm:col-span-3 lg:col-span-1">
          <dt className="text-xs text-zinc-500 dark:text-zinc-400">Request id</dt>
          <dd className="flex items-center gap-1">
            <code className="truncate font-mono text-xs" data-testid="run-request-id" title={record.requestId}>
              {record.requestId ?? '—'}
            </code>
            {record.requestId && (
              <CopyButton text={record.requestId} label="Copy" className="shrink-0 px-1.5 py-0.5 text-xs" />
            )}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={curl} label="Copy as curl" />
      </div>
      <JsonBlock title="Request JSON" value={record.request} testId="request-json" />
      <JsonBlock title="Response JSON" value={record.response} testId="response-json" />
      <details className="group rounded-md border border-zinc-200 dark:border-zinc-800" data-testid="curl-block">
        <summary className="flex cursor-pointer select-none items-center px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-500">
          <span className="mr-1 inline-block transition-transform group-open:rotate-90" aria-hidden>
            ▸
          </span>
          curl
          <span className="ml-2 text-xs font-normal text-zinc-500 dark:text-zinc-400">with your key in $API_KEY</span>
        </summary>
        <div className="border-t border-zinc-200 dark:border-zinc-800">
          <pre
            data-testid="curl-preview"
            className="max-h-60 overflow-auto px-3 pb-3 pt-2 font-mono text-xs whitespace-pre-wrap break-all"
          >
            {curlShown}
          </pre>
        </div>
      </details>
    </section>
  );
}
