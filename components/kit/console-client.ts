import { createInferenceClient, type InferenceClient } from '@inference-console/client';

/**
 * Where the console's backend-for-frontend takes a request the typed client addresses to the service:
 * `/private/<operation>` → `/console/api/<operation>`, the route every panel calls (same origin, the
 * session's cookie; the key stays on the server).
 */
async function throughConsoleRoute(request: Request): Promise<Response> {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/^\/private\//, '/console/api/');
  return fetch(url, {
    method: request.method,
    headers: request.headers,
    body: await request.text(),
    credentials: 'same-origin',
    signal: request.signal,
  });
}

let client: InferenceClient | undefined;

/**
 * The launch kit's typed client in the browser: the console's route for every operation, no key of its
 * own, and, as a panel's call, neither retries nor a timeout (a failed step is the person's to run again).
 */
export function consoleClient(): InferenceClient {
  client ??= createInferenceClient({
    baseUrl: window.location.origin,
    apiKey: null,
    retry: { maxRetries: 0 },
    timeout: 0,
    fetch: throughConsoleRoute,
  });
  return client;
}
