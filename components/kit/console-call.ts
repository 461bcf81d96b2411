import type { KitCall } from '@inference-console/client/kit';
import { runOperation } from '../api/run-operation';

/** The kit's calls through the console's backend-for-frontend, like every panel's (the key stays on the server). */
export const consoleCall: KitCall = async (operation, body, signal) => {
  const record = await runOperation(operation, body, signal);
  return { status: record.status, body: record.response, retryAfterSeconds: record.retryAfterSeconds };
};
