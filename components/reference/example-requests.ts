import { CONTRACTS, OPERATION_NAMES } from '@/lib/operations/contracts';

/**
 * A small, valid request body per operationId for the reference page's curl examples, from each
 * operation's contract.
 */
export const EXAMPLE_REQUESTS: Record<string, unknown> = Object.fromEntries(
  OPERATION_NAMES.map((name) => [CONTRACTS[name].operationId, CONTRACTS[name].example]),
);
