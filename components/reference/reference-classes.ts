import { focusRing } from '../ui';

/** Class lists the reference page's pieces share, next to the console-wide ones in ../ui. */
export const textLink = `rounded-sm font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300 ${focusRing}`;

/** Inline code: breaks inside a word only when the word alone is wider than the line (never `Author ization`). */
export const codeChip =
  'rounded bg-zinc-100 px-1 py-0.5 font-mono text-[0.8125rem] text-zinc-800 wrap-anywhere dark:bg-zinc-800 dark:text-zinc-200';

export const sectionHeading = 'text-lg font-semibold tracking-tight';

export const subHeading = 'text-sm font-semibold text-zinc-800 dark:text-zinc-200';

export const muted = 'text-zinc-600 dark:text-zinc-400';

/** Anchored sections stop a little below the top edge when jumped to. */
export const anchorTarget = 'scroll-mt-6';
