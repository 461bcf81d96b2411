'use client';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { runOperation } from '../api/run-operation';
import type { OperationName } from '@/lib/operations/contracts';
import type { RunRecord } from '../api/types';
import { addToHistory } from './history-store';
import { runEndAnnouncement } from './reveal';

/**
 * Runs one operation for a panel: the call (a react-query mutation), the record on show (the last
 * run, or one re-opened from history), the start time for the elapsed-time display, Cancel, and
 * how the last run ended in words a screen reader announces.
 */
export function useOperationRun(operation: OperationName) {
  const [shown, setShown] = useState<RunRecord | undefined>();
  const [startedAt, setStartedAt] = useState<number | undefined>();
  /** How the last run started here ended, in words for a screen reader ('' while one runs, or after a reset). */
  const [ending, setEnding] = useState('');
  const controller = useRef<AbortController | undefined>(undefined);
  const mutation = useMutation({
    mutationKey: ['run', operation],
    mutationFn: (request: unknown) => {
      controller.current = new AbortController();
      setStartedAt(Date.now());
      return runOperation(operation, request, controller.current.signal);
    },
    onMutate: () => {
      setShown(undefined);
      setEnding('');
    },
    onSuccess: (record) => {
      setShown(record);
      setEnding(runEndAnnouncement({ status: record.status, ok: record.ok, code: record.error?.code }));
      addToHistory(operation, record);
    },
    onError: (error) =>
      setEnding(
        runEndAnnouncement(
          error instanceof DOMException && error.name === 'AbortError' ? { cancelled: true } : { networkError: true },
        ),
      ),
  });
  const cancelled = mutation.error instanceof DOMException && mutation.error.name === 'AbortError';
  return {
    run: (request: unknown) => {
      if (!mutation.isPending) mutation.mutate(request);
    },
    cancel: () => controller.current?.abort(),
    isPending: mutation.isPending,
    startedAt,
    shown,
    show: (record: RunRecord | undefined) => {
      mutation.reset();
      setShown(record);
      setEnding('');
    },
    ending,
    networkError: mutation.error && !cancelled ? mutation.error.message : undefined,
    cancelled,
  };
}

export type OperationRun = ReturnType<typeof useOperationRun>;
