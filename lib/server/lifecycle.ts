import 'server-only';
import { Server } from 'node:net';

/**
 * Process-wide state the pipeline and /readyz read: whether the server is draining (SIGTERM
 * received: answer what is in flight, refuse new work) and the readiness checks engines register.
 */
type ReadinessCheck = () => Promise<boolean> | boolean;

interface Lifecycle {
  draining: boolean;
  checks: Map<string, ReadinessCheck>;
  inFlight: number;
}

const LIFECYCLE = Symbol.for('inference.lifecycle');
type WithLifecycle = typeof globalThis & { [LIFECYCLE]?: Lifecycle };

function state(): Lifecycle {
  const holder = globalThis as WithLifecycle;
  holder[LIFECYCLE] ??= { draining: false, checks: new Map(), inFlight: 0 };
  return holder[LIFECYCLE];
}

export const isDraining = () => state().draining;
export const startDraining = () => {
  state().draining = true;
};
export const inFlight = () => state().inFlight;

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
  // Every check is true when it passes: `accepting` is false once the server drains (SIGTERM).
  const checks: Record<string, boolean> = { accepting: !state().draining };
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
const HOOKS = Symbol.for('inference.shutdownHooks');
type WithHooks = typeof globalThis & { [HOOKS]?: Map<string, ShutdownHook> };

function hooks(): Map<string, ShutdownHook> {
  const holder = globalThis as WithHooks;
  holder[HOOKS] ??= new Map();
  return holder[HOOKS];
}

/** Registers a named clean-up (e.g. an operation's name → stop its engine) to run once in-flight work is done. */
export function onShutdown(name: string, hook: ShutdownHook): void {
  hooks().set(name, hook);
}

/**
 * Stops accepting connections on this process's listening servers (the Next.js server), without
 * closing the connections already open: a balancer's new connections are refused, and it retries
 * those on another instance (a refused connection carried no request). Found among the process's
 * active handles because Next.js does not hand its server to application code.
 */
function stopListening(): number {
  const handles = (process as unknown as { _getActiveHandles?: () => unknown[] })._getActiveHandles?.() ?? [];
  const servers = handles.filter((handle): handle is Server => handle instanceof Server && handle.listening);
  // net.Server's close, not http.Server's: the latter also drops idle keep-alive connections at once,
  // racing a balancer that is about to send a request on one of them.
  for (const server of servers) Server.prototype.close.call(server);
  return servers.length;
}

/**
 * SIGTERM/SIGINT: readiness turns false and the listener closes at once (new connections are
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
  if (isDraining()) return;
  // The listener closes before any response says `Connection: close`: a balancer that reconnects
  // after one must be refused (and retry elsewhere), not queued on a listener about to close.
  stopListening();
  startDraining();
  const deadline = Date.now() + graceMs;
  setTimeout(() => exit(1), graceMs).unref();
  const settle = async () => {
    while (inFlight() > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  await settle();
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(lingerMs, deadline - Date.now() - 500))));
  await settle();
  await Promise.allSettled([...hooks().values()].map((hook) => Promise.resolve().then(hook)));
  exit(0);
}
