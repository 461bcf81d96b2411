import { contractOf, OPERATION_NAMES, operationCount } from '@/lib/operations/contracts';

const OPERATIONS = OPERATION_NAMES.map((name) => contractOf(name));
const ENDPOINTS = operationCount('JSON endpoints');

/** What the site shows when the console is turned off (CONSOLE_ENABLED=false): the API alone. */
export function ApiOnlyHome() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-semibold tracking-tight">Inference service</h1>
      <p className="mt-3 text-zinc-600 dark:text-zinc-400">
        {ENDPOINTS.charAt(0).toUpperCase() + ENDPOINTS.slice(1)} under <code>/private</code>, authenticated with an API
        key sent as <code>Authorization: Bearer &lt;key&gt;</code> or <code>X-Api-Key</code>. The console is turned off
        on this server.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {OPERATIONS.map((operation) => (
          <li key={operation.path} className="rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
            <h2 className="font-medium">{operation.title}</h2>
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
              {operation.console?.blurb ?? operation.summary}
            </p>
            <code className="mt-3 block text-xs text-zinc-600 dark:text-zinc-400">POST {operation.path}</code>
          </li>
        ))}
      </ul>
    </main>
  );
}
