import { cx } from '../cx';
import { anchorTarget, muted, sectionHeading } from './reference-classes';
import { resolveSchema, type Schemas } from './schema-ref';
import { SchemaTable } from './schema-table';
import { schemaAnchor } from './shared-schemas';

/** A schema several responses share (ErrorResponse), shown once with its fields. */
export function SharedSchemaSection({ name, schemas, note }: { name: string; schemas: Schemas; note?: string }) {
  const schema = resolveSchema({ $ref: `#/components/schemas/${name}` }, schemas);
  return (
    <section
      id={schemaAnchor(name)}
      aria-labelledby={`${schemaAnchor(name)}-title`}
      className={cx(anchorTarget, 'space-y-3')}
    >
      <h2 id={`${schemaAnchor(name)}-title`} className={sectionHeading}>
        <code className="font-mono">{name}</code>
      </h2>
      {(note ?? schema.description) && <p className={cx('text-sm', muted)}>{note ?? schema.description}</p>}
      <SchemaTable schema={schema} schemas={schemas} caption={`Fields of ${name}`} />
    </section>
  );
}
