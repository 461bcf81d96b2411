import { startApp } from '../../test-support/app';
import { openConsoleLink, printedConsoleLink } from './console-link';

/**
 * Starts the production build with nothing configured but raised rate limits, exactly as a first
 * `npm start` does: the server generates an API key and prints it with the console's one-time link.
 * The setup opens that link once, as the operator would, and hands the session cookie to the specs
 * (fixtures.ts puts it in every browser context unless a spec asks for none), with the URL and the
 * printed key (needed to run the copied curl command), through the environment.
 */
export default async function globalSetup() {
  // Only the rate limits are raised: the suite makes more image edits than the default 10 a minute.
  const app = await startApp({ RATE_LIMIT_RPM: '600', IMAGE_EDIT_RPM: '600', LOG_LEVEL: 'warn' });
  try {
    const key = /export API_KEY=(\S+)/.exec(app.logs())?.[1];
    if (!key) throw new Error(`the server printed no generated key:\n${app.logs()}`);
    process.env.E2E_CONSOLE_SESSION = await openConsoleLink(printedConsoleLink(app));
    process.env.E2E_BASE_URL = app.url;
    process.env.E2E_API_KEY = key;
  } catch (error) {
    await app.stop();
    throw error;
  }
  return async () => {
    await app.stop();
  };
}
