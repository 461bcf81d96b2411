import type { RequestOf, ResponseOf } from '@/lib/operations/contracts';

export type EditRequest = RequestOf<'image_edit'>;
export type ImageEditResponse = ResponseOf<'image_edit'>;
