import type { HttpMethod } from './operations';

export function MethodBadge({ method }: { method: HttpMethod }) {
  return (
    <span className="rounded bg-indigo-600 px-1.5 py-0.5 font-mono text-xs font-semibold text-white dark:bg-indigo-500">
      {method.toUpperCase()}
    </span>
  );
}
