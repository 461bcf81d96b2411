import type { ComponentType } from 'react';
import type { RequestOf, ResponseOf } from '@/lib/operations/contracts';

export type NamingRequest = RequestOf<'ai_name'>;
export type NamingResponse = ResponseOf<'ai_name'>;

/**
 * What another panel shows under a generated name and ticker. The panel registry plugs it in, so the
 * naming panel knows no other operation.
 */
export type NameNotes = ComponentType<{ name: string; ticker: string }>;
