import type { RequestOf, ResponseOf } from '@/lib/operations/contracts';

export type NamingRequest = RequestOf<'ai_name'>;
export type NamingResponse = ResponseOf<'ai_name'>;
