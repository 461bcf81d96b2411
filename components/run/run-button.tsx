'use client';
import { useSyncExternalStore } from 'react';
import { primaryButton } from '../ui';
import { READING_NOTE_ID } from './reading-note';

const noChange = () => () => {};
const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The Run button, with the keyboard shortcut (Ctrl/⌘+Enter) it shares with the panel; disabled while
 * files are `reading`, described by the ReadingNote that says so.
 */
export function RunButton({ pending, reading = [] }: { pending: boolean; reading?: readonly string[] }) {
  const mac = useSyncExternalStore(noChange, isMac, () => false);
  // Until the page is hydrated a click would submit the form natively (a page reload): wait for it.
  const hydrated = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  return (
    <button
      type="submit"
      className={primaryButton}
      disabled={!hydrated || pending || reading.length > 0}
      aria-describedby={reading.length > 0 ? READING_NOTE_ID : undefined}
      aria-keyshortcuts="Control+Enter Meta+Enter"
    >
      {pending ? 'Running…' : 'Run'}
      <kbd className="ml-1 hidden rounded bg-black/25 px-1 font-sans text-[11px] sm:inline">
        {mac ? '⌘' : 'Ctrl'}+Enter
      </kbd>
    </button>
  );
}

/** Ctrl+Enter or ⌘+Enter anywhere in a panel's form submits it. */
export function submitOnModEnter(event: React.KeyboardEvent<HTMLFormElement>) {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    event.currentTarget.requestSubmit();
  }
}
