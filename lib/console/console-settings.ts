import type { OperationLimits, OperationName } from '../operations/contracts';

/**
 * What the server tells the console about itself; nothing in it is secret. Browser-safe: the
 * console's pages import it, lib/console/fill-settings.ts fills it in.
 */
export interface ConsoleSettings {
  imageMaxBytes: number;
  bodyLimitBytes: number;
  passwordProtected: boolean;
  /** Why the console cannot call the API (no usable key), when it cannot. */
  keyProblem?: string;
  /** Each operation's configured limits (e.g. how many images an OCR request may hold). */
  limits: OperationLimits;
  /** Whether the console's key may run each operation (a key without the flag one needs may not). */
  allowed: Record<OperationName, boolean>;
}
