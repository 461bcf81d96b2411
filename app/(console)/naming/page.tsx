import type { Metadata } from 'next';
import { NamingPanel } from '@/components/naming/naming-panel';

export const metadata: Metadata = { title: 'Token naming' };

export default function NamingPage() {
  return <NamingPanel />;
}
