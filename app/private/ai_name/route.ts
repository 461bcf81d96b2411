import { endpoint } from '@/lib/http/endpoint';
import { aiName } from '@/lib/operations/ai_name';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const { POST, GET, PUT, PATCH, DELETE } = endpoint(aiName);
