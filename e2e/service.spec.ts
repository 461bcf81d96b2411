import type { ServiceSnapshot } from '../lib/contract/service';
import { bearer, post, startApp, type RunningApp } from '../test-support/app';
import { expect, test } from './fixtures';
import { ServicePage } from './pages/service-page';
import { seriousViolations } from './support/axe';
import { textImage } from './support/images';
import { recordResponseBodies } from './support/response-bodies';
import { saveScreenshot, VIEWPORTS } from './support/screenshots';

/**
 * The Service page against a server of its own: small rate buckets (5 a minute per operation) and
 * one OCR worker with no queue, so real traffic brings 429s and 503s. What the page shows is
 * checked against /metrics, read with the token the server was started with.
 */
const METRICS_TOKEN = 'service-page-metrics-token-0123';
const NAMING = 'ai_name';
const OCR = 'ocr';

let app: RunningApp;
let apiKey: string;

/** inference_requests_total as /metrics serves it: operation → status → count. */
async function servedRequests(): Promise<Record<string, Record<string, number>>> {
  const text = await (await fetch(`${app.url}/metrics`, { headers: bearer(METRICS_TOKEN) })).text();
  const served: Record<string, Record<string, number>> = {};
  for (const [, operation, status, value] of text.matchAll(
    /^inference_requests_total\{operation="([^"]+)",status="(\d+)",code="[^"]*"\} (\d+)$/gm,
  )) {
    const counts = (served[operation!] ??= {});
    counts[status!] = (counts[status!] ?? 0) + Number(value);
  }
  return served;
}

async function servedValue(pattern: RegExp): Promise<number> {
  const text = await (await fetch(`${app.url}/metrics`, { headers: bearer(METRICS_TOKEN) })).text();
  return Number(pattern.exec(text)?.[1] ?? 0);
}

/** Calls an operation with the server's key; answers the statuses, in order. */
async function call(operation: string, body: unknown, times: number, together = false): Promise<number[]> {
  const once = async () => (await post(app, `/private/${operation}`, body, bearer(apiKey))).status;
  if (together) return Promise.all(Array.from({ length: times }, once));
  const statuses: number[] = [];
  for (let k = 0; k < times; k += 1) statuses.push(await once());
  return statuses;
}

const CHARTS = ['requests', 'latency', 'rejections', 'engine-errors'] as const;

const tally = (statuses: number[]) =>
  statuses.reduce<Record<string, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

