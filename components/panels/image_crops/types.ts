import type { RequestOf, ResponseOf } from '@/lib/operations/contracts';

export type CropsRequest = RequestOf<'image_crops'>;
export type CropsResponse = ResponseOf<'image_crops'>;
export type CropsResult = CropsResponse['results'][number];
