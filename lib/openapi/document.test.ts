import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './document';

const document = buildOpenApiDocument({ ocr: { maxImages: 8 } });

function refs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refs(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.push(inner);
      else refs(inner, found);
    }
  }
  return found;
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with both auth schemes', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['apiKeyAuth', 'bearerAuth']);
  });

  it('resolves every $ref it contains', () => {
    for (const target of refs(document)) {
      const [, section, name] = /^#\/components\/(\w+)\/(.+)$/.exec(target) ?? [];
      expect((document.components as Record<string, Record<string, unknown>>)[section!]?.[name!], target).toBeDefined();
    }
  });

  it('documents each operation’s statuses from the error table', () => {
    const edit = document.paths['/private/image_edit']!.post as { operationId: string; responses: Record<string, any> };
    expect(edit.operationId).toBe('editImage');
    expect(Object.keys(edit.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '405',
      '408',
      '429',
      '500',
      '502',
      '503',
    ]);
    expect(edit.responses['503'].description).toMatch(/image_edit_busy.*image_edit_unavailable/);
    expect(edit.responses['503']['x-error-codes']).toEqual(['image_edit_busy', 'image_edit_unavailable']);
    expect(edit.responses['429'].headers).toHaveProperty('Retry-After');
    expect(edit.responses['401'].headers).not.toHaveProperty('RateLimit-Limit');
  });

  it('states every header each status carries', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      const { responses } = (item as { post: { responses: Record<string, { headers: Record<string, unknown> }> } })
        .post;
      const headers = (status: string) => Object.keys(responses[status]!.headers);
      expect(headers('200'), path).toEqual(expect.arrayContaining(['X-Request-Id', 'X-Engine', 'RateLimit-Limit']));
      expect(headers('401'), path).toEqual(['X-Request-Id', 'WWW-Authenticate']);
      expect(headers('405'), path).toEqual(['X-Request-Id', 'Allow']);
      expect(headers('408'), path).toEqual(['X-Request-Id']);
      expect(headers('429'), path).toEqual(expect.arrayContaining(['Retry-After', 'RateLimit-Reset']));
      expect(headers('503'), path).toContain('Retry-After');
      expect(responses['408']).toMatchObject({ 'x-error-codes': ['request_timeout'] });
    }
    const edit = document.paths['/private/image_edit']!.post.responses['200'].headers;
    expect(edit).toHaveProperty('X-Edit-Plan');
    expect(document.paths['/private/ocr']!.post.responses['200'].headers).not.toHaveProperty('X-Edit-Plan');
  });

  it('carries the schemas’ limits into JSON Schema', () => {
    const request = document.components.schemas.ImageEditRequest as any;
    expect(request.additionalProperties).toBe(false);
    expect(request.required).toEqual(['prompt']);
    expect(request.properties.images.maxItems).toBe(3);
    expect(request.properties.prompt).toMatchObject({ type: 'string', minLength: 1, maxLength: 2000 });
    const name = document.components.schemas.AiNameResponse as any;
    expect(name.properties.ticker.pattern).toBe('^[A-Z0-9]{2,10}$');
    const error = document.components.schemas.ErrorResponse as any;
    expect(error.properties.error.properties.code.enum).toContain('rate_limit');
  });
});

describe('limits in the document', () => {
  it('states the image limit the server is configured with', () => {
    const documented = (ocrMaxImages: number) => {
      const schema = buildOpenApiDocument({ ocr: { maxImages: ocrMaxImages } }).components.schemas.OcrRequest as {
        properties: { images: { maxItems: number } };
      };
      return schema.properties.images.maxItems;
    };
    expect(documented(3)).toBe(3);
    expect(documented(12)).toBe(12);
  });
});
