const OPERATIONS = [
  {
    path: '/private/image_edit',
    title: 'Image edit',
    text: 'Up to three images and a prompt in, one 512×512 JPEG out.',
  },
  { path: '/private/ocr', title: 'OCR', text: 'Text and line outlines with confidence for one or more images.' },
  { path: '/private/ai_name', title: 'Token naming', text: 'A token name and ticker from a social post.' },
];

/** What the site shows when the console is turned off (CONSOLE_ENABLED=false): the API alone. */
export function ApiOnlyHome() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-semibold tracking-tight">Inference service</h1>
      <p className="mt-3 text-zinc-600 dark:text-zinc-400">
        Three JSON endpoints under <code>/private</code>, authenticated with an API key sent as{' '}
        <code>Authorization: Bearer &lt;key&gt;</code> or <code>X-Api-Key</code>. The console is turned off on this
        server.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {OPERATIONS.map((operation) => (
          <li key={operation.path} className="rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
            <h2 className="font-medium">{operation.title}</h2>
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{operation.text}</p>
            <code className="mt-3 block text-xs text-zinc-600 dark:text-zinc-400">POST {operation.path}</code>
          </li>
        ))}
      </ul>
    </main>
  );
}
