import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post, startApp, type RunningApp } from '../../test-support/app';

const KEY = 'observe-key-0123456789abcdef';
const METRICS_TOKEN = 'metrics-token-0123456789';
let app: RunningApp;

beforeAll(async () => {
  app = await startApp({
    API_KEYS: JSON.stringify([{ id: 'observer', key: KEY, user: 'watcher' }]),
    METRICS_TOKEN,
    RATE_LIMIT_RPM: '2',
  });
});
afterAll(async () => app?.stop());

describe('health', () => {
  it('/healthz answers ok without auth', async () => {
    const response = await fetch(`${app.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz turns ready once the engines are warm (OCR workers, the crops’ face finder, the past-coin store), and lists its checks', async () => {
    let response = await fetch(`${app.url}/readyz`);
    const deadline = Date.now() + 60_000;
    while (response.status !== 200 && Date.now() < deadline) {
      const warming = await response.json();
      expect(response.status).toBe(503);
      expect(warming.status).toBe('not_ready');
      await new Promise((resolve) => setTimeout(resolve, 250));
      response = await fetch(`${app.url}/readyz`);
    }
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body).toEqual({
      status: 'ready',
      checks: { accepting: true, ocr: true, image_crops: true, past_coin_search: true },
    });
    expect(JSON.stringify(body)).not.toContain(KEY);
  });
});

describe('structured logs', () => {
  it('writes one JSON line per request with id, operation, key id, status, code and latency — never the key', async () => {
    const ok = await post(
      app,
      '/private/ai_name',
      { requestId: 'log-ok', event: { text: 'Frogs on the moon' } },
      bearer(KEY),
    );
    const bad = await post(app, '/private/ai_name', { requestId: 'log-bad', event: {} }, bearer(KEY));
    expect([ok.status, bad.status]).toEqual([200, 400]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = app
      .logs()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line));
    // Other lines logged while a request is served carry its id too: the request's own line is the one.
    const requestLine = (requestId: string) =>
      lines.find((line) => line.msg === 'request' && line.requestId === requestId);
    const okLine = requestLine('log-ok');
    const badLine = requestLine('log-bad');
    expect(okLine).toMatchObject({
      level: 'info',
      msg: 'request',
      operation: 'ai_name',
      keyId: 'observer',
      status: 200,
      engine: 'local',
    });
    expect(typeof okLine.latencyMs).toBe('number');
    expect(typeof okLine.time).toBe('string');
    expect(badLine).toMatchObject({ status: 400, code: 'invalid_message', keyId: 'observer' });
    expect(app.logs()).not.toContain(KEY);
  });
});

describe('/metrics', () => {
  it('is behind its own token', async () => {
    expect((await fetch(`${app.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${app.url}/metrics`, { headers: bearer(KEY) })).status).toBe(401);
  });

  it('counts requests by operation, status and code, latency by engine, and 429s', async () => {
    await post(app, '/private/ai_name', { event: { text: 'One more frog' } }, bearer(KEY));
    const response = await fetch(`${app.url}/metrics`, { headers: bearer(METRICS_TOKEN) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/inference_requests_total\{operation="ai_name",status="200",code=""\} [1-9]/);
    expect(text).toMatch(/inference_requests_total\{operation="ai_name",status="400",code="invalid_message"\} 1/);
    expect(text).toMatch(/inference_requests_total\{operation="ai_name",status="429",code="rate_limit"\} 1/);
    expect(text).toMatch(/inference_rate_limit_rejections_total\{operation="ai_name"\} 1/);
    expect(text).toMatch(/inference_request_duration_seconds_bucket\{le="0\.005",operation="ai_name",engine="local"\}/);
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
    expect(text).not.toContain(KEY);
  });
});

/** The metric names a PromQL expression reads: identifiers before a selector, a range or a closing bracket, grouping labels aside. */
function metricNames(expression: string): string[] {
  const withoutGrouping = expression.replace(/\bby\s*\([^)]*\)/g, '');
  const names = [...withoutGrouping.matchAll(/\b([a-z_][a-z0-9_]*)\s*(?=\{|\[|\)|$)/g)].map((match) => match[1]!);
  return names.filter((name) => !['rate', 'increase', 'sum', 'max', 'histogram_quantile', 'time'].includes(name));
}

/** Every series name /metrics serves: each family, and a histogram's _bucket, _sum and _count. */
function servedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name!);
    if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${name}${suffix}`);
  }
  return names;
}

describe('the Grafana dashboard (deploy/grafana)', () => {
  it('queries only metrics this server serves', async () => {
    const dashboard = JSON.parse(
      readFileSync(path.join(__dirname, '../../deploy/grafana/inference-dashboard.json'), 'utf8'),
    ) as {
      panels: Array<{ title: string; targets: Array<{ expr: string }> }>;
      templating: { list: Array<{ definition: string }> };
    };
    const served = servedNames(await (await fetch(`${app.url}/metrics`, { headers: bearer(METRICS_TOKEN) })).text());
    const expressions = [
      ...dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr)),
      ...dashboard.templating.list.map((variable) => variable.definition.replace(/^label_values\(([^,]+),.*$/, '$1{}')),
    ];
    const queried = [...new Set(expressions.flatMap(metricNames))];
    expect(queried.length).toBeGreaterThanOrEqual(8);
    expect(queried.filter((name) => !served.has(name))).toEqual([]);
  });
});

describe('/metrics without a token configured', () => {
  it('is not served at all', async () => {
    const bare = await startApp({ API_KEYS: JSON.stringify([{ key: KEY, user: 'u' }]) });
    try {
      expect((await fetch(`${bare.url}/metrics`, { headers: bearer('anything-at-all-123') })).status).toBe(404);
    } finally {
      await bare.stop();
    }
  });
});
