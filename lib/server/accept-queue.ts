import { closeSync, openSync, readSync } from 'node:fs';

/** A socket's state in those tables: listening. */
const LISTEN = '0A';

/**
 * How many connections wait in the accept queue of the sockets listening on `port`: handshakes the
 * kernel has completed that the process has not yet accepted. Read from a table's text
 * (`/proc/net/tcp` or `/proc/net/tcp6`): `sl local_address rem_address st tx_queue:rx_queue …`.
 */
export function waitingToBeAccepted(tables: readonly string[], port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  let waiting = 0;
  for (const table of tables) {
    for (const line of table.split('\n').slice(1)) {
      const [, local, , state, queues] = line.trim().split(/\s+/);
      if (state !== LISTEN || !local?.endsWith(`:${hexPort}`)) continue;
      waiting += parseInt(queues?.split(':')[1] ?? '0', 16) || 0;
    }
  }
  return waiting;
}

/** Enough of a table for its listening sockets, which the kernel lists before any connection. */
const LISTENERS_BYTES = 32 * 1024;

/**
 * The accept queue of this machine's listeners on `port`, from the kernel's socket tables (Linux;
 * a listening socket's `rx_queue` is its accept queue's length); undefined where they cannot be
 * read. Only each table's head is read: the kernel lists listening sockets first, and a whole
 * table (every connection on the machine) takes milliseconds to write out, time in which a
 * connection could join the queue unseen. The paths are written out: the build traces what a
 * computed path could reach.
 */
export function acceptQueueOf(port: number): number | undefined {
  const tables = [headOf(() => openSync('/proc/net/tcp', 'r')), headOf(() => openSync('/proc/net/tcp6', 'r'))];
  const readable = tables.filter((table): table is string => table !== undefined);
  return readable.length ? waitingToBeAccepted(readable, port) : undefined;
}

function headOf(open: () => number): string | undefined {
  let fd: number | undefined;
  try {
    fd = open();
    const head = Buffer.alloc(LISTENERS_BYTES);
    const length = readSync(fd, head, 0, LISTENERS_BYTES, null);
    return head.toString('utf8', 0, length);
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
