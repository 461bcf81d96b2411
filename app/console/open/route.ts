import { openConsole } from '@/lib/console/open';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = openConsole;
