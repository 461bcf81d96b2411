'use client';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { runOperation } from '../api/run-operation';
import type { OperationName } from '@/lib/operations/contracts';
import type { RunRecord } from '../api/types';
import { addToHistory } from './history-store';

/**
 * Runs one operation for a panel: the call (a react-query mutation), the record on show (the last
 * run, or one re-opened from history), the start time for the elapsed-time display, and Cancel.
 */
export function useOperationRun(operation: OperationName) {
  const [shown, setShown] = useState<RunRecord | undefined>();
  const [startedAt, setStartedAt] = useState<number | undefined>();
  const controller = useRef<AbortController | undefined>(undefined);
  const mutation = useMutation({
    mutationKey: ['run', operation],
    mutationFn: (request: unknown) => {
      controller.current = new AbortController();
      setStartedAt(Date.now());
      return runOperation(operation, request, controller.current.signal);
    },
    onMutate: () => setShown(undefined),
    onSuccess: (record) => {
      setShown(record);
      addToHistory(operation, record);
    },
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
    },
    networkError: mutation.error && !cancelled ? mutation.error.message : undefined,
    cancelled,
  };
}

export type OperationRun = ReturnType<typeof useOperationRun>;
