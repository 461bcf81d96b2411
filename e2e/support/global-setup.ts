import { startApp } from '../../test-support/app';

/**
 * Starts the production build with no API keys configured, so the server generates one and hands
 * it to the console, exactly as a first `npm start` does. Tests learn the URL and the printed key
 * (needed to run the copied curl command) from the environment.
 */
export default async function globalSetup() {
  // Only the rate limits are raised: the suite makes more image edits than the default 10 a minute.
  const app = await startApp({ RATE_LIMIT_RPM: '600', IMAGE_EDIT_RPM: '600', LOG_LEVEL: 'warn' });
  const key = /export API_KEY=(\S+)/.exec(app.logs())?.[1];
  if (!key) {
    await app.stop();
    throw new Error(`the server printed no generated key:\n${app.logs()}`);
  }
  process.env.E2E_BASE_URL = app.url;
  process.env.E2E_API_KEY = key;
  return async () => {
    await app.stop();
  };
}
