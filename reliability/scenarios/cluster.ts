import { request } from 'node:http';
import sharp from 'sharp';
import { bearer, post, startApp, type RunningApp } from '../../test-support/app';
import { startNginx, type RunningNginx } from '../../test-support/nginx';
import { waitFor } from '../../test-support/ports';
import { mostAdmitted, timedBurst } from '../../test-support/rate-limit';
import { startRedis } from '../../test-support/redis';
import { ClusterLoad, countStatuses, isLost, isUndocumented5xx, type Outcome, type Traffic } from '../cluster-load';
import { KEYS, NAMING_BODY, type SuiteOptions } from '../context';
import { fmt } from '../load';
import { fullRunRow, row, timingRow, type Row } from '../table';
import { probeUpstreamRetries } from '../upstream-probe';

const INSTANCES = 3;
const LOAD_USERS = 100;
const GRACE_MS = 10_000;
const loadKey = (i: number) => `cluster-load-key-${String(i).padStart(3, '0')}-0123456789`;
const BURST_KEY = 'cluster-burst-key-0123456789ab';
/** A second bursting user, for the limits across the rolling restart (a full bucket, spent just before it). */
const RESTART_BURST_KEY = 'cluster-restart-burst-key-0123';
/** A spent bucket is full again this long after (RATE_LIMIT_RPM is per minute). */
const RATE_WINDOW_MS = 60_000;

function clusterEnv(limit: number, redisUrl: string): Record<string, string> {
  const keys = [
    ...Array.from({ length: LOAD_USERS }, (_, i) => ({ key: loadKey(i), user: `load-${i}`, imageEdit: true })),
    { key: BURST_KEY, user: 'burst', imageEdit: true },
    { key: RESTART_BURST_KEY, user: 'restart-burst', imageEdit: true },
  ];
  return {
    API_KEYS: JSON.stringify(keys),
    RATE_LIMIT_RPM: String(limit),
    IMAGE_EDIT_RPM: String(limit),
    REDIS_URL: redisUrl,
    METRICS_TOKEN: KEYS.metrics,
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
    // The production linger: nginx closes its idle connections (after 2 s) before a draining app exits.
    SHUTDOWN_LINGER_MS: '3000',
    // Three instances share two cores: one OCR worker each keeps the machine from thrashing.
    OCR_WORKERS: '1',
    LOG_LEVEL: 'warn',
  };
}

async function receiptImage(): Promise<string> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120"><rect width="100%" height="100%" fill="#fff"/>' +
    '<text x="12" y="48" font-family="DejaVu Sans, sans-serif" font-size="28">TOTAL 12.50</text>' +
    '<text x="12" y="96" font-family="DejaVu Sans, sans-serif" font-size="28">CASH 20.00</text></svg>';
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;
}

/** The number of requests an instance is answering right now, from its own /metrics. */
function inFlight(app: RunningApp): Promise<number> {
  return new Promise((resolve, reject) => {
    request(`${app.url}/metrics`, { headers: { authorization: `Bearer ${KEYS.metrics}` } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve(Number(text.match(/^inference_requests_in_flight (\d+)/m)?.[1] ?? NaN)));
    })
      .on('error', reject)
      .end();
  });
}

/**
 * /readyz of an instance just sent SIGTERM: the first answer that is not 200 within a second (the
 * signal is handled on the event loop, which a loaded machine may not reach within a fixed 50 ms),
 * else 200.
 */
async function readyzAfterSigterm(url: string): Promise<number> {
  const until = Date.now() + 1_000;
  for (;;) {
    await sleep(50);
    const { status } = await readyz(url);
    if (status !== 200 || Date.now() >= until) return status;
  }
}

async function readyz(url: string): Promise<{ status: number; checks?: Record<string, boolean> }> {
  try {
    const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
    return { status: response.status, checks: (await response.json()).checks };
  } catch {
    return { status: 0 };
  }
}

const waitReady = (app: RunningApp) =>
  waitFor(async () => (await readyz(app.url)).status === 200, 60_000, `instance ${app.port} ready`);

async function burst(url: string, count: number, key = BURST_KEY) {
  const { results } = await timedBurst(count, () => post({ url }, '/private/ai_name', NAMING_BODY, bearer(key)));
  return {
    ok: results.filter((r) => r.status === 200).length,
    limited: results.filter((r) => r.status === 429).length,
  };
}

/** nginx's error lines about upstreams, without the client and host details. */
const upstreamErrors = (logs: string) =>
  logs
    .split('\n')
    .filter((line) => /upstream/.test(line) && !/temporarily disabled/.test(line))
    .map((line) => line.replace(/, client: .*$/, ''))
    .join('\n');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const summary = (outcomes: Outcome[]) => `${outcomes.length} requests: ${fmt.statuses(countStatuses(outcomes))}`;

/**
 * Three instances of the standalone build behind real nginx (deploy/nginx.conf with its upstream
 * addresses substituted) sharing one redis-server, under steady load on every operation: one
 * instance SIGKILLed, all three restarted one by one with SIGTERM, Redis restarted. Counts what
 * the clients lost and checks that the shared rate limits stay exact through it all.
 */
