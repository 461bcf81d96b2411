import type { OpenAPIObject } from 'openapi3-ts/oas31';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '@/lib/openapi/document';
import { schemaFieldRows, type FieldRow } from './schema-fields';
import type { Schemas } from './schema-ref';

const document = buildOpenApiDocument({ ocr: { maxImages: 8 } }) as unknown as OpenAPIObject;
const schemas = document.components!.schemas!;
const rows = (name: string) => schemaFieldRows({ $ref: `#/components/schemas/${name}` }, schemas);
const rule = (row: FieldRow | undefined) =>
  row?.constraints.map((found) => (found.code ? `${found.text} ${found.code}` : found.text));

describe('schema field rows', () => {
  it('lists the image edit request with its limits', () => {
    const found = rows('ImageEditRequest');
    expect(found.map((row) => row.path)).toEqual(['requestId', 'prompt', 'images']);
    const prompt = found.find((row) => row.path === 'prompt');
    expect(prompt).toMatchObject({ type: 'string', required: true });
    expect(rule(prompt)).toEqual(['1–2000 characters']);
    const images = found.find((row) => row.path === 'images');
    expect(images).toMatchObject({ type: 'array of string', required: false });
    expect(rule(images)).toEqual(['at most 3 items', 'default []', 'each item: at least 1 character']);
    expect(images?.description).toContain('Each item: A public http(s) image URL');
  });

  it('expands nested objects and arrays of referenced objects, depth by depth', () => {
    expect(rows('AiNameRequest').map((row) => `${row.depth}:${row.path}`)).toEqual([
      '0:requestId',
      '0:event',
      '1:event.id',
      '1:event.text',
      '1:event.images',
    ]);
    const ocr = rows('OcrResponse');
    expect(ocr.find((row) => row.path === 'results')?.type).toBe('array of OcrResult');
    expect(ocr.map((row) => row.path)).toContain('results[].lines[].points[].x');
    const x = ocr.find((row) => row.path === 'results[].lines[].points[].x');
    expect(rule(x)).toEqual(['≥ 0']);
    const confidence = ocr.find((row) => row.path === 'results[].lines[].confidence');
    expect(rule(confidence)).toEqual(['0 to 1']);
    expect(rule(ocr.find((row) => row.path === 'results[].lines[].points'))).toEqual(['exactly 4 items']);
  });

  it('stops at a schema that refers to itself', () => {
    const tree: Schemas = {
      Node: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
        },
      },
    };
    const found = schemaFieldRows({ $ref: '#/components/schemas/Node' }, tree);
    expect(found.map((row) => row.path)).toEqual(['name', 'children']);
  });
});
