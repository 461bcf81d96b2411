import { startApp } from '../../test-support/app';
import { startImageServer } from '../../test-support/image-server';
import { keysEnv, KEYS, type SuiteOptions } from '../context';
import { call } from '../open-loop';
import { row, timingRow, type Row } from '../table';

/** An image host that drips bytes or never answers: the fetch time-out frees the request with 400 invalid_image. */
export async function imageHostFault(_options: SuiteOptions): Promise<Row[]> {
  const host = await startImageServer();
  host.drip('/drip.png', Buffer.alloc(200_000, 1), 200);
  host.route('/silent.png', () => undefined);
  const timeoutMs = 1_500;
  const app = await startApp(
    keysEnv({
      RATE_LIMIT_RPM: '100000000',
      IMAGE_EDIT_RPM: '100000000',
      IMAGE_FETCH_ALLOW_PRIVATE: 'true',
      IMAGE_FETCH_TIMEOUT_MS: String(timeoutMs),
    }),
  );
  const rows: Row[] = [];
  try {
    for (const path of ['/drip.png', '/silent.png']) {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          call(
            `${app.url}/private/image_edit`,
            { prompt: 'x', images: [`${host.url}${path}`] },
            { authorization: `Bearer ${KEYS.main}` },
          ),
        ),
      );
      const slowest = Math.max(...answers.map((a) => a.ms));
      const what = path === '/drip.png' ? 'host drips bytes' : 'host never answers';
      rows.push(
        row(
          'image host fault',
          `${what} (×6 at once)`,
          answers.map((a) => `${a.status} ${a.code}`).join(', '),
          '400 invalid_image ×6',
          answers.every((a) => a.status === 400 && a.code === 'invalid_image'),
        ),
      );
      rows.push(
        timingRow(
          'image host fault',
          `${what}: slowest answer`,
          `${slowest.toFixed(0)} ms`,
          `< ${timeoutMs + 1000} ms (time-out ${timeoutMs} ms)`,
          slowest < timeoutMs + 1_000,
        ),
      );
    }
    const after = await call(
      `${app.url}/private/image_edit`,
      { prompt: 'still here' },
      { authorization: `Bearer ${KEYS.main}` },
    );
    rows.push(row('image host fault', 'a normal edit afterwards', after.status, '200', after.status === 200));
  } finally {
    await app.stop();
    await host.close();
  }
  return rows;
}
