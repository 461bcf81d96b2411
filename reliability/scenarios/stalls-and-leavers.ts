import { bearer, metricsText, post, seriesValue, startApp, untilReady, type RunningApp } from '../../test-support/app';
import { parseRawAnswer, stalledUpload } from '../../test-support/stalled-upload';
import { textPage } from '../../test-support/text-image';
import { keysEnv, KEYS, NAMING_BODY, type SuiteOptions } from '../context';
import { fmt } from '../load';
import { call, openLoop, percentile, type Answer } from '../open-loop';
import { row, timingRow, type Row } from '../table';

const STALLED = 50;
const LEAVERS = 50;
/**
 * The body deadline (the default in the full run; a third of it in the short form), how late past
 * it a stalled upload may be answered, and the time between two leavers' requests: fifty of them
 * span about the deadline, so they leave while the uploads stall.
 */
const BODY_TIMEOUT_MS = { full: 30_000, short: 10_000 };
const ANSWER_LATE_MS = 5_000;
const LEAVER_SPACING_MS = { full: 600, short: 200 };
/** Normal traffic, per operation: requests a second. */
const NORMAL_RATE = 15;
const SEARCH_BODY = { query: 'frog mayor', limit: 5 };

/**
 * Who the callers who leave are: the user of the measured traffic itself, or another user (whose
 * jobs the fair share of OCR's workers keeps to every worker but one, leaving a core to the others).
 */
type Leavers = 'same user' | 'another user';

/**
 * Stalled uploads and callers who leave, while normal traffic runs, in two forms: the OCR callers
 * who leave are another user (the stalled uploads always are), or the measured traffic's own user.
 * See `withBadCallers`; the p99 comparison is enforced (in the full run) where they are another
 * user, and reported where they are the same.
 */
export async function stallsAndLeavers(options: SuiteOptions): Promise<Row[]> {
  return [...(await withBadCallers(options, 'another user')), ...(await withBadCallers(options, 'same user'))];
}

/**
 * Fifty uploads that declare a body and stall, and fifty OCR callers who leave while their page is
 * read or waits for a worker, beside normal traffic. Every stalled upload is answered 408 in the
 * error shape within 5 s of the body deadline (30 s: within 35 s) and costs its user no token; no
 * OCR job runs to its end for a caller who left; nothing is logged as 500; naming and past-coin
 * search keep their latency (p99 within 1.5× of the same traffic alone).
 */
