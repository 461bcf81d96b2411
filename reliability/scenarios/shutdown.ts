import { request } from 'node:http';
import { startApp } from '../../test-support/app';
import { keysEnv, KEYS, NAMING_BODY, type SuiteOptions } from '../context';
import { fmt } from '../load';
import { row, timingRow, type Row } from '../table';

type Outcome =
  { kind: 'answered'; status: number } | { kind: 'refused' } | { kind: 'dropped'; error: string; requestId: string };

let sequence = 0;

/** One request on a fresh connection: answered (any status), refused (no connection), or dropped mid-way. */
function once(port: number): Promise<Outcome> {
  return new Promise((resolve) => {
    let connected = false;
    const requestId = `shutdown-${(sequence += 1)}`;
    const body = JSON.stringify({ requestId, ...NAMING_BODY });
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/private/ai_name',
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${KEYS.main}`,
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ kind: 'answered', status: res.statusCode ?? 0 }));
        res.on('error', (error) => resolve({ kind: 'dropped', error: error.message, requestId }));
      },
    );
    req.on('socket', (socket) => socket.on('connect', () => (connected = true)));
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve(connected ? { kind: 'dropped', error: error.code ?? error.message, requestId } : { kind: 'refused' }),
    );
    req.end(body);
  });
}

/** SIGTERM under load: every accepted request is answered, new work is refused, the process exits in time. */
export async function shutdown({ short }: SuiteOptions): Promise<Row[]> {
  const graceMs = 5_000;
  // Request logs on: they tell a request the server took (and logged) from one it never saw.
  const app = await startApp(
    keysEnv({
      RATE_LIMIT_RPM: '100000000',
      SHUTDOWN_GRACE_MS: String(graceMs),
      // The production linger: the clients' keep-alive connections stay open to the end, as a balancer's do.
      SHUTDOWN_LINGER_MS: '3000',
      LOG_LEVEL: 'info',
    }),
  );
  const outcomes: Outcome[] = [];
  let stop = false;
  // Each client behaves like a load balancer: it stops sending here once told 503 or refused.
  const workers = Array.from({ length: 8 }, async () => {
    while (!stop) {
      const outcome = await once(app.port);
      outcomes.push(outcome);
      if (outcome.kind === 'refused' || (outcome.kind === 'answered' && outcome.status === 503)) break;
    }
  });
  await new Promise((resolve) => setTimeout(resolve, short ? 1_000 : 3_000));
  const signalled = performance.now();
  const exited = app.stop('SIGTERM');
  const code = await exited;
  const exitMs = performance.now() - signalled;
  stop = true;
  await Promise.all(workers);

  const answered = outcomes.filter((o) => o.kind === 'answered') as { status: number }[];
  const dropped = outcomes.filter((o): o is Extract<Outcome, { kind: 'dropped' }> => o.kind === 'dropped');
  const logs = app.logs();
  // The server logs every request it took when it answers it; one it took but never answered would
  // be in flight at exit, which the drain waits for, so "taken" means "logged" here.
  const taken = dropped.filter((o) => logs.includes(`"requestId":"${o.requestId}"`));
  const statuses: Record<string, number> = {};
  for (const o of answered) statuses[o.status] = (statuses[o.status] ?? 0) + 1;
  const onlyContract = answered.every((o) => o.status === 200 || o.status === 503);
  return [
    row('shutdown', 'SIGTERM under load: answers', fmt.statuses(statuses), '200 or 503 only', onlyContract),
    row('shutdown', 'taken by the server but dropped', taken.length, '0', taken.length === 0),
    row(
      'shutdown',
      'reset in the listen queue as the listener closed (never reached the server)',
      dropped.length - taken.length,
      'any',
    ),
    row('shutdown', 'refused at connect after close', outcomes.filter((o) => o.kind === 'refused').length, 'any'),
    row('shutdown', 'exit code after SIGTERM', String(code), '0 (drained, not killed by the grace timer)', code === 0),
    timingRow('shutdown', 'exit after SIGTERM', fmt.ms(exitMs), `< ${graceMs} ms`, exitMs < graceMs),
  ];
}
