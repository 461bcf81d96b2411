import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { buildConnector } from 'undici';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to every address it has (injectable so tests can fake DNS answers). */
export type HostLookup = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemLookup: HostLookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** The connection was refused by the address policy before any packet left. */
export class BlockedAddressError extends Error {
  constructor(readonly host: string) {
    super(`refused to connect to ${host}: not a public address`);
    this.name = 'BlockedAddressError';
  }
}

export interface GuardOptions {
  isAllowed(address: string): boolean;
  lookup?: HostLookup;
  connectTimeoutMs: number;
}

/**
 * An undici connector that decides where to connect itself: it resolves the name once, refuses
 * the connection unless every address is allowed, and then connects to the address it checked
 * (so a second DNS answer cannot swap in a private address). IP literals, which Node never passes
 * to a `lookup` hook, go through the same check. TLS still verifies the certificate against the
 * original host name (undici derives `servername` from `host`, which is left untouched).
 */
export function guardedConnector(options: GuardOptions): buildConnector.connector {
  const connect = buildConnector({ timeout: options.connectTimeoutMs });
  const lookup = options.lookup ?? systemLookup;
  return (connectOptions, callback) => {
    const host = connectOptions.hostname.replace(/^\[(.*)\]$/, '$1');
    resolve(host, lookup)
      .then((addresses) => {
        const [first] = addresses;
        if (!first || !addresses.every((entry) => options.isAllowed(entry.address)))
          throw new BlockedAddressError(host);
        connect({ ...connectOptions, hostname: first.address }, callback);
      })
      .catch((error: Error) => callback(error, null));
  };
}

async function resolve(host: string, lookup: HostLookup): Promise<ResolvedAddress[]> {
  const family = isIP(host);
  if (family !== 0) return [{ address: host, family }];
  return lookup(host);
}
