import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface SeenBody {
  url: string;
  /** The body and the headers, as text. */
  text: string;
}

const hasNoBody = (status: number) => status === 204 || status === 304 || (status >= 300 && status < 400);

/**
 * Records the body and headers of every response the page receives, for scans such as "no key
 * anywhere". Bodies the browser will not hand back (React Server Component payloads of prefetches
 * and navigations) are fetched again as the router asks for them by `completeUnreadable`, so none
 * is skipped; only bodiless answers (redirects, 204, 304) have nothing to read.
 */
export function recordResponseBodies(page: Page) {
  const seen: SeenBody[] = [];
  const unreadable: Array<{ url: string; status: number }> = [];
  page.on('response', async (response) => {
    const headers = JSON.stringify(await response.allHeaders());
    const text = await response.text().catch(() => {
      unreadable.push({ url: response.url(), status: response.status() });
      return '';
    });
    seen.push({ url: response.url(), text: text + headers });
  });
  return {
    seen,
    async completeUnreadable(request: APIRequestContext): Promise<void> {
      for (const { url, status } of unreadable.filter(({ status }) => !hasNoBody(status))) {
        const again = await request.get(url, { headers: { RSC: '1' } });
        expect(again.status(), url).toBe(status);
        seen.push({ url, text: await again.text() });
      }
    },
  };
}
