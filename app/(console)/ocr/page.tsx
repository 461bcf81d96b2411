import type { Metadata } from 'next';
import { OcrPanel } from '@/components/ocr/ocr-panel';

export const metadata: Metadata = { title: 'OCR' };

export default function OcrPage() {
  return <OcrPanel />;
}
