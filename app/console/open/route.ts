import { openConsoleRoute } from '@/lib/bootstrap';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = openConsoleRoute;