test.describe('the Service page', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ consoleSession: false });

  test.beforeAll(async () => {
    app = await startApp({
      CONSOLE_OPEN: 'true',
      METRICS_TOKEN,
      RATE_LIMIT_RPM: '5',
      OCR_WORKERS: '1',
      OCR_QUEUE: '0',
      LOG_LEVEL: 'warn',
    });
    apiKey = /export API_KEY=(\S+)/.exec(app.logs())![1]!;
  });
  test.afterAll(async () => app?.stop());

  test('traffic moves the charts live, with rejections, and every count equals /metrics', async ({ page }) => {
    const service = new ServicePage(page, app.url);
    const bodies = recordResponseBodies(page);
    await service.goto();
    await expect(service.uptime).toHaveText(/^\d+ (s|min \d+ s)$/);
    await expect(service.operation(NAMING)).toHaveCount(0);
    await expect(service.quiet).toContainText('Token naming');

    // Successful calls: the operation gets its section and its requests chart its first bar.
    const first = await call(NAMING, { event: { text: 'Frogs on the moon' } }, 3);
    expect(first).toEqual([200, 200, 200]);
    await expect(service.operation(NAMING)).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => service.barHeight(NAMING, 'requests')).toBeGreaterThan(0);
    expect(await service.barHeight(NAMING, 'rejections')).toBe(0);
    await expect.poll(() => service.linePoints(NAMING, 'latency')).toBeGreaterThan(0);
    const engine = (await post(app, '/private/ai_name', { event: { text: 'x' } }, bearer(apiKey))).headers.get(
      'x-engine',
    );

    // The bucket of 5 a minute runs out: 429s, and the rejections chart rises without a reload.
    const more = await call(NAMING, { event: { text: 'More frogs' } }, 4);
    expect(more.filter((status) => status === 429).length).toBeGreaterThan(0);
    await expect.poll(() => service.barHeight(NAMING, 'rejections'), { timeout: 20_000 }).toBeGreaterThan(0);

    // One OCR worker and no queue: calls made together are turned away with 503.
    const image = await textImage(['Invoice 2024-117', 'Total due: 42.50 EUR']);
    const ocr = await call(OCR, { images: [`data:image/png;base64,${image.buffer.toString('base64')}`] }, 4, true);
    expect(ocr.filter((status) => status === 503).length).toBeGreaterThan(0);
    await expect.poll(() => service.barHeight(OCR, 'rejections'), { timeout: 20_000 }).toBeGreaterThan(0);

    // Every operation's counts, as the page shows them, are what /metrics says (and what we were answered).
    const served = await servedRequests();
    expect(served[NAMING]).toEqual(tally([...first, 200, ...more]));
    expect(served[OCR]).toEqual(tally(ocr));
    for (const [operation, counts] of Object.entries(served)) {
      await expect.poll(() => service.statusCounts(operation), { timeout: 20_000 }).toEqual(counts);
      const requests = Object.values(counts).reduce((a, b) => a + b, 0);
      expect(await service.total(operation, 'requests')).toBe(requests);
      expect(await service.total(operation, 'rate-limited')).toBe(
        await servedValue(
          new RegExp(`^inference_rate_limit_rejections_total\\{operation="${operation}"\\} (\\d+)$`, 'm'),
        ),
      );
      expect(await service.total(operation, 'unavailable')).toBe(counts['503'] ?? 0);
    }
    await expect(service.operation(NAMING).getByTestId('engines')).toContainText(
      `${engine} (${served[NAMING]!['200']})`,
    );
    await expect(service.quiet).not.toContainText('Token naming');

    // The OCR gate: its configured slots as /metrics has them.
    const slots = await servedValue(/^inference_slots\{gate="ocr"\} (\d+)$/m);
    expect(slots).toBe(1);
    await expect(service.gate(OCR).getByTestId('gate-slots')).toHaveText(String(slots));

    // Read through the console's route: the metrics token reaches the browser nowhere.
    expect(bodies.seen.filter((entry) => entry.url.endsWith('/console/api/service')).length).toBeGreaterThan(1);
    expect(bodies.seen.filter((entry) => entry.text.includes(METRICS_TOKEN)).map((entry) => entry.url)).toEqual([]);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`with charts in ${theme}: axe-clean, screenshots at desktop and phone width`, async ({ page }) => {
      const service = new ServicePage(page, app.url);
      await page.emulateMedia({ colorScheme: theme });
      await service.goto();
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await expect(service.chart(NAMING, 'requests').locator('.recharts-bar-rectangle').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      for (const viewport of ['desktop', 'phone'] as const) {
        await page.setViewportSize(VIEWPORTS[viewport]);
        await expect(service.chart(NAMING, 'requests').locator('.recharts-bar-rectangle').first()).toBeVisible();
        // The charts take their new width from a ResizeObserver, a frame or more after the resize.
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
            message: 'the page scrolls sideways',
          })
          .toBeLessThanOrEqual(0);
        await saveScreenshot(page, 'service', theme, viewport);
      }
    });
  }

  test('with latencies of every length, no label of any chart is cut off, at desktop and phone width', async ({
    page,
  }) => {
    // The page is sent this server's real snapshot with its latencies stretched: from under a
    // millisecond to just under 10 s (drawn in ms, the longest axis labels), then to 37 hours.
    const stretches = [
      { latencies: [0.00004, 0.0183, 0.7432, 4.5678, 9.8765], unit: 'ms' },
      { latencies: [0.00004, 0.0183, 7.4321, 1234.5678, 135_308.6], unit: 'min' },
    ];
    let latencies = stretches[0]!.latencies;
    await page.route('**/console/api/service', async (route) => {
      const response = await route.fetch();
      const snapshot = (await response.json()) as ServiceSnapshot;
      for (const operation of snapshot.operations) {
        operation.minutes.forEach((minute, index) => {
          minute.p50 = latencies[index % latencies.length]! / 2;
          minute.p95 = latencies[(index + 1) % latencies.length]!;
        });
        Object.assign(operation.totals, { timed: 40, p50: latencies.at(-2)!, p95: latencies.at(-1)! });
      }
      await route.fulfill({ response, json: snapshot });
    });
    const service = new ServicePage(page, app.url);
    for (const stretch of stretches) {
      latencies = stretch.latencies;
      await service.goto();
      const chart = service.chart(NAMING, 'latency');
      await expect(chart.locator('figcaption')).toHaveText(`Latency p50 and p95 (${stretch.unit})`);
      for (const viewport of ['desktop', 'phone'] as const) {
        await page.setViewportSize(VIEWPORTS[viewport]);
        await expect(chart.locator('.recharts-line-dot').first()).toBeVisible();
        // The charts take their new width from a ResizeObserver, a frame or more after the resize.
        for (const which of CHARTS)
          await expect
            .poll(async () => (await service.labelPlacement(NAMING, which)).outside, {
              message: `${which}: labels cut off at ${viewport} width, latencies in ${stretch.unit}`,
            })
            .toEqual([]);
        const { labels } = await service.labelPlacement(NAMING, 'latency');
        // Ticks up the axis to the slowest latency, minutes along the bottom, and the two series.
        expect(labels).toEqual(expect.arrayContaining(['p50', 'p95']));
        expect(labels.length).toBeGreaterThan(6);
        for (const fact of ['total-p50', 'total-p95']) {
          const value = service.operation(NAMING).getByTestId(fact);
          await expect(value).toHaveText(/^\d+(\.\d+)? m?s$/);
          const [box, card] = await Promise.all([
            value.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect),
            value.evaluate((element) => element.closest('dl')!.getBoundingClientRect().toJSON() as DOMRect),
          ]);
          expect(box.left).toBeGreaterThanOrEqual(card.left);
          expect(box.right).toBeLessThanOrEqual(card.right);
        }
      }
      await page.setViewportSize(VIEWPORTS.desktop);
    }
  });

  test('its route answers only the console’s own pages, and only POST', async () => {
    const route = `${app.url}/console/api/service`;
    const headers = { 'content-type': 'application/json', origin: app.url, 'sec-fetch-site': 'same-origin' };
    const ok = await fetch(route, { method: 'POST', headers, body: '{}' });
    expect(ok.status).toBe(200);
    expect((await ok.json()).operations.length).toBeGreaterThan(0);
    const crossSite = await fetch(route, { method: 'POST', headers: { ...headers, 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    expect((await crossSite.json()).error.code).toBe('unauthorized');
    const form = await fetch(route, { method: 'POST', headers: { ...headers, 'content-type': 'text/plain' } });
    expect(form.status).toBe(415);
    const get = await fetch(route);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });
});

test('a closed console’s Service route is 401 without a session', async ({ baseURL }) => {
  const response = await fetch(`${baseURL}/console/api/service`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL!, 'sec-fetch-site': 'same-origin' },
    body: '{}',
  });
  expect(response.status).toBe(401);
  expect((await response.json()).error.code).toBe('unauthorized');
});
