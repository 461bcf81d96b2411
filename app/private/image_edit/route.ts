import { operationRoute } from '@/lib/bootstrap';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const { POST, OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = operationRoute('image_edit');