async function withBadCallers({ short }: SuiteOptions, leaversAre: Leavers): Promise<Row[]> {
  const form = short ? 'short' : 'full';
  const bodyTimeoutMs = BODY_TIMEOUT_MS[form];
  const answerWithinMs = bodyTimeoutMs + ANSWER_LATE_MS;
  const spacingMs = LEAVER_SPACING_MS[form];
  // One user's share is the default: one of the two workers, eight of the sixteen places.
  const app = await startApp(
    keysEnv({
      RATE_LIMIT_RPM: '100000',
      OCR_WORKERS: '2',
      OCR_QUEUE: '16',
      REQUEST_BODY_TIMEOUT_MS: String(bodyTimeoutMs),
    }),
  );
  const rows: Row[] = [];
  const name = `stalls and leavers (${leaversAre})`;
  try {
    await untilReady(app, 90_000);
    const page = await textPage('LEAVER', 40);
    // The same traffic alone first, as long as it runs beside the stalls and the leavers, on a
    // server it has warmed (a first, unmeasured fifth as long): a cold server's first seconds are
    // slower (compiling, heap sizing), which would flatter the comparison.
    const seconds = (LEAVERS * spacingMs) / 1000;
    await normalTraffic(app, seconds / 5);
    const normalAlone = await normalTraffic(app, seconds);
    // How long the page takes to read with nothing else running (the faster of two reads, the first
    // warming what a page this size needs): each caller leaves within it.
    const readMs = Math.min(await timedRead(app, page, KEYS.second), await timedRead(app, page, KEYS.second));
    const before = await serverFigures(app);

    const stalls = Array.from({ length: STALLED }, (_, k) =>
      stalledUpload({
        port: app.port,
        path: '/private/past_coin_search',
        key: KEYS.second,
        declared: 1000,
        sent: `{"query":"stalled ${k}`,
        waitMs: answerWithinMs + 10_000,
      }),
    );
    const leaving = leavers(app, page, spacingMs, readMs, leaversAre === 'same user' ? KEYS.main : KEYS.second);
    const normalLoaded = await normalTraffic(app, seconds);
    const [stalled, left] = await Promise.all([Promise.all(stalls), leaving]);
    await settled(app);
    const after = await serverFigures(app);

    // The stalled uploads: 408 request_timeout in the error shape, with its request id, in time.
    const answers = stalled.map((answer) => ({ ...answer, parsed: safeParse(answer.text) }));
    const timedOut = answers.filter(
      ({ parsed }) =>
        parsed?.status === 408 &&
        parsed.body?.error?.code === 'request_timeout' &&
        parsed.body.requestId === parsed.headers.get('x-request-id'),
    ).length;
    const slowest = Math.max(
      ...answers.map((answer) => (answer.answeredAfterMs < 0 ? Infinity : answer.answeredAfterMs)),
    );
    rows.push(
      row(
        name,
        `${STALLED} stalled uploads: 408 request_timeout in the error shape`,
        `${timedOut} of ${STALLED}`,
        `all ${STALLED}`,
        timedOut === STALLED,
      ),
      row(
        name,
        'stalled uploads: slowest answer',
        fmt.ms(slowest),
        `≤ ${answerWithinMs / 1000} s`,
        slowest <= answerWithinMs,
      ),
    );

    // No token was taken by them: the stalled user's next complete request finds its bucket full less one.
    const complete = await post(app, '/private/past_coin_search', SEARCH_BODY, bearer(KEYS.second));
    const limit = Number(complete.headers.get('ratelimit-limit'));
    const remaining = Number(complete.headers.get('ratelimit-remaining'));
    rows.push(
      row(
        name,
        "stalled user's bucket after its next complete request",
        `${remaining} of ${limit} left (status ${complete.status})`,
        'limit − 1',
        complete.status === 200 && remaining === limit - 1,
      ),
    );

    // The callers who left: logged 499, and no OCR job ran to its end for any of them.
    const completed = after.completedOcrJobs - before.completedOcrJobs;
    const cancelled = after.cancelledOcrJobs - before.cancelledOcrJobs;
    const logged499 = after.ocr499 - before.ocr499;
    rows.push(
      row(
        name,
        `${LEAVERS} OCR callers who leave mid-read: left before an answer`,
        `${left.left} (answered first: ${fmt.statuses(left.answeredFirst)})`,
        `all ${LEAVERS}`,
        left.left === LEAVERS,
      ),
      row(name, 'callers who left: logged 499', logged499, `${left.left}`, logged499 === left.left),
      row(name, 'OCR jobs run to their end for callers who left', completed, '0', completed === 0),
      row(
        name,
        'OCR jobs stopped or dropped (queued + running)',
        `${cancelled} (${after.recycledForLeavers - before.recycledForLeavers} workers replaced)`,
      ),
      row(name, 'requests logged 500 (the whole run)', after.logged500, '0', after.logged500 === 0),
    );

    for (const operation of ['ai_name', 'past_coin_search'] as const) {
      const alone = normalAlone[operation];
      const loaded = normalLoaded[operation];
      const ok = [...alone, ...loaded].every((answer) => answer.status === 200);
      const [p99Alone, p99Loaded] = [
        percentile(
          alone.map((a) => a.ms),
          99,
        ),
        percentile(
          loaded.map((a) => a.ms),
          99,
        ),
      ];
      rows.push(
        row(
          name,
          `normal ${operation} at ${NORMAL_RATE} req/s: all 200`,
          ok
            ? `${alone.length} alone, ${loaded.length} beside`
            : `alone ${fmt.statuses(byStatus(alone))}; beside ${fmt.statuses(byStatus(loaded))} (0: no answer)`,
          'all 200',
          ok,
        ),
        p99Row(name, operation, leaversAre, p99Loaded, p99Alone),
      );
    }
  } finally {
    await app.stop();
  }
  return rows;
}

/**
 * The p99 beside the bad callers against alone: held to 1.5× (a timing row) where the leavers are
 * another user, reported where they are the measured traffic's own user (who then shares its own
 * part of the workers with them).
 */
function p99Row(name: string, operation: string, leaversAre: Leavers, loaded: number, alone: number): Row {
  const measure = `normal ${operation}: p99 beside / alone`;
  const value = `${fmt.ms(loaded)} / ${fmt.ms(alone)} (${(loaded / alone).toFixed(2)}×)`;
  return leaversAre === 'another user'
    ? timingRow(name, measure, value, '≤ 1.5×', loaded <= 1.5 * alone)
    : row(name, measure, value, 'reported');
}

