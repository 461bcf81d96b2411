import { startApp } from '../../test-support/app';
import { startMockOpenAi } from '../../test-support/mock-openai-images';
import { keysEnv, KEYS, type SuiteOptions } from '../context';
import { call, countBy, type Answer } from '../open-loop';
import { gauge } from '../sampler';
import { row, timingRow, type Row } from '../table';

const summary = (answers: Answer[]) =>
  Object.entries(countBy(answers, (a) => `${a.status}${a.code ? ` ${a.code}` : ''}`))
    .map(([k, v]) => `${k}:${v}`)
    .join(', ');

/** The hosted image backend failing, hanging and recovering: circuit opens (fast 503), closes again, no stuck slots. */
export async function openAiFault(_options: SuiteOptions): Promise<Row[]> {
  const mock = await startMockOpenAi();
  const resetMs = 3_000;
  const app = await startApp(
    keysEnv({
      RATE_LIMIT_RPM: '100000000',
      IMAGE_EDIT_RPM: '100000000',
      IMAGE_EDIT_ENGINE: 'openai',
      OPENAI_API_KEY: 'sk-test-reliability',
      OPENAI_BASE_URL: mock.baseURL,
      IMAGE_EDIT_TIMEOUT_MS: '1500',
      IMAGE_EDIT_RETRIES: '0',
      IMAGE_EDIT_CIRCUIT_RESET_MS: String(resetMs),
      // The four hanging edits are one key's, sent at once: that user's share is every slot, so each
      // is answered at its own time-out (the share between users is stalls-and-leavers' to check).
      IMAGE_EDIT_CONCURRENCY: '4',
      IMAGE_EDIT_USER_SLOTS: '4',
    }),
  );
  const url = `${app.url}/private/image_edit`;
  const edit = (prompt: string) => call(url, { prompt }, { authorization: `Bearer ${KEYS.main}` });
  const rows: Row[] = [];
  try {
    const healthy = await Promise.all(Array.from({ length: 4 }, () => edit('make it nice')));
    rows.push(
      row(
        'openai fault',
        'backend healthy',
        summary(healthy),
        'all 200',
        healthy.every((a) => a.status === 200),
      ),
    );

    const hanging = await Promise.all(Array.from({ length: 4 }, () => edit('HANG please')));
    const hangMax = Math.max(...hanging.map((a) => a.ms));
    rows.push(
      row(
        'openai fault',
        'backend hangs (1.5 s time-out)',
        summary(hanging),
        '503 image_edit_unavailable + Retry-After',
        hanging.every((a) => a.status === 503 && a.code === 'image_edit_unavailable' && a.retryAfter),
      ),
    );
    rows.push(
      timingRow(
        'openai fault',
        'slowest answer while it hangs',
        `${hangMax.toFixed(0)} ms`,
        '< 3000 ms',
        hangMax < 3_000,
      ),
    );

    const failing: Answer[] = [];
    for (let i = 0; i < 12; i += 1) failing.push(await edit('FAIL500 now'));
    const arrivedBefore = mock.arrived;
    const whileOpen = await Promise.all(Array.from({ length: 5 }, () => edit('make it nice')));
    const reachedBackend = mock.arrived - arrivedBefore;
    rows.push(
      row(
        'openai fault',
        'backend 500s',
        summary(failing),
        '503 image_edit_unavailable',
        failing.every((a) => a.status === 503 && a.code === 'image_edit_unavailable'),
      ),
    );
    rows.push(
      row(
        'openai fault',
        'circuit open: calls reaching the backend',
        `${reachedBackend} of 5: ${summary(whileOpen)}`,
        '0, all 503',
        reachedBackend === 0 && whileOpen.every((a) => a.status === 503),
      ),
    );
    const openMax = Math.max(...whileOpen.map((a) => a.ms));
    rows.push(
      timingRow(
        'openai fault',
        'slowest 503 while the circuit is open',
        `${openMax.toFixed(0)} ms`,
        '< 250 ms',
        openMax < 250,
      ),
    );

    await new Promise((resolve) => setTimeout(resolve, resetMs + 500));
    const recovered = [
      await edit('make it nice'),
      ...(await Promise.all(Array.from({ length: 3 }, () => edit('make it nice')))),
    ];
    rows.push(
      row(
        'openai fault',
        `after ${resetMs / 1000} s: circuit closes again`,
        summary(recovered),
        'all 200',
        recovered.every((a) => a.status === 200),
      ),
    );
    const busy = await gauge(app.url, KEYS.metrics, 'inference_busy_slots', 'image_edit');
    rows.push(row('openai fault', 'busy slots afterwards', String(busy), '0', busy === 0));
  } finally {
    await app.stop();
    await mock.close();
  }
  return rows;
}
