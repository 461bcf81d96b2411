import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../../lib/openapi/document';
import { REQUEST_SCHEMAS } from '../src/generated/requests';
import { requestProblems } from '../src/request-check';

interface Node {
  $ref?: string;
  properties?: Record<string, Node>;
  items?: Node;
  anyOf?: Node[];
  oneOf?: Node[];
}

const document = buildOpenApiDocument() as {
  paths: Record<string, { post: { operationId: string; requestBody: { content: Record<string, { schema: Node }> } } }>;
  components: { schemas: Record<string, Node> };
};

const resolve = (node: Node): Node =>
  node.$ref ? resolve(document.components.schemas[node.$ref.replace('#/components/schemas/', '')]!) : node;

/** Every field a schema documents, as a path of property names (`[]` for an array's items). */
function fieldPaths(node: Node, path: string[] = []): string[][] {
  const schema = resolve(node);
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((each) => fieldPaths(each, path));
  const items = schema.items ? fieldPaths(schema.items, [...path, '[]']) : [];
  const properties = Object.entries(schema.properties ?? {}).flatMap(([key, each]) => [
    [...path, key],
    ...fieldPaths(each, [...path, key]),
  ]);
  return [...nested, ...items, ...properties];
}

/** The generated schema at a field path, or undefined when the generator lost the field. */
function generatedAt(schema: Node, path: string[]): Node | undefined {
  let node: Node | undefined = schema;
  for (const step of path) {
    const options: Node[] = [node!, ...(node!.anyOf ?? []), ...(node!.oneOf ?? [])];
    node = options.map((each) => (step === '[]' ? each.items : each.properties?.[step])).find(Boolean);
    if (!node) return undefined;
  }
  return node;
}

const operations = Object.values(document.paths).map(
  ({ post }) => [post.operationId, post.requestBody.content['application/json']!.schema] as const,
);

describe('the generated request schemas keep every field the contract documents', () => {
  it.each(operations)('%s', (operation, schema) => {
    const paths = fieldPaths(schema);
    expect(paths.length).toBeGreaterThan(0);
    const generated = REQUEST_SCHEMAS[operation as keyof typeof REQUEST_SCHEMAS] as Node;
    const lost = paths.filter((path) => generatedAt(generated, path) === undefined).map((path) => path.join('.'));
    expect(lost).toEqual([]);
  });

  it('a coin with a description is a request the command line sends (a field named like an annotation)', () => {
    const coin = { address: 'So1ana1', name: 'Moon Cat', ticker: 'MOONCAT', description: 'a cat on the moon' };
    expect(requestProblems('recordPastCoins', { coins: [coin] })).toEqual([]);
    expect(requestProblems('recordPastCoins', { coins: [{ ...coin, descripton: 'typo' }] })).toEqual([
      'coins[0].descripton: is not a known field',
    ]);
  });
});
