'use client';
import { useSyncExternalStore } from 'react';
import { primaryButton } from '../ui';

const noChange = () => () => {};
const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform);

/** The Run button, with the keyboard shortcut (Ctrl/⌘+Enter) it shares with the panel. */
export function RunButton({ pending, disabled }: { pending: boolean; disabled?: boolean }) {
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
      disabled={!hydrated || pending || disabled}
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
