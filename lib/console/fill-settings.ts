import 'server-only';
import { hasPermission } from '../auth/verify';
import type { ConsoleSettings } from './console-settings';
import type { OperationLimits, OperationName } from '../operations/contracts';
import type { Operation } from '../operations/types';
import { consoleKey } from './console-key';
import type { ConsoleContext } from './context';

/** What the browser needs to know about this server's limits and the console's state: nothing secret. */
export function consoleSettings(
  context: ConsoleContext,
  operations: Record<OperationName, Operation>,
  limits: OperationLimits,
): ConsoleSettings {
  const { config } = context;
  const key = consoleKey(context);
  const allowed = ({ permission }: Operation) => !permission || !key.ok || hasPermission(key.principal, permission.id);
  return {
    imageMaxBytes: config.IMAGE_MAX_BYTES,
    bodyLimitBytes: config.BODY_LIMIT_BYTES,
    passwordProtected: config.CONSOLE_PASSWORD !== undefined,
    keyProblem: key.ok ? undefined : key.problem,
    limits,
    allowed: Object.fromEntries(
      Object.values(operations).map((operation) => [operation.name, allowed(operation)]),
    ) as ConsoleSettings['allowed'],
  };
}
