import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { ApiReference } from '@/components/reference/api-reference';
import type { OpenApiDocument } from '@/components/reference/openapi-types';
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
  const document = openApiDocument() as unknown as OpenApiDocument;
  return <ApiReference document={document} documentUrl="/openapi.json" origin={await requestOrigin()} />;
}
