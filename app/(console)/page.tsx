import type { Metadata } from 'next';
import { ImageEditPanel } from '@/components/image-edit/image-edit-panel';

export const metadata: Metadata = { title: 'Image edit' };

export default function ImageEditPage() {
  return <ImageEditPanel />;
}
