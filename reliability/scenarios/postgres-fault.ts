import { bearer, post, startApp, type RunningApp } from '../../test-support/app';
import { waitFor } from '../../test-support/ports';
import { startPostgres } from '../../test-support/postgres';
import { keysEnv, KEYS, type SuiteOptions } from '../context';
import { fmt } from '../load';
import { row, timingRow, type Row } from '../table';

/** How long the store may take before a past-coin call is 503: the bound on every answer while it is down. */
const STORE_TIMEOUT_MS = 1500;
const CLIENTS = 8;

interface Tally {
  statuses: Record<string, number>;
  /** Answers other than 200 and 503 past_coin_search_failed with Retry-After. */
  wrong: string[];
  slowest: number;
}

/** CLIENTS callers alternating searches and small writes across the instances until `until` resolves. */
async function load(apps: RunningApp[], stop: () => boolean, prefix: string): Promise<Tally> {
  const tally: Tally = { statuses: {}, wrong: [], slowest: 0 };
  let sent = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let k = 0; !stop(); k += 1) {
        const app = apps[(client + k) % apps.length]!;
        const writing = k % 4 === 3;
        const started = performance.now();
        const answer = writing
          ? await post(
              app,
              '/private/past_coins',
              { coins: [{ address: `${prefix}-${client}-${k}`, name: `Fault Coin ${client} ${k}`, ticker: 'FAULT' }] },
              bearer(KEYS.main),
            )
          : await post(app, '/private/past_coin_search', { query: `pepe ${k % 7}` }, bearer(KEYS.main));
        sent += 1;
        tally.slowest = Math.max(tally.slowest, performance.now() - started);
        tally.statuses[answer.status] = (tally.statuses[answer.status] ?? 0) + 1;
        const refused =
          answer.status === 503 &&
          answer.body?.error?.code === 'past_coin_search_failed' &&
          Number(answer.headers.get('retry-after')) > 0;
        if (answer.status !== 200 && !refused) tally.wrong.push(`${answer.status} ${answer.text.slice(0, 80)}`);
      }
    }),
  );
  return { ...tally, statuses: { ...tally.statuses, sent } as Record<string, number> };
}

const forMs = (ms: number) => {
  const until = Date.now() + ms;
  return () => Date.now() >= until;
};

/**
 * Postgres stopped under load, with two instances sharing it: every answer while it is down is a
 * prompt 503 past_coin_search_failed with Retry-After (never a hang or a 500), and both instances
 * answer again by themselves once it is back.
 */
export async function postgresFault({ short }: SuiteOptions): Promise<Row[]> {
  const rows: Row[] = [];
  const scenario = 'postgres fault';
  const postgres = await startPostgres();
  const env = keysEnv({
    RATE_LIMIT_RPM: '100000',
    DATABASE_URL: postgres.url,
    PAST_COINS_TIMEOUT_MS: String(STORE_TIMEOUT_MS),
  });
  const apps = await Promise.all([startApp(env), startApp(env)]);
  try {
    // As a load balancer would: traffic once both instances say they are ready (store migrated, seeded).
    await Promise.all(apps.map((app) => waitFor(async () => (await fetch(`${app.url}/readyz`)).ok, 60_000, 'ready')));
    const phase = short ? 3_000 : 10_000;
    const up = await load(apps, forMs(phase), 'up');
    const { sent: upSent, ...upStatuses } = up.statuses;
    rows.push(
      row(
        scenario,
        'with Postgres up (2 instances)',
        `${upSent} sent: ${fmt.statuses(upStatuses)}`,
        'all 200',
        up.wrong.length === 0 && upStatuses['503'] === undefined,
      ),
    );

    await postgres.stop();
    const down = await load(apps, forMs(phase), 'down');
    const { sent: downSent, ...downStatuses } = down.statuses;
    rows.push(
      row(
        scenario,
        'Postgres stopped: only 503 past_coin_search_failed with Retry-After',
        `${downSent} sent: ${fmt.statuses(downStatuses)}${down.wrong.length ? `; e.g. ${down.wrong[0]}` : ''}`,
        'no other answer, no 500',
        down.wrong.length === 0 && (downStatuses['503'] ?? 0) > 0,
      ),
    );
    rows.push(
      timingRow(
        scenario,
        'slowest answer while Postgres is down',
        fmt.ms(down.slowest),
        `< ${STORE_TIMEOUT_MS + 1000} ms (the store time-out, no hang)`,
        down.slowest < STORE_TIMEOUT_MS + 1000,
      ),
    );

    const restarted = performance.now();
    await postgres.start();
    const recovered = await Promise.all(
      apps.map(async (app) => {
        const deadline = Date.now() + 15_000;
        while (Date.now() < deadline) {
          const answer = await post(app, '/private/past_coin_search', { query: 'pepe' }, bearer(KEYS.main));
          if (answer.status === 200) return performance.now() - restarted;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return undefined;
      }),
    );
    const worst = Math.max(...recovered.map((ms) => ms ?? Infinity));
    rows.push(
      row(
        scenario,
        'Postgres back: both instances answer 200 without a restart',
        recovered.map((ms) => (ms === undefined ? 'never' : fmt.ms(ms))).join(', '),
        'both, within 15 s',
        Number.isFinite(worst),
      ),
    );
    rows.push(
      timingRow(scenario, 'time to answer again after Postgres is back', fmt.ms(worst), '< 5000 ms', worst < 5000),
    );
    const after = await load(apps, forMs(short ? 1_000 : 3_000), 'after');
    const { sent: afterSent, ...afterStatuses } = after.statuses;
    rows.push(
      row(
        scenario,
        'load after recovery',
        `${afterSent} sent: ${fmt.statuses(afterStatuses)}`,
        'all 200',
        after.wrong.length === 0 && afterStatuses['503'] === undefined,
      ),
    );
  } finally {
    await Promise.all(apps.map((app) => app.stop()));
    await postgres.destroy();
  }
  return rows;
}
