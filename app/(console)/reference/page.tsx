import type { Metadata } from 'next';
import type { OpenAPIObject } from 'openapi3-ts/oas31';
import { headers } from 'next/headers';
import { ApiReference } from '@/components/reference/api-reference';
import { openApiDocument } from '@/lib/bootstrap';

export const metadata: Metadata = { title: 'API reference' };

/** Where this server is reached from, for the curl examples (the host the browser asked for). */
async function requestOrigin(): Promise<string> {
  const request = await headers();
  const host = request.get('x-forwarded-host')?.split(',')[0]?.trim() || request.get('host') || 'localhost:3000';
  const protocol = request.get('x-forwarded-proto')?.split(',')[0]?.trim() || 'http';
  return `${protocol}://${host}`;
}

/** The served OpenAPI document (the same one as GET /openapi.json, which holds no key) made readable. */
export default async function ReferencePage() {
  // The builder's inferred type is a literal (schemas typed `object`); the served JSON is OpenAPI 3.1.
  const document = openApiDocument() as unknown as OpenAPIObject;
  return <ApiReference document={document} documentUrl="/openapi.json" origin={await requestOrigin()} />;
}
