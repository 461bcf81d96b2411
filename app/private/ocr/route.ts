import { endpoint } from '@/lib/http/endpoint';
import { ocr } from '@/lib/operations/ocr';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const { POST, GET, PUT, PATCH, DELETE } = endpoint(ocr);
