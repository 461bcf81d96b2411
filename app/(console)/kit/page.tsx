import type { Metadata } from 'next';
import { KitPage } from '@/components/kit/kit-page';

export const metadata: Metadata = { title: 'Launch kit' };

/** Launch kit: the five operations composed on one post (clients/typescript/src/kit), through the console's routes. */
export default function KitRoute() {
  return <KitPage />;
}
