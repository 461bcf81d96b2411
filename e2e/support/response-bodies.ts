import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface SeenBody {
  url: string;
  /** The body and the headers, as text. */
  text: string;
}

const hasNoBody = (status: number) => status === 204 || status === 304 || (status >= 300 && status < 400);

/** Headers of the connection, not of the request: the client asking again sets its own. */
const HOP_BY_HOP = new Set(['host', 'connection', 'content-length', 'accept-encoding', 'transfer-encoding']);

interface Unreadable {
  url: string;
  status: number;
  method: string;
  /** The request's own headers (cookie, origin, content type) and body, to ask again as it asked. */
  headers: Record<string, string>;
  body: string | null;
}

/**
 * Records the body and headers of every response the page receives, for scans such as "no key
 * anywhere". Bodies the browser will not hand back (React Server Component payloads of prefetches
 * and navigations, or a console call whose page was left before its answer was read) are asked for
 * again by `completeUnreadable` exactly as the page asked (method, headers, body), so none is
 * skipped; only bodiless answers (redirects, 204, 304) have nothing to read.
 */
export function recordResponseBodies(page: Page) {
  const seen: SeenBody[] = [];
  const unreadable: Unreadable[] = [];
  page.on('response', async (response) => {
    const headers = JSON.stringify(await response.allHeaders());
    const text = await response.text().catch(async () => {
      const request = response.request();
      unreadable.push({
        url: response.url(),
        status: response.status(),
        method: request.method(),
        headers: await request.allHeaders(),
        body: request.postData(),
      });
      return '';
    });
    seen.push({ url: response.url(), text: text + headers });
  });
  return {
    seen,
    async completeUnreadable(request: APIRequestContext): Promise<void> {
      for (const { url, status, method, headers, body } of unreadable.filter(({ status }) => !hasNoBody(status))) {
        const asked = Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
        const again = await request.fetch(url, {
          method,
          headers: method === 'GET' ? { rsc: '1', ...asked } : asked,
          ...(body !== null && { data: body }),
        });
        expect(again.status(), `${method} ${url}`).toBe(status);
        seen.push({ url, text: await again.text() });
      }
    },
  };
}
