import { consoleCall, consoleMethodNotAllowed } from '@/lib/console/bff';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(request: Request, context: { params: Promise<{ operation: string }> }) {
  const { operation } = await context.params;
  return consoleCall(operation, request);
}

export const GET = consoleMethodNotAllowed;
export const PUT = consoleMethodNotAllowed;
export const PATCH = consoleMethodNotAllowed;
export const DELETE = consoleMethodNotAllowed;
