'use client';
import { useEffect, useState } from 'react';
import { cx } from '../cx';
import { secondaryButton } from '../ui';

/** Copies text to the clipboard and says so for a moment. */
export function CopyButton({
  text,
  label,
  className,
}: {
  text: string | (() => string);
  label: string;
  className?: string;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 1500);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(typeof text === 'function' ? text() : text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <button type="button" onClick={copy} className={cx(secondaryButton, className)} aria-live="polite">
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : label}
    </button>
  );
}
