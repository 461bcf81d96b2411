import { endpoint } from '@/lib/http/endpoint';
import { imageEdit } from '@/lib/operations/image_edit';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const { POST, GET, PUT, PATCH, DELETE } = endpoint(imageEdit);
