import { asSchema, schemaRefName, type SchemaOrRef } from './schema-ref';

/** What a value is, in a few words: `string`, `integer`, `array of string`, `array of OcrResult`, `object`. */
export function schemaTypeLabel(value: SchemaOrRef): string {
  const schema = asSchema(value);
  const named = schemaRefName(schema.$ref);
  if (named) return named;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(schemaTypeLabel).join(' | ');
  if (schema.allOf) return schema.allOf.map(schemaTypeLabel).join(' & ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.includes('array') || (types.length === 0 && schema.items)) {
    return schema.items ? `array of ${schemaTypeLabel(schema.items)}` : 'array';
  }
  if (types.length > 0) return types.join(' | ');
  if (schema.enum) return 'enum';
  if (schema.const !== undefined) return 'constant';
  if (schema.properties) return 'object';
  return 'any';
}
