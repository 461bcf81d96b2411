import type { SecuritySchemeObject } from 'openapi3-ts/oas31';
import { cx } from '../cx';
import { anchorTarget, codeChip, muted, sectionHeading } from './reference-classes';

/** The header line a scheme asks for, e.g. `Authorization: Bearer $API_KEY`. */
function headerLine(scheme: SecuritySchemeObject): string | undefined {
  if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer') return 'Authorization: Bearer $API_KEY';
  if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic')
    return 'Authorization: Basic <base64 user:password>';
  if (scheme.type === 'apiKey' && scheme.in === 'header' && scheme.name) return `${scheme.name}: $API_KEY`;
  return undefined;
}

function schemeKind(scheme: SecuritySchemeObject): string {
  if (scheme.type === 'http') return `HTTP ${scheme.scheme ?? ''}`.trim();
  if (scheme.type === 'apiKey') return `API key in ${scheme.in ?? '?'}${scheme.name ? ` ${scheme.name}` : ''}`;
  return scheme.type;
}

/** Placeholders written differently (`<API_KEY>`, `$API_KEY`, `<key>`) compare equal. */
const samePlaceholders = (a: string, b: string) => {
  const normal = (text: string) => text.replace(/<[^>]+>|\$\w+/g, 'KEY').trim();
  return normal(a) === normal(b);
};

export function AuthSection({ schemes }: { schemes: Record<string, SecuritySchemeObject> }) {
  return (
    <section id="authentication" aria-labelledby="authentication-title" className={cx(anchorTarget, 'space-y-3')}>
      <h2 id="authentication-title" className={sectionHeading}>
        Authentication
      </h2>
      <p className={cx('text-sm', muted)}>Send the key with either scheme; operations accept both.</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {Object.entries(schemes).map(([name, scheme]) => {
          const line = headerLine(scheme);
          return (
            <li
              key={name}
              data-testid="auth-scheme"
              className="space-y-1.5 rounded-md border border-zinc-200 p-3 text-sm dark:border-zinc-800"
            >
              <p className="flex flex-wrap items-baseline justify-between gap-2">
                <code className="font-mono font-semibold">{name}</code>
                <span className={cx('text-xs', muted)}>{schemeKind(scheme)}</span>
              </p>
              {line && <code className={cx(codeChip, 'block px-2 py-1')}>{line}</code>}
              {scheme.description && !(line && samePlaceholders(scheme.description, line)) && (
                <p className={muted}>{scheme.description}</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
