// Regenerates src/generated/openapi.ts (types) and src/generated/requests.ts (request schemas). Source of the document: OPENAPI_URL (e.g.
// http://localhost:3000/openapi.json, a running server) when set, else the document the server
// builds, made in this process from the repository's contracts at their default limits.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '../../../lib/openapi/document';
import { renderRequests, REQUESTS_FILE } from './render-requests';
import { GENERATED_FILE, renderTypes } from './render-types';

async function loadDocument(): Promise<object> {
  const url = process.env.OPENAPI_URL;
  if (!url) return buildOpenApiDocument();
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return (await response.json()) as object;
}

const document = await loadDocument();
for (const [file, text] of [
  [GENERATED_FILE, await renderTypes(document)],
  [REQUESTS_FILE, renderRequests(document)],
] as const) {
  writeFileSync(file, text);
  console.log(`generate: wrote ${fileURLToPath(file)} (${text.length} characters)`);
}
