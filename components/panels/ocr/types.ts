import type { RequestOf, ResponseOf } from '@/lib/operations/contracts';

export type OcrRequest = RequestOf<'ocr'>;
export type OcrResponse = ResponseOf<'ocr'>;
export type OcrLine = OcrResponse['results'][number]['lines'][number];
