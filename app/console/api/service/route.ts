import { consoleServiceRoute } from '@/lib/bootstrap';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const { POST, GET, PUT, PATCH, DELETE } = consoleServiceRoute();
