import { cx } from '../cx';
import { codeChip, muted } from './reference-classes';
import type { Constraint } from './schema-constraints';
import { schemaFieldRows } from './schema-fields';
import type { SchemaOrRef, Schemas } from './schema-ref';

function ConstraintList({ constraints }: { constraints: Constraint[] }) {
  if (constraints.length === 0) return <span className={muted}>—</span>;
  return (
    <ul className="space-y-1">
      {constraints.map((constraint) => (
        <li key={`${constraint.text}${constraint.code ?? ''}`}>
          {constraint.text}
          {constraint.code !== undefined && (
            <>
              {' '}
              <code className={codeChip}>{constraint.code}</code>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** `results[].lines[].text`: the parent path dimmed, the field's own name bold, breaks only after dots. */
function FieldPath({ path }: { path: string }) {
  const cut = path.lastIndexOf('.') + 1;
  const parents = path
    .slice(0, cut)
    .split(/(?<=\.)/)
    .filter(Boolean);
  return (
    <>
      {parents.map((part, index) => (
        <span key={index} className="font-normal text-zinc-500 dark:text-zinc-400">
          {part}
          <wbr />
        </span>
      ))}
      {path.slice(cut)}
    </>
  );
}

const COLUMNS = ['Field', 'Type', 'Required', 'Constraints', 'Description'];

/** An object schema as a table of its fields, nested objects and arrays of objects expanded in place. */
export function SchemaTable({ schema, schemas, caption }: { schema: SchemaOrRef; schemas: Schemas; caption: string }) {
  const rows = schemaFieldRows(schema, schemas);
  if (rows.length === 0) return <p className={cx('text-sm', muted)}>No fields.</p>;
  return (
    <div className="overflow-x-auto rounded-md border border-zinc-200 dark:border-zinc-800">
      <table className="w-full min-w-[44rem] border-collapse text-left text-sm" data-testid="schema-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-zinc-50 text-xs text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200 align-top dark:divide-zinc-800">
          {rows.map((row) => (
            <tr key={row.path} data-testid="schema-field" data-field={row.path}>
              <th
                scope="row"
                className="min-w-44 px-3 py-2 font-normal"
                style={{ paddingLeft: `${0.75 + row.depth * 1.25}rem` }}
              >
                <code className="font-mono text-[0.8125rem] font-semibold text-zinc-900 dark:text-zinc-100">
                  <FieldPath path={row.path} />
                </code>
              </th>
              <td className="px-3 py-2 font-mono text-xs whitespace-nowrap text-zinc-700 dark:text-zinc-300">
                {row.type}
              </td>
              <td className="px-3 py-2 text-xs">
                {row.required ? (
                  <span className="rounded bg-indigo-50 px-1.5 py-0.5 font-medium text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200">
                    required
                  </span>
                ) : (
                  <span className={muted}>optional</span>
                )}
              </td>
              <td className="w-56 min-w-48 px-3 py-2 text-xs">
                <ConstraintList constraints={row.constraints} />
              </td>
              <td className={cx('px-3 py-2 text-xs leading-relaxed', muted)}>{row.description ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
