import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';
import { perProcess } from '../per-process';

/**
 * The console's start-up link (Jupyter's `?token=…`), used when it has neither a password nor
 * CONSOLE_OPEN=true. The token is single-use: the first browser that opens the link gets a session
 * cookie signed with `sessionSecret`, and the link is dead from then on, so a copy left in a shell
 * history, a proxy's access log or a browser's history opens nothing. Both live in this process
 * only: a restart prints a new link and ends the sessions of the old one. More links, for other
 * browsers, come from `npm run console:link` while the server runs (pending-links.ts).
 */
export interface ConsoleLink {
  readonly token: string;
  /** Signs the sessions this link opens (the password does, in password mode). */
  readonly sessionSecret: string;
  used: boolean;
}

export function createConsoleLink(): ConsoleLink {
  return {
    token: randomBytes(32).toString('base64url'),
    sessionSecret: randomBytes(32).toString('base64url'),
    used: false,
  };
}

/** Whether the console needs the start-up link: on, with no password, not opened on purpose. */
export function needsConsoleLink(
  config: Pick<Config, 'CONSOLE_ENABLED' | 'CONSOLE_OPEN' | 'CONSOLE_PASSWORD'>,
): boolean {
  return config.CONSOLE_ENABLED && !config.CONSOLE_OPEN && config.CONSOLE_PASSWORD === undefined;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Spends the token if `given` is it and it is unspent; compared in constant time. */
export function redeemToken(link: ConsoleLink, given: string | null): boolean {
  if (given === null || link.used) return false;
  if (!timingSafeEqual(digest(link.token), digest(given))) return false;
  link.used = true;
  return true;
}

/** Where the operator opens the console: the listening address, or localhost when it listens on all. */
export function consoleLinkUrl(token: string, port: number, hostname: string | undefined): string {
  const host = !hostname || hostname === '0.0.0.0' || hostname === '::' || hostname === '[::]' ? 'localhost' : hostname;
  const shown = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${shown}:${port}/?token=${token}`;
}

/** The process's link once decided: null when the console needs none. */
const decided = perProcess('consoleLink', (): { link?: ConsoleLink | null } => ({}));

/**
 * This process's link, or undefined when the console does not need one: one token for every bundle
 * (instrumentation, pages, routes).
 */
export function getConsoleLink(config: Config): ConsoleLink | undefined {
  const held = decided();
  if (held.link === undefined) held.link = needsConsoleLink(config) ? createConsoleLink() : null;
  return held.link ?? undefined;
}

/** Prints the link once, at start, to the operator's terminal: the only way to learn the token. */
export function announceConsoleLink(config: Config): void {
  const link = getConsoleLink(config);
  if (link === undefined) return;
  process.stdout.write(
    `  The console is closed to everyone but the browser that opens this link first (it works once;\n` +
      `  \`npm run console:link\` prints another for a second browser or a phone, without a restart):\n\n` +
      `    ${consoleLinkUrl(link.token, config.PORT, config.HOSTNAME)}\n\n`,
  );
}
