/** What the console shows a browser that has not opened the start-up link (no password, not opened on purpose). */
export function ClosedConsole() {
  return (
    <main className="mx-auto max-w-2xl px-6 py-16">
      <h1 className="text-3xl font-semibold tracking-tight">The console is closed</h1>
      <p className="mt-3 text-zinc-600 dark:text-zinc-400">
        This server has no console password, so its console opens only for the browser that opens the link the server
        printed when it started. The API under <code>/private</code> works as always with an API key.
      </p>
      <h2 className="mt-8 font-medium">To open it</h2>
      <ul className="mt-3 list-disc space-y-2 pl-6 text-zinc-700 dark:text-zinc-300">
        <li>
          Open the link printed at start, <code>http://…/?token=…</code>, in this browser. It works once: if it was used
          already, run <code>npm run console:link</code> beside the server for another (it works once, within 15
          minutes; no restart).
        </li>
        <li>
          Or restart the server with <code>CONSOLE_PASSWORD</code> set (8+ characters) to sign in with a password.
        </li>
        <li>
          Or restart it with <code>CONSOLE_OPEN=true</code> to open the console to everyone who can reach this address.
        </li>
      </ul>
    </main>
  );
}
