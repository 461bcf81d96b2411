/**
 * npm run console:link
 *
 * Prints a fresh one-time link to the running server's console, for a second browser or a phone,
 * without restarting it. The link's token is random; only its SHA-256 and expiry (15 minutes) are
 * written, owner-only, to the data folder the server reads (DATA_DIR; `npm start` and this command
 * both default to ./data), which spends it on first use (lib/console/pending-links.ts). Run it with
 * the server's settings (DATA_DIR, PORT, HOSTNAME), under the user the server runs as. Run with the
 * `react-server` condition (package.json), as the server's modules are.
 */
import { dataFolder, parseEnvironment, SHARED_CONFIG, type Config } from '../lib/config';
import { consoleLinkUrl, needsConsoleLink } from '../lib/console/console-link';
import { addPendingLink, LINK_LIFETIME_MS } from '../lib/console/pending-links';

function fail(message: string): never {
  process.stderr.write(`console:link: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = parseEnvironment<Config>([SHARED_CONFIG]);
  } catch (error) {
    return fail((error as Error).message);
  }
  if (!needsConsoleLink(config)) {
    const why = !config.CONSOLE_ENABLED
      ? 'CONSOLE_ENABLED=false: this server has no console'
      : config.CONSOLE_OPEN
        ? 'CONSOLE_OPEN=true: the console is open to anyone who can reach it'
        : 'CONSOLE_PASSWORD is set: sign in with the password';
    return fail(`no link is needed: ${why}`);
  }
  const folder = dataFolder(config);
  let token: string;
  try {
    ({ token } = addPendingLink(folder));
  } catch (error) {
    return fail(`cannot record a link in ${folder}: ${(error as Error).message}`);
  }
  const url = consoleLinkUrl(token, config.PORT, config.HOSTNAME);
  process.stdout.write(
    `  Open this link in one browser within ${LINK_LIFETIME_MS / 60_000} minutes (it works once):\n\n    ${url}\n\n`,
  );
  const origin = new URL(url).origin;
  const running = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.ok,
    () => false,
  );
  if (!running)
    process.stderr.write(
      `  No server answers at ${origin} now: the link works once one serving the data folder ${folder} does.\n`,
    );
}

void main();
