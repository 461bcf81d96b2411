// Regenerates src/generated/openapi.ts. Source of the document: OPENAPI_URL (e.g.
// http://localhost:3000/openapi.json, a running server) when set, else the document the server
// builds, made in this process from the repository's contracts at their default limits.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '../../../lib/openapi/document';
import { GENERATED_FILE, renderTypes } from './render-types';

async function loadDocument(): Promise<object> {
  const url = process.env.OPENAPI_URL;
  if (!url) return buildOpenApiDocument();
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return (await response.json()) as object;
}

const types = await renderTypes(await loadDocument());
writeFileSync(GENERATED_FILE, types);
console.log(`generate: wrote ${fileURLToPath(GENERATED_FILE)} (${types.length} characters)`);
