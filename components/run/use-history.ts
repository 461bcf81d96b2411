'use client';
import { useSyncExternalStore } from 'react';
import { emptyHistory, readHistory, subscribeHistory, type PanelId } from './history-store';

/** The panel's recent runs, kept in this browser's localStorage. */
export function useHistory(panel: PanelId) {
  return useSyncExternalStore(subscribeHistory, () => readHistory(panel), emptyHistory);
}
