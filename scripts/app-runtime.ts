/**
 * Prints the Node.js version the app server runs on, as the server itself reports it
 * (prom-client's nodejs_version_info on /metrics). Started through test-support/app.ts, so APP_NODE applies.
 */
import { startApp } from '../test-support/app';

async function main() {
  const token = 'app-runtime-check-metrics-token';
  const app = await startApp({ METRICS_TOKEN: token, LOG_LEVEL: 'warn' });
  try {
    const response = await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    const version = /nodejs_version_info\{version="(v[^"]+)"/.exec(await response.text())?.[1];
    if (!version) throw new Error(`/metrics (status ${response.status}) reports no nodejs_version_info`);
    console.log(version);
  } finally {
    await app.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