export async function cluster({ short }: SuiteOptions): Promise<Row[]> {
  const rows: Row[] = [];
  const retries = await probeUpstreamRetries();
  const { droppedPosts: d, refusedPosts: r } = retries;
  rows.push(
    row(
      'cluster',
      'nginx: POSTs to an instance that dies mid-request',
      `${d.sent} sent, ${d.reachedUpstreams} reached an instance, ${d.dropped} dropped → ${d.answered502} × 502`,
      'each reached one instance (not replayed)',
      d.dropped > 0 && d.reachedUpstreams === d.sent && d.answered502 === d.dropped,
    ),
  );
  rows.push(
    row(
      'cluster',
      'nginx: POSTs to an instance that refuses connections',
      `${r.answered200} of ${r.sent} answered by the next`,
      `all ${r.sent}`,
      r.answered200 === r.sent,
    ),
  );
  const limit = short ? 200 : 600;
  const extra = short ? 20 : 60;
  let redis = await startRedis();
  const env = clusterEnv(limit, redis.url);
  // Every instance ever started, so that none outlives the scenario whatever fails.
  const started: RunningApp[] = [];
  const start = async (port?: number) => {
    const app = await startApp(env, { port });
    started.push(app);
    return app;
  };
  let nginx: RunningNginx | undefined;
  let load: ClusterLoad | undefined;
  try {
    const apps: RunningApp[] = await Promise.all(Array.from({ length: INSTANCES }, () => start()));
    nginx = await startNginx(apps.map((app) => app.port));
    load = new ClusterLoad(
      nginx.url,
      Array.from({ length: LOAD_USERS }, (_, i) => loadKey(i)),
    );
    await Promise.all(apps.map(waitReady));
    const traffic: Traffic[] = [
      { operation: 'ai_name', path: '/private/ai_name', body: NAMING_BODY, loops: 6 },
      {
        operation: 'image_edit',
        path: '/private/image_edit',
        body: { prompt: 'Cluster test: draw this sentence' },
        loops: 2,
      },
      { operation: 'ocr', path: '/private/ocr', body: { images: [await receiptImage()] }, loops: 1 },
    ];
    load.start(traffic);

    await sleep(short ? 4_000 : 15_000);
    const before = await burst(nginx.url, limit / 2);
    const steadyPhase = load.takePhase();
    rows.push(
      row(
        'cluster',
        'steady load through nginx, 3 instances',
        summary(steadyPhase),
        'all 200',
        steadyPhase.every((o) => o.status === 200) && steadyPhase.length > 0,
      ),
    );
    rows.push(
      row(
        'cluster',
        `limits: first ${limit / 2} of one user's burst`,
        `${before.ok} ok, ${before.limited} × 429`,
        `${limit / 2} ok`,
        before.ok === limit / 2,
      ),
    );

    // SIGKILL one instance mid-run: only requests already sent to it may be lost; anything sent after
    // it died must reach another instance (nginx retries a refused connection).
    const victim = apps[0]!;
    const answering = await inFlight(victim);
    // Dead when the process is gone, not when the signal is sent: until then its sockets still take requests.
    const died = new Promise<{ at: number; wall: number }>((resolve) =>
      victim.process.once('exit', () => resolve({ at: performance.now(), wall: Date.now() })),
    );
    const killedWall = Date.now();
    victim.process.kill('SIGKILL');
    const { at: diedAt, wall: diedWall } = await died;
    await sleep(short ? 2_000 : 5_000);
    apps[0] = await start(victim.port);
    await waitReady(apps[0]);
    const killPhase = load.takePhase();
    const killLost = killPhase.filter(isLost);
    const lostAfterDeath = killLost.filter((o) => o.sentAt > diedAt).length;
    // What nginx had in flight to the instance as it died: requests that went to it, began before
    // it was gone and ended after the kill. Its own /metrics count sees only those inside the
    // pipeline, not those written to its sockets and not yet read.
    const victimAddress = `127.0.0.1:${victim.port}`;
    const inFlightAtKill = (await nginx.requests()).filter(
      (r) => r.upstreams.includes(victimAddress) && r.startedAt <= diedWall && r.endedAt >= killedWall - 1,
    ).length;
    rows.push(
      row(
        'cluster',
        'SIGKILL one instance: requests lost',
        `${killLost.length} (${lostAfterDeath} sent after it died); in flight to it at the kill: ${inFlightAtKill} by nginx's log, ${answering} inside its pipeline`,
        `only requests in flight to it: ≤ ${inFlightAtKill}, none sent after it died`,
        lostAfterDeath === 0 && killLost.length <= inFlightAtKill,
      ),
    );
    rows.push(
      row(
        'cluster',
        'SIGKILL: other answers',
        summary(killPhase.filter((o) => !isLost(o))),
        'no other 5xx',
        !killPhase.some(isUndocumented5xx),
      ),
    );

    // Rolling restart with SIGTERM, one instance at a time, under the same load. A user spends their
    // whole bucket just before; their burst after it must find the bucket Redis kept (refilled one
    // request every 60 s / limit since), not a full one.
    const restartBurstAt = performance.now();
    const beforeRestart = await burst(nginx.url, limit + extra, RESTART_BURST_KEY);
    const beforeRestartEnd = performance.now();
    const drainingReadyz: number[] = [];
    const restarts: string[] = [];
    for (let i = 0; i < INSTANCES; i += 1) {
      const old = apps[i]!;
      const termAt = Date.now();
      const exited = old.stop('SIGTERM');
      void exited.then(() => restarts.push(`${old.port}: SIGTERM ${termAt}, exited ${Date.now()}`));
      drainingReadyz.push(await readyzAfterSigterm(old.url));
      const code = await exited;
      if (code !== 0) rows.push(row('cluster', `instance ${i} exit code after SIGTERM`, String(code), '0', false));
      apps[i] = await start(old.port);
      restarts.push(`${old.port}: new instance listening ${Date.now()}`);
      await waitReady(apps[i]!);
      restarts.push(`${old.port}: new instance ready ${Date.now()}`);
    }
    const rollingPhase = load.takePhase();
    const rollingLost = rollingPhase.filter(isLost);
    // What nginx said of each lost request (its error log, warn and above), to tell the causes apart.
    if (rollingLost.length) {
      const failed = (await nginx.requests()).filter((r) => r.status >= 502);
      console.error([upstreamErrors(nginx.logs()), ...restarts, ...failed.map((r) => JSON.stringify(r))].join('\n'));
    }
    rows.push(
      fullRunRow(
        'cluster',
        'rolling SIGTERM restart of all 3: requests lost',
        `${rollingLost.length} ${rollingLost.length ? fmt.statuses(countStatuses(rollingLost)) : ''}`.trim(),
        '0',
        rollingLost.length === 0,
      ),
    );
    rows.push(
      row(
        'cluster',
        'rolling restart: answers',
        summary(rollingPhase),
        '200, or 503 with Retry-After',
        !rollingPhase.some(isUndocumented5xx),
      ),
    );
    rows.push(
      row(
        'cluster',
        '/readyz of a draining instance',
        drainingReadyz.map((status) => (status === 0 ? 'refused' : String(status))).join(', '),
        '503 or refused: not ready',
        drainingReadyz.every((status) => status === 503 || status === 0),
      ),
    );

    const afterStart = performance.now();
    const after = await burst(nginx.url, limit + extra, RESTART_BURST_KEY);
    const spanMs = performance.now() - restartBurstAt;
    // Both bursts together get one bucket's worth over their span; a lost bucket would give two.
    const most = mostAdmitted(limit, spanMs);
    const least = Math.min(limit, mostAdmitted(limit, afterStart - beforeRestartEnd) - limit);
    const exact = beforeRestart.ok >= limit && after.ok >= least && beforeRestart.ok + after.ok <= most;
    const measure = `limits exact through the restart: one user's two bursts of ${limit}+${extra}, before and after`;
    const value = `${beforeRestart.ok} + ${after.ok} ok over ${fmt.ms(spanMs)}`;
    const expected = `${limit} before; after, what refilled (≥ ${least}); together ≤ ${most}`;
    // On a machine slow enough that the restarts outlast the user's minute, the bucket has refilled
    // and the count cannot be told from a lost one: the short form reports it, the full run holds it.
    rows.push(
      spanMs < RATE_WINDOW_MS - 5_000
        ? row('cluster', measure, value, expected, exact)
        : fullRunRow('cluster', measure, `${value} (the minute had passed)`, expected, exact),
    );

    // Redis restarted on its port: limits answer from memory meanwhile, then every instance is back on it.
    const redisPort = redis.port;
    await redis.stop();
    await sleep(short ? 1_500 : 4_000);
    redis = await startRedis(redisPort);
    const returned = performance.now();
    await waitFor(
      async () =>
        (await Promise.all(apps.map((app) => readyz(app.url)))).every(
          (r) => r.status === 200 && r.checks?.redis === true,
        ),
      30_000,
      'every instance back on Redis',
    ).catch(() => undefined);
    const backMs = performance.now() - returned;
    const redisPhase = load.takePhase();
    rows.push(
      row(
        'cluster',
        'Redis restarted: answers meanwhile',
        summary(redisPhase),
        'no 5xx, none lost',
        !redisPhase.some((o) => isLost(o) || isUndocumented5xx(o)),
      ),
    );
    rows.push(
      timingRow(
        'cluster',
        'Redis restarted: all instances ready on it again',
        fmt.ms(backMs),
        '< 5000 ms',
        backMs < 5_000,
      ),
    );
  } finally {
    const rest = (await load?.stop()) ?? [];
    if (rest.some(isLost))
      rows.push(row('cluster', 'requests lost while stopping', rest.filter(isLost).length, '0', false));
    await nginx?.stop();
    await Promise.all(started.map((app) => app.stop()));
    await redis.stop();
  }
  return rows;
}
