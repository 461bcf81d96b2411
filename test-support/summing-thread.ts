import { threadPort } from '../lib/threads/thread-port';

// A pool thread for the process thread's tests: answers with its pid, what it was started with,
// and the sum of a typed array; exits on `exit`; on `holdOpen`, keeps its process alive as a loaded
// model or a pending job would.

interface SummingJob {
  values?: ArrayLike<number>;
  exit?: boolean;
  holdOpen?: boolean;
}

const port = threadPort<unknown, SummingJob>();
port?.onJob((job) => {
  if (job.exit) process.exit(3);
  if (job.holdOpen) setInterval(() => undefined, 60_000);
  const values = Array.from(job.values ?? []);
  const result = {
    pid: process.pid,
    data: port.data,
    env: process.env.PROCESS_THREAD_TEST,
    sum: values.reduce((total, value) => total + value, 0),
    twice: Float32Array.from(values, (value) => value * 2),
  };
  port.reply({ id: job.id, result });
});
