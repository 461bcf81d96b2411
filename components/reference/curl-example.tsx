import { curlForPath } from '../api/curl';
import { CopyButton } from '../run/copy-button';
import { muted, subHeading } from './reference-classes';

/** The console's own curl format for one call, with the key left to the reader's $API_KEY. */
export function CurlExample({ origin, path, body }: { origin: string; path: string; body: unknown }) {
  const command = curlForPath(origin, path, body);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className={subHeading}>
          Example <span className={`font-normal ${muted}`}>with your key in $API_KEY</span>
        </h4>
        <CopyButton text={command} label="Copy curl" className="px-2 py-1 text-xs" />
      </div>
      <pre
        data-testid="curl-example"
        className="overflow-x-auto rounded-md bg-zinc-900 p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap break-all text-zinc-100 dark:bg-black/60"
      >
        {command}
      </pre>
    </div>
  );
}
