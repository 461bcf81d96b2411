import { startApp } from '../../test-support/app';
import { keysEnv, KEYS, NAMING_BODY, type SuiteOptions } from '../context';
import { drive, fmt } from '../load';
import { difference, sameCounts, serverCounts } from '../server-counts';
import { row, type Row } from '../table';

/** Capacity of ai_name and of the 401 path, then 80% of capacity for a fixed time: all 2xx, counted on both sides. */
export async function steady({ short }: SuiteOptions): Promise<Row[]> {
  const app = await startApp(keysEnv({ RATE_LIMIT_RPM: '100000000' }));
  const rows: Row[] = [];
  try {
    const url = `${app.url}/private/ai_name`;
    const seconds = short ? 3 : 10;
    const unauthorized = await drive({ url, body: NAMING_BODY, headers: {}, connections: 16, durationSeconds: seconds });
    rows.push(row('capacity', '401 path (no key)', `${fmt.rps(unauthorized.rps)}, p50 ${fmt.ms(unauthorized.p50)}, p99 ${fmt.ms(unauthorized.p99)}`, 'all 401', Object.keys(unauthorized.byStatus).join() === '401'));

    const capacity = await drive({ url, body: NAMING_BODY, headers: { authorization: `Bearer ${KEYS.main}` }, connections: 16, durationSeconds: seconds });
    rows.push(row('capacity', 'ai_name, 16 connections', `${fmt.rps(capacity.rps)}, p50 ${fmt.ms(capacity.p50)}, p99 ${fmt.ms(capacity.p99)}`, 'all 200', Object.keys(capacity.byStatus).join() === '200'));

    const before = await serverCounts(app.url, KEYS.metrics, 'ai_name');
    const rate = Math.max(1, Math.floor(capacity.rps * 0.8));
    // A fixed amount rather than a duration: autocannon drops what is in flight when a duration ends.
    const load = await drive({ url, body: NAMING_BODY, headers: { authorization: `Bearer ${KEYS.main}` }, connections: 16, amount: rate * seconds * 2, rate });
    const onServer = difference(await serverCounts(app.url, KEYS.metrics, 'ai_name'), before);
    const all2xx = Object.keys(load.byStatus).every((status) => status.startsWith('2')) && load.errors === 0;
    rows.push(row('steady 80%', `ai_name at ${rate} req/s for ${seconds * 2} s`, `${fmt.statuses(load.byStatus)}; p50 ${fmt.ms(load.p50)}, p99 ${fmt.ms(load.p99)}`, 'all 2xx, no errors', all2xx));
    rows.push(row('accounting', 'ai_name client vs server counts', `client ${fmt.statuses(load.byStatus)} / server ${fmt.statuses(onServer)}`, 'equal', sameCounts(load.byStatus, onServer)));
  } finally {
    await app.stop();
  }
  return rows;
}
