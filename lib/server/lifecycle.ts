import 'server-only';
import { Server, type AddressInfo } from 'node:net';
import { acceptQueueOf } from './accept-queue';
import { perProcess } from '../per-process';

/**
 * Process-wide state the pipeline and /readyz read: whether the server is draining (SIGTERM
 * received: answer what is in flight, refuse new work) and the readiness checks engines register.
 */
type ReadinessCheck = () => Promise<boolean> | boolean;

interface Lifecycle {
  /** SIGTERM/SIGINT received: /readyz answers not ready from then on, before the listener closes. */
  stopping: boolean;
  draining: boolean;
  /** The listener is closing but connections still wait in its accept queue: new work is refused (503). */
  refusingNewWork: boolean;
  checks: Map<string, ReadinessCheck>;
  inFlight: number;
}

const state = perProcess('lifecycle', (): Lifecycle => ({
  stopping: false,
  draining: false,
  refusingNewWork: false,
  checks: new Map(),
  inFlight: 0,
}));

export const isDraining = () => state().draining;
export const startDraining = () => {
  state().draining = true;
};
export const inFlight = () => state().inFlight;
/** True while the listener waits for its accept queue to empty before closing (see closeWhenAccepted). */
export const isRefusingNewWork = () => state().refusingNewWork;

/** Counts a request as in flight for as long as `work` runs. */
export async function track<T>(work: () => Promise<T>): Promise<T> {
  state().inFlight += 1;
  try {
    return await work();
  } finally {
    state().inFlight -= 1;
  }
}

/** Registers a named check for /readyz, e.g. an operation's name → its engine is warm. */
export function registerReadinessCheck(name: string, check: ReadinessCheck): void {
  state().checks.set(name, check);
}

export async function readiness(): Promise<{ ready: boolean; checks: Record<string, boolean> }> {
  // Every check is true when it passes: `accepting` is false from the moment SIGTERM is handled.
  const checks: Record<string, boolean> = { accepting: !(state().stopping || state().draining) };
  await Promise.all(
    [...state().checks].map(async ([name, check]) => {
      checks[name] = await Promise.race([
        Promise.resolve()
          .then(check)
          .catch(() => false),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2_000).unref()),
      ]);
    }),
  );
  return { ready: Object.values(checks).every(Boolean), checks };
}

type ShutdownHook = () => Promise<void> | void;
const hooks = perProcess('shutdownHooks', () => new Map<string, ShutdownHook>());

/** Registers a named clean-up (e.g. an operation's name → stop its engine) to run once in-flight work is done. */
export function onShutdown(name: string, hook: ShutdownHook): void {
  hooks().set(name, hook);
}

/** How long a listener may wait for its accept queue to empty before it closes anyway. */
const ACCEPT_QUEUE_WAIT_MS = 500;

/**
 * Stops accepting connections on this process's listening servers (the Next.js server), without
 * closing the connections already open: a balancer's new connections are refused, and it retries
 * those on another instance (a refused connection carried no request).
 *
 * Each listener closes only once its accept queue is empty (`closeWhenAccepted`): closing a socket
 * resets the connections the kernel has completed but the process has not yet accepted, and a
 * balancer has written its request on those already. nginx does not replay a POST it has sent (it
 * cannot tell that the request never reached the app), so each such connection is a 502: the
 * request a rolling restart lost.
 */
function stopListening(): Promise<void> {
  return Promise.all(listeningServers().map((server) => closeWhenAccepted(server))).then(() => undefined);
}

/**
 * This process's listening servers (the Next.js server among them), found among its active handles:
 * Next.js does not hand its server to application code.
 */
export function listeningServers(): Server[] {
  const handles = (process as unknown as { _getActiveHandles?: () => unknown[] })._getActiveHandles?.() ?? [];
  return handles.filter((handle): handle is Server => handle instanceof Server && handle.listening);
}

/**
 * Closes the listener in the same tick as it finds its accept queue empty (Linux: /proc/net/tcp).
 * While connections wait there, new work is refused (503 draining, with `Connection: close`): a
 * client that keeps opening connections (one per request) is told to go elsewhere, so that the
 * queue empties; the event loop's next poll accepts what waits, and the queue is looked at again
 * (for at most ACCEPT_QUEUE_WAIT_MS). Behind nginx, whose connections are kept alive, the queue
 * is nearly always empty at once, and nothing is refused. Where the queue cannot be read, the
 * listener closes at once.
 */
function closeWhenAccepted(server: Server): Promise<void> {
  const { port } = server.address() as AddressInfo;
  const giveUpAt = Date.now() + ACCEPT_QUEUE_WAIT_MS;
  return new Promise((resolve) => {
    const attempt = () => {
      if ((acceptQueueOf(port) ?? 0) > 0 && Date.now() < giveUpAt) {
        state().refusingNewWork = true;
        setImmediate(attempt);
        return;
      }
      // net.Server's close, not http.Server's: the latter also drops idle keep-alive connections at
      // once, racing a balancer that is about to send a request on one of them.
      Server.prototype.close.call(server);
      resolve();
    };
    attempt();
  });
}

/** Set once the first signal starts the shutdown (draining begins only once the listener is closed). */
let shuttingDown = false;

/**
 * SIGTERM/SIGINT: the listener closes at once, as soon as the connections already waiting in its
 * accept queue are accepted (see stopListening), and readiness turns false (new connections are
 * refused, so a load balancer retries them elsewhere; /readyz answers 503 on connections still
 * open). Requests that still arrive on open keep-alive connections are answered, with
 * `Connection: close`, so each such connection carries at most one more request. Once in-flight
 * work is done the server lingers (`lingerMs`, longer than a balancer's idle keep-alive time, so
 * it closes its idle connections first), runs the clean-ups and exits. The grace period bounds it
 * all. Next.js's own handler would close the listener and every connection at once (resetting
 * queued requests) and wait without a deadline, so the start script sets NEXT_MANUAL_SIG_HANDLE
 * and this one takes over.
 */
export async function drainAndShutdown(
  graceMs: number,
  {
    lingerMs = 3_000,
    exit = (code: number) => process.exit(code),
  }: { lingerMs?: number; exit?: (code: number) => void } = {},
): Promise<void> {
  if (isDraining() || shuttingDown) return;
  shuttingDown = true;
  // Not ready at once: a balancer's health check must not wait for the accept queue to empty.
  state().stopping = true;
  const deadline = Date.now() + graceMs;
  setTimeout(() => exit(1), graceMs).unref();
  // The listener closes before any response says `Connection: close`: a balancer that reconnects
  // after one must be refused (and retry elsewhere), not queued on a listener about to close.
  await stopListening();
  startDraining();
  state().refusingNewWork = false;
  const settle = async () => {
    while (inFlight() > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  await settle();
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(lingerMs, deadline - Date.now() - 500))));
  await settle();
  await Promise.allSettled([...hooks().values()].map((hook) => Promise.resolve().then(hook)));
  exit(0);
}