/** Naming and past-coin search from the main key, each at NORMAL_RATE, open loop, for `seconds`. */
async function normalTraffic(
  app: RunningApp,
  seconds: number,
): Promise<Record<'ai_name' | 'past_coin_search', Answer[]>> {
  const auth = bearer(KEYS.main);
  const [naming, search] = await Promise.all([
    openLoop(NORMAL_RATE, seconds, () => call(`${app.url}/private/ai_name`, NAMING_BODY, auth)),
    openLoop(NORMAL_RATE, seconds, () => call(`${app.url}/private/past_coin_search`, SEARCH_BODY, auth)),
  ]);
  return { ai_name: naming.answers, past_coin_search: search.answers };
}

/**
 * LEAVERS OCR requests of a long page with this key, one every `spacingMs`, each caller leaving
 * 0.3–1.5 s after it sent: before a worker could have read its page (several seconds each).
 */
/** The time of one OCR read of the page, answered 200. */
async function timedRead(app: RunningApp, page: string, key: string): Promise<number> {
  const started = performance.now();
  const response = await post(app, '/private/ocr', { images: [page] }, bearer(key));
  if (response.status !== 200) throw new Error(`the leavers' page was answered ${response.status}`);
  return performance.now() - started;
}

/**
 * The callers who leave, one every `spacingMs`: each leaves after 15–75% of `readMs` (the page's
 * read alone), spread over that span, so before its answer however fast the engine reads: beside
 * the other leavers and the traffic a read takes longer, never less.
 */
async function leavers(
  app: RunningApp,
  page: string,
  spacingMs: number,
  readMs: number,
  key: string,
): Promise<{ left: number; answeredFirst: Record<string, number> }> {
  const outcomes = await Promise.all(
    Array.from({ length: LEAVERS }, async (_, k) => {
      await new Promise((resolve) => setTimeout(resolve, k * spacingMs));
      const leaving = new AbortController();
      const leaveAfter = Math.round(readMs * (0.15 + (0.6 * ((k * 397) % 1200)) / 1200));
      const timer = setTimeout(() => leaving.abort(), leaveAfter);
      try {
        const response = await fetch(`${app.url}/private/ocr`, {
          method: 'POST',
          headers: { ...bearer(key), 'content-type': 'application/json' },
          body: JSON.stringify({ images: [page] }),
          signal: leaving.signal,
        });
        await response.arrayBuffer();
        return String(response.status);
      } catch {
        return leaving.signal.aborted ? 'left' : 'network error';
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  const answeredFirst: Record<string, number> = {};
  for (const outcome of outcomes) if (outcome !== 'left') answeredFirst[outcome] = (answeredFirst[outcome] ?? 0) + 1;
  return { left: outcomes.filter((outcome) => outcome === 'left').length, answeredFirst };
}

/** How many answers had each status (with its error code, where there was one). */
function byStatus(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status, code } of answers) {
    const key = code ? `${status} ${code}` : String(status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

function safeParse(text: string): ReturnType<typeof parseRawAnswer> | undefined {
  try {
    return parseRawAnswer(text);
  } catch {
    return undefined;
  }
}

async function serverFigures(app: RunningApp) {
  const text = await metricsText(app, KEYS.metrics);
  return {
    completedOcrJobs: seriesValue(text, 'inference_jobs_completed_total{gate="ocr"}'),
    cancelledOcrJobs:
      seriesValue(text, 'inference_jobs_cancelled_total{gate="ocr",stage="queued"}') +
      seriesValue(text, 'inference_jobs_cancelled_total{gate="ocr",stage="running"}'),
    recycledForLeavers: seriesValue(text, 'inference_ocr_worker_recycles_total{reason="cancelled"}'),
    ocr499: seriesValue(text, 'inference_requests_total{operation="ocr",status="499",code="client_closed_request"}'),
    logged500: app
      .logs()
      .split('\n')
      .filter((line) => line.includes('"msg":"request"') && line.includes('"status":500')).length,
  };
}

/** Waits until the server has nothing in flight (the leavers' work included) for a second. */
async function settled(app: RunningApp): Promise<void> {
  let quiet = 0;
  for (let waited = 0; waited < 60_000 && quiet < 4; waited += 250) {
    const text = await metricsText(app, KEYS.metrics);
    const inFlight = seriesValue(text, 'inference_requests_in_flight');
    const busy = seriesValue(text, 'inference_busy_slots{gate="ocr"}');
    quiet = inFlight <= 1 && busy === 0 ? quiet + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
