import type { z } from 'zod';

/** `['images', 3]` → `images[3]`; `[0, 'user']` → `body[0].user`; the root → `body` (or the given name). */
export function formatPath(path: readonly PropertyKey[], root = 'body'): string {
  if (path.length === 0) return root;
  const prefix = typeof path[0] === 'number' ? root : '';
  return (
    prefix +
    path
      .map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? String(part) : `.${String(part)}`))
      .join('')
  );
}

/** A one-line description of what is wrong, naming each field (at most three issues). */
export function describeZodError(error: z.ZodError, root = 'body'): string {
  const parts = error.issues.slice(0, 3).map((issue) => `${formatPath(issue.path, root)}: ${issue.message}`);
  const more = error.issues.length - parts.length;
  return more > 0 ? `${parts.join('; ')} (and ${more} more)` : parts.join('; ');
}

/** Length in Unicode code points, the unit every length limit here counts in. */
export function codePointLength(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}
