/** Shared class lists, so every control looks and focuses the same way. */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:focus-visible:outline-indigo-400';

export const buttonBase = `inline-flex items-center justify-center gap-1.5 rounded-md text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${focusRing}`;

export const primaryButton = `${buttonBase} bg-indigo-600 px-4 py-2 text-white hover:bg-indigo-700 dark:bg-indigo-600 dark:hover:bg-indigo-700`;

export const secondaryButton = `${buttonBase} whitespace-nowrap border border-zinc-300 bg-white px-3 py-1.5 text-zinc-800 hover:bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800`;

export const iconButton = `${buttonBase} h-7 w-7 rounded border border-zinc-300 bg-white text-base leading-none text-zinc-700 hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:bg-zinc-800`;

export const inputBase = `block w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 placeholder:text-zinc-400 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-500 ${focusRing}`;

export const card = 'rounded-lg border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900/60';

export const label = 'block text-sm font-medium text-zinc-800 dark:text-zinc-200';

export const hint = 'text-xs text-zinc-500 dark:text-zinc-400';
