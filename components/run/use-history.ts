'use client';
import type { OperationName } from '@/lib/operations/contracts';
import { useSyncExternalStore } from 'react';
import { emptyHistory, readHistory, subscribeHistory } from './history-store';

/** The panel's recent runs, kept in this browser's localStorage. */
export function useHistory(panel: OperationName) {
  return useSyncExternalStore(subscribeHistory, () => readHistory(panel), emptyHistory);
}
