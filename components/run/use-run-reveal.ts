'use client';
import { useEffect, useRef } from 'react';
import { needsReveal } from './reveal';
import type { OperationRun } from './use-operation-run';

/**
 * Keeps a panel's result in sight on any screen: scrolls to its box when a run starts, when it
 * ends and when a past run is reopened, unless the box already starts in view (on a phone it is
 * below the form). Returns the ref for the result's box.
 */
export function useRunReveal(run: OperationRun) {
  const box = useRef<HTMLDivElement>(null);
  const { isPending, shown, ending } = run;
  useEffect(() => {
    const element = box.current;
    if (!element || !(isPending || shown || ending)) return;
    if (!needsReveal(element.getBoundingClientRect(), window.innerHeight)) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  }, [isPending, shown, ending]);
  return box;
}
