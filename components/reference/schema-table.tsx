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

/** A column's name before its cell, shown only on a phone, where the cells stack and the header row is hidden. */
function PhoneLabel({ children }: { children: string }) {
  return <span className="mr-1 font-sans font-medium text-zinc-600 sm:hidden dark:text-zinc-400">{children}:</span>;
}

/**
 * An object schema as a table of its fields, nested objects and arrays of objects expanded in
 * place. On a phone each field's cells stack under its name (a card per field) instead of a wide
 * table scrolled sideways.
 */
export function SchemaTable({ schema, schemas, caption }: { schema: SchemaOrRef; schemas: Schemas; caption: string }) {
  const rows = schemaFieldRows(schema, schemas);
  if (rows.length === 0) return <p className={cx('text-sm', muted)}>No fields.</p>;
  return (
    <div className="overflow-x-auto rounded-md border border-zinc-200 dark:border-zinc-800">
      <table
        className="w-full border-collapse text-left text-sm max-sm:block sm:min-w-[44rem]"
        data-testid="schema-table"
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-zinc-50 text-xs max-sm:hidden text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200 align-top max-sm:block dark:divide-zinc-800">
          {rows.map((row) => (
            <tr key={row.path} data-testid="schema-field" data-field={row.path} className="max-sm:block max-sm:py-1.5">
              <th
                scope="row"
                className="px-3 py-2 font-normal max-sm:block max-sm:pb-1 sm:min-w-44"
                style={{ paddingLeft: `${0.75 + row.depth * 1.25}rem` }}
              >
                <code className="font-mono text-[0.8125rem] font-semibold text-zinc-900 dark:text-zinc-100">
                  <FieldPath path={row.path} />
                </code>
              </th>
              <td className="px-3 py-2 font-mono text-xs text-zinc-700 max-sm:inline-block max-sm:py-0.5 sm:whitespace-nowrap dark:text-zinc-300">
                <PhoneLabel>Type</PhoneLabel>
                {row.type}
              </td>
              <td className="px-3 py-2 text-xs max-sm:inline-block max-sm:py-0.5">
                {row.required ? (
                  <span className="rounded bg-indigo-50 px-1.5 py-0.5 font-medium text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200">
                    required
                  </span>
                ) : (
                  <span className={muted}>optional</span>
                )}
              </td>
              <td
                className={cx(
                  'px-3 py-2 text-xs max-sm:block max-sm:py-0.5 sm:w-56 sm:min-w-48',
                  row.constraints.length === 0 && 'max-sm:hidden',
                )}
              >
                {row.constraints.length > 0 && <PhoneLabel>Constraints</PhoneLabel>}
                <ConstraintList constraints={row.constraints} />
              </td>
              <td
                className={cx(
                  'px-3 py-2 text-xs leading-relaxed max-sm:block max-sm:pt-0.5',
                  muted,
                  row.description === undefined && 'max-sm:hidden',
                )}
              >
                {row.description ?? '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
