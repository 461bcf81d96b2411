import { startApp } from '../../test-support/app';
import { keysEnv, KEYS, NAMING_BODY, type SuiteOptions } from '../context';
import { drive, fmt } from '../load';
import { difference, sameCounts, settledCounts } from '../server-counts';
import { row, type Row } from '../table';

export interface SteadyTarget {
  operation: 'ai_name' | 'image_edit' | 'ocr';
  body: unknown;
  /** Connections that saturate the operation when measuring its capacity. */
  connections: number;
}

/**
 * For each operation: capacity (as fast as the server answers), then 80% of it for a fixed number
 * of requests: all 2xx, latency reported, and the client's count by status equal to the server's.
 * Also the capacity of the 401 path (authentication failing before any work).
 */
export async function steady({ short }: SuiteOptions, targets: SteadyTarget[]): Promise<Row[]> {
  const app = await startApp(keysEnv({ RATE_LIMIT_RPM: '100000000', IMAGE_EDIT_RPM: '100000000' }));
  const rows: Row[] = [];
  const auth = { authorization: `Bearer ${KEYS.main}` };
  const seconds = short ? 3 : 10;
  try {
    const unauthorized = await drive({
      url: `${app.url}/private/ai_name`,
      body: NAMING_BODY,
      headers: {},
      connections: 16,
      durationSeconds: seconds,
    });
    rows.push(
      row(
        'capacity',
        '401 path (no key), 16 connections',
        `${fmt.rps(unauthorized.rps)}, p50 ${fmt.ms(unauthorized.p50)}, p99 ${fmt.ms(unauthorized.p99)}`,
        'all 401',
        Object.keys(unauthorized.byStatus).join() === '401',
      ),
    );

    for (const target of targets) {
      const url = `${app.url}/private/${target.operation}`;
      await drive({
        url,
        body: target.body,
        headers: auth,
        connections: target.connections,
        amount: target.connections * 2,
      });
      const capacity = await drive({
        url,
        body: target.body,
        headers: auth,
        connections: target.connections,
        durationSeconds: seconds,
      });
      rows.push(
        row(
          'capacity',
          `${target.operation}, ${target.connections} connections`,
          `${fmt.rps(capacity.rps)}, p50 ${fmt.ms(capacity.p50)}, p99 ${fmt.ms(capacity.p99)}`,
          'all 200',
          Object.keys(capacity.byStatus).join() === '200',
        ),
      );

      const before = await settledCounts(app.url, KEYS.metrics, target.operation);
      const rate = Math.max(1, Math.floor(capacity.rps * 0.8));
      // A fixed amount rather than a duration: autocannon drops what is in flight when a duration ends.
      const load = await drive({
        url,
        body: target.body,
        headers: auth,
        connections: target.connections,
        amount: Math.max(rate, Math.round(rate * seconds * 2)),
        rate,
      });
      const onServer = difference(await settledCounts(app.url, KEYS.metrics, target.operation, 300), before);
      const all2xx = Object.keys(load.byStatus).every((status) => status.startsWith('2')) && load.errors === 0;
      rows.push(
        row(
          'steady 80%',
          `${target.operation} at ${rate} req/s`,
          `${fmt.statuses(load.byStatus)}; p50 ${fmt.ms(load.p50)}, p99 ${fmt.ms(load.p99)}`,
          'all 2xx, no errors',
          all2xx,
        ),
      );
      rows.push(
        row(
          'accounting',
          `${target.operation}: client vs server counts`,
          `client ${fmt.statuses(load.byStatus)} / server ${fmt.statuses(onServer)}`,
          'equal',
          sameCounts(load.byStatus, onServer),
        ),
      );
    }
  } finally {
    await app.stop();
  }
  return rows;
}
